/**
 * One readable error for every way a System One call can fail. It crosses worker
 * boundaries as plain data (toData/fromData) and never carries the API key: messages are
 * built from our own text plus server text that is scrubbed of the key before it lands here.
 */

export type SystemOneErrorCode =
  | "unauthorized" // 401
  | "forbidden" // 403
  | "not-found" // 404: usually a wrong base URL or path
  | "invalid-request" // 400 / 422, with the field the server named
  | "rate-limited" // 429
  | "overloaded" // 529
  | "server-error" // other 5xx
  | "http-error" // any other unexpected status
  | "timeout" // one attempt ran past its time limit
  | "network" // connection refused/reset, DNS, or a CORS block (indistinguishable in browsers)
  | "bad-response" // 200 with a body we can't read
  | "aborted"; // the caller cancelled

export interface SystemOneErrorData {
  code: SystemOneErrorCode;
  message: string;
  status?: number;
  /** Request field the server blamed (e.g. `questions.q1.criteria`), for 400/422. */
  field?: string;
  /** The server's own words, scrubbed of the key. */
  serverMessage?: string;
  requestId?: string;
  /** Attempts made, including the last one. */
  attempts?: number;
  retryable: boolean;
}

/** Same-origin path the app's own server forwards to the configured base URL. */
export const PROXY_PATH = "/api/system-one/";

export class SystemOneError extends Error {
  readonly code: SystemOneErrorCode;
  readonly status?: number;
  readonly field?: string;
  readonly serverMessage?: string;
  readonly requestId?: string;
  readonly retryable: boolean;
  attempts?: number;

  constructor(data: Omit<SystemOneErrorData, "message"> & { message: string }) {
    super(data.message);
    this.name = "SystemOneError";
    this.code = data.code;
    this.status = data.status;
    this.field = data.field;
    this.serverMessage = data.serverMessage;
    this.requestId = data.requestId;
    this.retryable = data.retryable;
    this.attempts = data.attempts;
  }

  toData(): SystemOneErrorData {
    const { code, message, status, field, serverMessage, requestId, attempts, retryable } = this;
    return { code, message, status, field, serverMessage, requestId, attempts, retryable };
  }

  static fromData(data: SystemOneErrorData): SystemOneError {
    return new SystemOneError(data);
  }
}

export function isSystemOneErrorData(v: unknown): v is SystemOneErrorData {
  const d = v as SystemOneErrorData;
  return typeof v === "object" && v !== null && typeof d.code === "string" && typeof d.message === "string";
}

/** Where the request went, for messages: host and path only, never userinfo or query. */
export interface ErrorContext {
  endpoint: string;
  backendLabel: string;
  model: string;
  timeoutMs: number;
}

export interface HttpFailure {
  status: number;
  serverMessage?: string;
  field?: string;
  requestId?: string;
}

const RETRYABLE_STATUS = (s: number) => s === 408 || s === 429 || s >= 500;

/** Maps an HTTP failure to an error with a message a user can act on. */
export function httpError(f: HttpFailure, ctx: ErrorContext): SystemOneError {
  const said = f.serverMessage ? ` Server said: "${f.serverMessage}".` : "";
  const base = {
    status: f.status,
    serverMessage: f.serverMessage,
    requestId: f.requestId,
    retryable: RETRYABLE_STATUS(f.status),
  };
  const s = f.status;
  if (s === 401)
    return new SystemOneError({
      ...base,
      code: "unauthorized",
      message: `${ctx.backendLabel} rejected the API key (401). Check the key in settings; it must be a key for ${ctx.backendLabel}.${said}`,
    });
  if (s === 403)
    return new SystemOneError({
      ...base,
      code: "forbidden",
      message: `${ctx.backendLabel} refused the request (403): the key may not have access to model "${ctx.model}", or (Ollama) this page's origin is not in OLLAMA_ORIGINS.${said}`,
    });
  if (s === 404)
    return new SystemOneError({
      ...base,
      code: "not-found",
      message: `No System One endpoint at ${ctx.endpoint} (404). Check the base URL and model "${ctx.model}".${said}`,
    });
  if (s === 400 || s === 422) {
    const where = f.field ? ` in field \`${f.field}\`` : "";
    return new SystemOneError({
      ...base,
      field: f.field,
      code: "invalid-request",
      message: `${ctx.backendLabel} rejected the request as invalid (${s})${where}.${said}`,
    });
  }
  if (s === 429)
    return new SystemOneError({
      ...base,
      code: "rate-limited",
      message: `${ctx.backendLabel} rate limit reached (429) and retries ran out. Lower the request rate or wait a minute.${said}`,
    });
  if (s === 529)
    return new SystemOneError({
      ...base,
      code: "overloaded",
      message: `${ctx.backendLabel} is overloaded (529) and retries ran out. Try again shortly.${said}`,
    });
  if (s === 408 || s >= 500)
    return new SystemOneError({
      ...base,
      code: "server-error",
      message: `${ctx.backendLabel} failed with HTTP ${s} and retries ran out.${said}`,
    });
  return new SystemOneError({
    ...base,
    code: "http-error",
    message: `${ctx.backendLabel} answered with unexpected HTTP ${s} at ${ctx.endpoint}.${said}`,
  });
}

export function timeoutError(ctx: ErrorContext): SystemOneError {
  return new SystemOneError({
    code: "timeout",
    retryable: true,
    message: `${ctx.backendLabel} did not answer within ${ctx.timeoutMs} ms at ${ctx.endpoint}.`,
  });
}

/**
 * Browsers report a CORS block exactly like a refused connection (a bare TypeError), so
 * one message covers both and points at the fix that works for TypeSafe: its API sends
 * no CORS headers, so the browser must call the app's own same-origin proxy.
 */
export function networkError(ctx: ErrorContext, detail?: string): SystemOneError {
  const why = detail ? ` (${detail})` : "";
  return new SystemOneError({
    code: "network",
    retryable: true,
    message:
      `Could not reach ${ctx.endpoint}${why}. Either the server is down or unreachable, or the browser blocked ` +
      `the cross-origin request (CORS): TypeSafe sends no CORS headers. Pincite's own server proxies the ` +
      `same-origin path ${PROXY_PATH} to the configured base URL; set the base URL to ${PROXY_PATH} to use it.`,
  });
}

/** `retryable` for unparseable bodies (a truncated transfer); a well-formed wrong shape won't improve. */
export function badResponseError(
  ctx: ErrorContext,
  detail: string,
  retryable: boolean,
  requestId?: string,
): SystemOneError {
  return new SystemOneError({
    code: "bad-response",
    retryable,
    requestId,
    message: `${ctx.backendLabel} returned a response Pincite could not read: ${detail}.`,
  });
}

export function abortedError(): SystemOneError {
  return new SystemOneError({ code: "aborted", retryable: false, message: "The System One request was cancelled." });
}

/**
 * The one error a model call ends in, for System One and the chat model alike. It crosses
 * worker boundaries as plain data (toData/fromData) and never carries the API key: messages
 * are built from each service's own words plus server text that is redacted before it lands
 * here (see redact in error-body.ts).
 */

export type ModelErrorCode =
  | "unauthorized" // 401
  | "forbidden" // 403
  | "not-found" // 404: usually a wrong base URL or path
  | "invalid-request" // 400 / 422, with the field the server named
  | "rate-limited" // 429
  | "overloaded" // 529
  | "server-error" // 408 and other 5xx
  | "http-error" // any other unexpected status
  | "timeout" // one attempt ran past its time limit
  | "network" // connection refused/reset, DNS, or a CORS block (indistinguishable in browsers)
  | "bad-response" // 2xx with a body or stream we can't read
  | "aborted"; // the caller cancelled

export interface ModelErrorData {
  code: ModelErrorCode;
  message: string;
  status?: number;
  /** Request field the server blamed (e.g. `questions.q1.criteria`), for 400/422. */
  field?: string;
  /** The server's own words, redacted of the key. */
  serverMessage?: string;
  requestId?: string;
  /** The wait the server asked for (retry-after), when it asked. */
  retryAfterMs?: number;
  /** Attempts made, including the last one. */
  attempts?: number;
  retryable: boolean;
}

export class ModelError extends Error {
  readonly code: ModelErrorCode;
  readonly status?: number;
  readonly field?: string;
  readonly serverMessage?: string;
  readonly requestId?: string;
  readonly retryAfterMs?: number;
  readonly retryable: boolean;
  attempts?: number;

  constructor(data: ModelErrorData) {
    super(data.message);
    this.name = "ModelError";
    this.code = data.code;
    this.status = data.status;
    this.field = data.field;
    this.serverMessage = data.serverMessage;
    this.requestId = data.requestId;
    this.retryAfterMs = data.retryAfterMs;
    this.retryable = data.retryable;
    this.attempts = data.attempts;
  }

  toData(): ModelErrorData {
    const { code, message, status, field, serverMessage, requestId, retryAfterMs, attempts, retryable } = this;
    return { code, message, status, field, serverMessage, requestId, retryAfterMs, attempts, retryable };
  }

  static fromData(data: ModelErrorData): ModelError {
    return new ModelError(data);
  }
}

export function isModelErrorData(v: unknown): v is ModelErrorData {
  const d = v as ModelErrorData;
  return typeof v === "object" && v !== null && typeof d.code === "string" && typeof d.message === "string";
}

/** The code of an HTTP failure; the same table for every service. */
export function codeForStatus(status: number): ModelErrorCode {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status === 400 || status === 422) return "invalid-request";
  if (status === 429) return "rate-limited";
  if (status === 529) return "overloaded";
  if (status === 408 || status >= 500) return "server-error";
  return "http-error";
}

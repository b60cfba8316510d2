/**
 * Named errors for the chat model call. Messages are built from our own words plus the
 * server's text scrubbed of the key, so an error can be shown, logged or put in a trace.
 */

export type ChatErrorCode =
  | "unauthorized" // 401
  | "forbidden" // 403
  | "rate-limited" // 429
  | "overloaded" // 529
  | "server-error" // other 5xx
  | "http-error" // any other unexpected status
  | "timeout"
  | "network"
  | "bad-response" // 200 with a body or stream we can't read
  | "aborted";

export class ChatError extends Error {
  readonly code: ChatErrorCode;
  readonly status?: number;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  attempts?: number;

  constructor(code: ChatErrorCode, message: string, extra: { status?: number; retryAfterMs?: number } = {}) {
    super(message);
    this.name = "ChatError";
    this.code = code;
    this.status = extra.status;
    this.retryAfterMs = extra.retryAfterMs;
    this.retryable = ["rate-limited", "overloaded", "server-error", "timeout", "network"].includes(code);
  }

  toData() {
    return {
      code: this.code,
      message: this.message,
      status: this.status,
      retryable: this.retryable,
      attempts: this.attempts,
    };
  }
}

/** Removes the key (and any bearer token) from text that came from elsewhere. */
export function scrub(text: string, apiKey?: string): string {
  let out = text.replace(/Bearer\s+\S+/gi, "Bearer [redacted]");
  if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join("[redacted]");
  return out.slice(0, 300);
}

/** The message in an OpenAI-style error body ({error:{message}}, {message}, {detail}). */
export function serverMessage(body: string, apiKey?: string): string | undefined {
  try {
    const j = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const m = typeof j.error === "string" ? j.error : (j.error?.message ?? j.message ?? j.detail);
    return typeof m === "string" ? scrub(m, apiKey) : undefined;
  } catch {
    return body.trim() ? scrub(body.trim(), apiKey) : undefined;
  }
}

export function httpChatError(
  status: number,
  endpoint: string,
  said: string | undefined,
  retryAfterMs?: number,
): ChatError {
  const tail = said ? ` Server said: "${said}".` : "";
  const extra = { status, retryAfterMs };
  if (status === 401)
    return new ChatError(
      "unauthorized",
      `The chat model at ${endpoint} rejected the API key (401). Check the chat key in settings.${tail}`,
      extra,
    );
  if (status === 403)
    return new ChatError(
      "forbidden",
      `The chat model at ${endpoint} refused the request (403): the key may not have access to this model.${tail}`,
      extra,
    );
  if (status === 429)
    return new ChatError(
      "rate-limited",
      `The chat model's rate limit was reached (429) and retries ran out. Wait a minute and ask again.${tail}`,
      extra,
    );
  if (status === 529)
    return new ChatError(
      "overloaded",
      `The chat model is overloaded (529) and retries ran out. Try again shortly.${tail}`,
      extra,
    );
  if (status >= 500)
    return new ChatError(
      "server-error",
      `The chat model failed with HTTP ${status} and retries ran out.${tail}`,
      extra,
    );
  return new ChatError(
    "http-error",
    `The chat model at ${endpoint} answered with unexpected HTTP ${status}.${tail}`,
    extra,
  );
}

/** "retry-after" in seconds or as a date, or "retry-after-ms". */
export function retryAfter(headers: { get(name: string): string | null }, now: number): number | undefined {
  const ms = Number(headers.get("retry-after-ms"));
  if (ms > 0) return ms;
  const raw = headers.get("retry-after");
  if (!raw) return undefined;
  const secs = Number(raw);
  if (Number.isFinite(secs)) return Math.max(0, secs * 1000);
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

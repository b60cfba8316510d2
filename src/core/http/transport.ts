/**
 * The one HTTP transport of the model clients (System One and the chat model): a POST with
 * a time limit per attempt, the caller's cancellation, and retries under one policy
 * (retry-policy.ts). Every failure ends as a ModelError worded by the service that made
 * the call. The key is used only to redact what servers send back; nothing returned or
 * thrown holds it.
 */
import { parseErrorBody, redact } from "./error-body";
import { codeForStatus, ModelError, type ModelErrorCode } from "./model-error";
import { isRetryableStatus, nextDelay, parseRetryAfter, type RetryPolicy } from "./retry-policy";
import {
  AbortedError,
  newAbortController,
  startTimer,
  type AbortSignalLike,
  type FetchLike,
  type NowFn,
  type ResponseLike,
  type SleepFn,
} from "./runtime";

/** How one service names each failure for the person who will read it. */
export interface FailureWords {
  /** A refused request; `said` is ` Server said: "…".` (redacted) or "". */
  http(failure: { code: ModelErrorCode; status: number; said: string; field?: string }): string;
  timeout(): string;
  network(detail: string | undefined): string;
  badResponse(detail: string): string;
  aborted(): string;
}

export interface Transport {
  url: string;
  headers: Record<string, string>;
  /** Only used to redact server text; never copied into a result or an error. */
  apiKey?: string;
  /** An attempt that receives nothing for this long is abandoned (a reader's progress restarts it). */
  timeoutMs: number;
  policy: RetryPolicy;
  words: FailureWords;
  fetch: FetchLike;
  sleep: SleepFn;
  now: NowFn;
  random: () => number;
  /** Awaited before every attempt: a pacer shared by the clients of one key. */
  beforeAttempt?: (signal?: AbortSignalLike) => Promise<void>;
}

/** Thrown by a reader for a 2xx reply it cannot use; `retryable` says whether asking again may help. */
export class UnreadableReply extends Error {
  constructor(
    readonly detail: string,
    readonly retryable: boolean,
  ) {
    super(detail);
    this.name = "UnreadableReply";
  }
}

/** Reads a 2xx reply; `progress()` restarts the attempt's time limit (a stream that still flows). */
export type ReplyReader<T> = (res: ResponseLike, progress: () => void) => Promise<T>;

export interface CallOptions {
  signal?: AbortSignalLike;
  /** Asked before each retry: false once part of a reply was handed on (streamed text already shown). */
  mayRetry?: () => boolean;
}

/** One failed attempt that was retried. */
export interface RetryRecord {
  attempt: number;
  code: ModelErrorCode;
  status?: number;
  /** The wait before the next attempt (backoff or the server's retry-after). */
  delayMs: number;
}

export interface Delivered<T> {
  value: T;
  /** HTTP attempts made, including the one that succeeded. */
  attempts: number;
  retries: RetryRecord[];
  requestId?: string;
}

type Outcome<T> = { ok: true; value: T; requestId?: string } | { ok: false; error: ModelError };

/**
 * Posts `body` until an attempt succeeds or the policy gives up.
 * @throws ModelError — the last attempt's failure (with `attempts`), or "aborted" when the caller cancels.
 */
export async function post<T>(
  t: Transport,
  body: string,
  read: ReplyReader<T>,
  options: CallOptions = {},
): Promise<Delivered<T>> {
  const { signal } = options;
  const retries: RetryRecord[] = [];
  try {
    for (let attempt = 1; ; attempt++) {
      await t.beforeAttempt?.(signal);
      const out = await attemptOnce(t, body, read, signal);
      if (out.ok) return { value: out.value, attempts: attempt, retries, requestId: out.requestId };
      const { error } = out;
      const retry = error.retryable && (options.mayRetry?.() ?? true);
      const delay = retry ? nextDelay(t.policy, attempt - 1, error.retryAfterMs, t.random) : undefined;
      if (delay === undefined) {
        error.attempts = attempt;
        throw error;
      }
      retries.push({ attempt, code: error.code, status: error.status, delayMs: Math.round(delay) });
      await t.sleep(delay, signal);
    }
  } catch (err) {
    // A wait (pacer or backoff) cut short by the caller.
    if (err instanceof AbortedError) throw abortedError(t);
    throw err;
  }
}

/** One attempt. Server and network trouble come back as an outcome; only the caller's cancellation throws. */
async function attemptOnce<T>(
  t: Transport,
  body: string,
  read: ReplyReader<T>,
  signal: AbortSignalLike | undefined,
): Promise<Outcome<T>> {
  if (signal?.aborted) throw abortedError(t);
  const controller = newAbortController();
  let timedOut = false;
  let stopTimer = () => {};
  // Restarted on every sign of life: a long answer may stream for minutes, a stalled one may not.
  const progress = () => {
    stopTimer();
    stopTimer = startTimer(t.timeoutMs, () => ((timedOut = true), controller.abort()));
  };
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener("abort", onCallerAbort, { once: true });
  progress();
  let requestId: string | undefined;
  try {
    const res = await t.fetch(t.url, { method: "POST", headers: t.headers, body, signal: controller.signal });
    requestId = res.headers.get("x-typesafe-request-id") ?? res.headers.get("x-request-id") ?? undefined;
    if (res.status >= 200 && res.status < 300) return { ok: true, value: await read(res, progress), requestId };
    // The body is read inside the timer too: a server that stalls mid-body is a timeout.
    const said = parseErrorBody(await res.text());
    return { ok: false, error: httpError(t, res.status, said, requestId, parseRetryAfter(res.headers, t.now())) };
  } catch (err) {
    if (signal?.aborted) throw abortedError(t);
    if (timedOut) return { ok: false, error: failure("timeout", t.words.timeout(), true) };
    if (err instanceof ModelError) return { ok: false, error: err };
    if (err instanceof UnreadableReply || err instanceof SyntaxError) {
      const [detail, retryable] = err instanceof UnreadableReply ? [err.detail, err.retryable] : [NOT_JSON, false];
      return { ok: false, error: failure("bad-response", t.words.badResponse(detail), retryable, requestId) };
    }
    return { ok: false, error: failure("network", t.words.network(describeFailure(err, t.apiKey)), true) };
  } finally {
    stopTimer();
    signal?.removeEventListener("abort", onCallerAbort);
  }
}

export const NOT_JSON = "the body is not valid JSON";

function httpError(
  t: Transport,
  status: number,
  said: { message?: string; field?: string },
  requestId: string | undefined,
  retryAfterMs: number | undefined,
): ModelError {
  const serverMessage = redact(said.message, t.apiKey);
  const code = codeForStatus(status);
  const words = serverMessage ? ` Server said: "${serverMessage}".` : "";
  const field = code === "invalid-request" ? said.field : undefined;
  return new ModelError({
    code,
    status,
    field,
    serverMessage,
    requestId,
    retryAfterMs,
    retryable: isRetryableStatus(status),
    message: t.words.http({ code, status, said: words, field }),
  });
}

function failure(code: ModelErrorCode, message: string, retryable: boolean, requestId?: string): ModelError {
  return new ModelError({ code, message, retryable, requestId });
}

function abortedError(t: Transport): ModelError {
  return new ModelError({ code: "aborted", retryable: false, message: t.words.aborted() });
}

/** A short reason from a fetch failure (Node puts the useful part in `cause`). */
function describeFailure(err: unknown, apiKey: string | undefined): string | undefined {
  const e = err as { message?: unknown; cause?: { code?: unknown; message?: unknown } } | undefined;
  const cause = e?.cause;
  const reason =
    typeof cause?.code === "string"
      ? cause.code
      : typeof cause?.message === "string"
        ? cause.message
        : typeof e?.message === "string"
          ? e.message
          : undefined;
  return redact(reason, apiKey);
}

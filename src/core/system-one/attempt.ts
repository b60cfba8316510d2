/**
 * One HTTP attempt with its own time limit. It never throws for server or network
 * trouble: it returns an outcome, so the retry loop decides what happens next. Only a
 * cancellation by the caller propagates as an error.
 */
import {
  abortedError,
  badResponseError,
  httpError,
  networkError,
  timeoutError,
  type ErrorContext,
  type SystemOneError,
} from "./errors";
import { parseErrorBody, scrubKey } from "./response";
import { parseRetryAfter } from "./retry";
import { newAbortController, startTimer, type AbortSignalLike, type FetchLike } from "./runtime";

export interface AttemptInput {
  fetch: FetchLike;
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  signal?: AbortSignalLike;
  now: () => number;
  /** Only used to scrub server text; never copied into an outcome. */
  apiKey?: string;
  ctx: ErrorContext;
}

export type AttemptOutcome =
  { ok: true; json: unknown; requestId?: string } | { ok: false; error: SystemOneError; retryAfterMs?: number };

/** @throws SystemOneError with code "aborted" when the caller's signal fires. */
export async function attemptOnce(input: AttemptInput): Promise<AttemptOutcome> {
  const { ctx, signal } = input;
  if (signal?.aborted) throw abortedError();
  const controller = newAbortController();
  let timedOut = false;
  const stopTimer = startTimer(input.timeoutMs, () => {
    timedOut = true;
    controller.abort();
  });
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener("abort", onCallerAbort, { once: true });
  try {
    // The body is read inside the timer too: a server that stalls mid-body is a timeout.
    const res = await input.fetch(input.url, {
      method: "POST",
      headers: input.headers,
      body: input.body,
      signal: controller.signal,
    });
    const text = await res.text();
    const requestId = res.headers.get("x-typesafe-request-id") ?? res.headers.get("x-request-id") ?? undefined;
    if (res.status >= 200 && res.status < 300) {
      try {
        return { ok: true, json: JSON.parse(text), requestId };
      } catch {
        return { ok: false, error: badResponseError(ctx, "the body is not valid JSON", true, requestId) };
      }
    }
    const parsed = parseErrorBody(text);
    const error = httpError(
      { status: res.status, serverMessage: scrubKey(parsed.message, input.apiKey), field: parsed.field, requestId },
      ctx,
    );
    return { ok: false, error, retryAfterMs: parseRetryAfter(res.headers, input.now()) };
  } catch (err) {
    if (signal?.aborted) throw abortedError();
    if (timedOut) return { ok: false, error: timeoutError(ctx) };
    return { ok: false, error: networkError(ctx, describeFailure(err, input.apiKey)) };
  } finally {
    stopTimer();
    signal?.removeEventListener("abort", onCallerAbort);
  }
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
  return scrubKey(reason, apiKey);
}

/**
 * The one retry policy of every model call, after the TypeSafe JS SDK's defaults
 * (design/system-one-api.md §4): retry 408, 429, 5xx (529 included), timeouts and
 * connection failures; exponential backoff from 500 ms doubling to 5 s with up to 25%
 * jitter; honour `retry-after-ms` and `retry-after` up to 60 s; never retry immediately.
 */

export interface RetryPolicy {
  /** Retries after the first attempt (so maxRetries + 1 attempts in all). */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Fraction of the delay removed at random (0.25 → 75–100% of the delay). */
  jitter: number;
  /** A longer server-requested wait than this is not worth blocking on: fail instead. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxRetries: 2,
  baseDelayMs: 500,
  maxDelayMs: 5000,
  jitter: 0.25,
  maxRetryAfterMs: 60_000,
};

/** Statuses worth another attempt: the server may answer differently in a moment. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Server-requested wait in ms, from `retry-after-ms`, or `retry-after` as seconds or an HTTP date. */
export function parseRetryAfter(headers: { get(name: string): string | null }, nowMs: number): number | undefined {
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const ra = headers.get("retry-after");
  if (ra === null || ra.trim() === "") return undefined;
  if (Number.isFinite(Number(ra))) return Math.max(0, Number(ra) * 1000);
  const date = Date.parse(ra);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** Backoff before retry number `retry` (0-based), jittered downwards so it never exceeds the cap. */
export function backoffDelay(policy: RetryPolicy, retry: number, random: () => number): number {
  const raw = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return raw * (1 - policy.jitter * random());
}

/**
 * The wait before the next attempt, or undefined to give up. A server hint wins over the
 * backoff, floored by the first backoff step so `retry-after: 0` never causes a hot loop.
 */
export function nextDelay(
  policy: RetryPolicy,
  retry: number,
  retryAfterMs: number | undefined,
  random: () => number,
): number | undefined {
  if (retry >= policy.maxRetries) return undefined;
  const backoff = backoffDelay(policy, retry, random);
  if (retryAfterMs === undefined) return backoff;
  if (retryAfterMs > policy.maxRetryAfterMs) return undefined;
  return Math.max(retryAfterMs, Math.min(backoff, policy.baseDelayMs));
}

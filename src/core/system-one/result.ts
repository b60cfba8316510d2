/**
 * What one `ask` returns: the answers plus everything a trace records about the call.
 * Plain, key-free data, safe to log, store and export.
 */
import type { BackendKind } from "./backends";
import type { SystemOneErrorCode } from "./errors";
import type { SystemOneUsage } from "./types";

/** One failed attempt that was retried. */
export interface RetryRecord {
  attempt: number;
  code: SystemOneErrorCode;
  status?: number;
  /** The wait before the next attempt (backoff or the server's retry-after). */
  delayMs: number;
}

export interface SystemOneResult<A> {
  answers: A;
  /** Versioned model that answered (log it: aliases move). */
  model: string;
  /** The id we sent, after backend translation. */
  requestedModel: string;
  /** Tokens of the request that produced these answers (also on a cache hit). */
  usage: SystemOneUsage;
  /** USD spent by this call: 0 on a cache hit. */
  costUsd: number;
  cached: boolean;
  /** HTTP attempts made by this call: 0 on a cache hit. */
  attempts: number;
  retries: RetryRecord[];
  latencyMs: number;
  requestId?: string;
  backend: BackendKind;
  cacheKey: string;
}

/** Default $0.042 per million input tokens; output tokens are free. */
export function costUsd(inputTokens: number, pricePerMillionInput = 0.042): number {
  return (inputTokens * pricePerMillionInput) / 1_000_000;
}

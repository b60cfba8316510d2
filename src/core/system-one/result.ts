/**
 * What one `ask` returns: the answers plus everything a trace records about the call.
 * Plain, key-free data, safe to log, store and export.
 */
import type { RetryRecord } from "../http/transport";
import type { BackendKind } from "./backends";
import type { SystemOneUsage } from "./types";

export type { RetryRecord };

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

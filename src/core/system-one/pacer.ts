/**
 * Request pacing: a token bucket, default 30 requests/s with no burst, i.e. one request
 * every 33 ms. Retries pass through it too, because the server's limit counts every
 * attempt. One pacer may be shared by several clients that use the same key.
 */
import { AbortedError, hostNow, hostSleep, type AbortSignalLike, type NowFn, type SleepFn } from "../http/runtime";

export interface PacerOptions {
  /** Sustained requests per second; 0 or Infinity disables pacing. */
  ratePerSecond?: number;
  /** Requests allowed back to back before pacing applies. */
  burst?: number;
  now?: NowFn;
  sleep?: SleepFn;
}

export class Pacer {
  private readonly intervalMs: number;
  private readonly burst: number;
  private readonly now: NowFn;
  private readonly sleep: SleepFn;
  /** Theoretical arrival time (GCRA): when the next request would be due at the steady rate. */
  private tat = -Infinity;

  constructor(options: PacerOptions = {}) {
    const rate = options.ratePerSecond ?? 30;
    this.intervalMs = rate > 0 && Number.isFinite(rate) ? 1000 / rate : 0;
    this.burst = Math.max(1, Math.floor(options.burst ?? 1));
    this.now = options.now ?? hostNow;
    this.sleep = options.sleep ?? hostSleep;
  }

  /**
   * Waits for a slot. Slots are reserved synchronously at call time, so concurrent callers
   * queue in call order without a lock.
   * @throws AbortedError when `signal` aborts while waiting.
   */
  async acquire(signal?: AbortSignalLike): Promise<number> {
    if (signal?.aborted) throw new AbortedError();
    if (this.intervalMs === 0) return 0;
    const now = this.now();
    // GCRA, the token bucket expressed in time: idling never banks more than `burst` slots.
    const tat = Math.max(this.tat, now);
    const grantAt = Math.max(now, tat - (this.burst - 1) * this.intervalMs);
    this.tat = tat + this.intervalMs;
    const wait = grantAt - now;
    if (wait > 0) await this.sleep(wait, signal);
    return wait;
  }
}

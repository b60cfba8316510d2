/**
 * Helpers shared by the System One tests: fast retry settings so failure paths run in
 * milliseconds, and a sleep that records what the client asked to wait.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { SleepFn } from "../core/http/runtime";
import { startFakeSystemOne, type FakeSystemOne, type FakeSystemOneOptions } from "./fake-system-one";

/** Backoff in single-digit ms; the policy's shape (doubling, jitter, caps) is unchanged. */
export const FAST_RETRY = { maxRetries: 2, baseDelayMs: 2, maxDelayMs: 10, jitter: 0.25, maxRetryAfterMs: 60_000 };

/** A sleep that records each requested wait and then waits at most `capMs` for real. */
export function recordingSleep(capMs = 1): { sleep: SleepFn; waits: number[] } {
  const waits: number[] = [];
  const sleep: SleepFn = (ms) => {
    waits.push(ms);
    return new Promise((r) => setTimeout(r, Math.min(ms, capMs)));
  };
  return { sleep, waits };
}

/** The secret used in tests; every test asserts it never leaks. */
export const TEST_KEY = "sk-test-SECRET-4f9a2c71d0";

export function expectNoKey(value: unknown, key = TEST_KEY): void {
  const text =
    typeof value === "string"
      ? value
      : JSON.stringify(value, (_k, v: unknown) =>
          v instanceof Error ? { ...v, message: v.message, stack: v.stack } : v,
        );
  if (text.includes(key)) throw new Error(`API key leaked into: ${text.slice(0, 300)}`);
}

/**
 * One fake System One server for a test file, started before its tests and reset (no
 * recorded requests, no fault) before each. Call at the top level of the file.
 */
export function setUpFakeSystemOne(options: FakeSystemOneOptions = { apiKey: TEST_KEY }): () => FakeSystemOne {
  let fake: FakeSystemOne;
  beforeAll(async () => {
    fake = await startFakeSystemOne(options);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.setFault(null);
  });
  return () => fake;
}

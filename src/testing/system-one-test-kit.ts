/**
 * Helpers shared by the model clients' tests (System One and chat): fast retry settings so
 * failure paths run in milliseconds, a sleep that records what the client asked to wait,
 * and one fake server of each kind per test file.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { SleepFn } from "../core/http/runtime";
import { startFakeChat, type FakeChat, type FakeChatOptions } from "./fake-chat";
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
 * One fake server for a test file, started before its tests, reset before each and closed
 * after them. Call at the top level of the file; the function returned gives the server.
 */
function setUpServer<T extends { close(): Promise<void> }>(start: () => Promise<T>, reset: (s: T) => void): () => T {
  let server: T;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.close());
  beforeEach(() => reset(server));
  return () => server;
}

/** A fake System One server, reset to no recorded requests and no fault before each test. */
export const setUpFakeSystemOne = (options: FakeSystemOneOptions = { apiKey: TEST_KEY }): (() => FakeSystemOne) =>
  setUpServer(
    () => startFakeSystemOne(options),
    (fake) => {
      fake.requests.length = 0;
      fake.setFault(null);
    },
  );

/** A fake chat server, reset to no recorded requests, no fault and its own replies before each test. */
export const setUpFakeChat = (options: FakeChatOptions = { apiKey: TEST_KEY }): (() => FakeChat) =>
  setUpServer(
    () => startFakeChat(options),
    (fake) => {
      fake.requests.length = 0;
      fake.setFault(null);
      fake.setReply(null);
    },
  );

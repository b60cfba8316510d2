import { describe, expect, it } from "vitest";
import { FAST_RETRY, recordingSleep, TEST_KEY, setUpFakeSystemOne } from "../../testing/system-one-test-kit";
import { createSystemOneClient, type SystemOneConfig } from "./client";
import { ModelError } from "../http/model-error";

const fakeServer = setUpFakeSystemOne();

const ask = {
  state: "Revenue was $34.2 billion in 2022.",
  questions: { rev: { type: "noul", instructions: "Is revenue stated?" } },
} as const;
const client = (extra: Partial<SystemOneConfig> = {}) =>
  createSystemOneClient({
    baseUrl: fakeServer().url,
    apiKey: TEST_KEY,
    retry: FAST_RETRY,
    ratePerSecond: 0,
    cache: null,
    ...extra,
  });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: unknown) => e as ModelError,
  );

describe("retries", () => {
  it("honours retry-after (seconds) on 429, then succeeds", async () => {
    fakeServer().setFault({ kind: "rate-limit", retryAfterSeconds: 1 });
    const { sleep, waits } = recordingSleep();
    const res = await client({ sleep }).ask(ask);
    expect(fakeServer().requests.map((r) => r.status)).toEqual([429, 200]);
    expect(waits).toEqual([1000]);
    expect(res.attempts).toBe(2);
    expect(res.retries).toEqual([{ attempt: 1, code: "rate-limited", status: 429, delayMs: 1000 }]);
  });

  it("waits for real on retry-after-ms", async () => {
    fakeServer().setFault({ kind: "rate-limit", retryAfterMs: 60 });
    const t0 = Date.now();
    await client().ask(ask);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(55);
    expect(fakeServer().requests).toHaveLength(2);
  });

  it("retries 529 and 5xx with exponential backoff", async () => {
    fakeServer().setFault([{ kind: "overloaded" }, { kind: "server-error", status: 503 }]);
    const { sleep, waits } = recordingSleep();
    const res = await client({ sleep, random: () => 0 }).ask(ask);
    expect(fakeServer().requests.map((r) => r.status)).toEqual([529, 503, 200]);
    expect(waits).toEqual([2, 4]);
    expect(res.retries.map((r) => r.code)).toEqual(["overloaded", "server-error"]);
  });

  it("retries a dropped connection and a garbled body", async () => {
    fakeServer().setFault([{ kind: "close" }, { kind: "garbage" }]);
    const res = await client().ask(ask);
    expect(res.retries.map((r) => r.code)).toEqual(["network", "bad-response"]);
    expect(res.answers.rev.noul).toBeGreaterThan(0);
  });

  it("gives up after maxRetries with the last error and the attempt count", async () => {
    fakeServer().setFault({ kind: "server-error", status: 502, count: 5 });
    const err = await failure(client().ask(ask));
    expect(err).toBeInstanceOf(ModelError);
    expect(err).toMatchObject({ code: "server-error", status: 502, attempts: 3 });
    expect(fakeServer().requests).toHaveLength(3);
  });

  it("fails at once when retry-after is longer than the cap", async () => {
    fakeServer().setFault({ kind: "rate-limit", retryAfterSeconds: 120 });
    const err = await failure(client().ask(ask));
    expect(err).toMatchObject({ code: "rate-limited", attempts: 1 });
  });

  it("never retries 401 or 422", async () => {
    await failure(client({ apiKey: "sk-wrong" }).ask(ask));
    await failure(client().ask({ state: "x", questions: { q: { type: "score", criteria: ["only one"] } } }));
    expect(fakeServer().requests.map((r) => r.status)).toEqual([401, 422]);
  });

  it("retries a timed-out attempt", async () => {
    fakeServer().setFault({ kind: "slow", delayMs: 300 });
    const res = await client({ timeoutMs: 60 }).ask(ask);
    expect(res.retries.map((r) => r.code)).toEqual(["timeout"]);
    expect(res.attempts).toBe(2);
  });
});

import { describe, expect, it } from "vitest";
import { startFakeSystemOne, type FakeSystemOneOptions } from "../../testing/fake-system-one";
import { expectNoKey, FAST_RETRY, TEST_KEY, setUpFakeSystemOne } from "../../testing/system-one-test-kit";
import { createSystemOneClient, type SystemOneConfig } from "./client";
import { isModelErrorData, ModelError, type ModelErrorCode } from "../http/model-error";
import type { FetchLike } from "../http/runtime";

const fakeServer = setUpFakeSystemOne();

const ask = {
  state: "Revenue was $34.2 billion.",
  questions: { rev: { type: "noul", instructions: "Is revenue stated?" } },
} as const;
const client = (extra: Partial<SystemOneConfig> = {}) =>
  createSystemOneClient({
    baseUrl: fakeServer().url,
    apiKey: TEST_KEY,
    retry: { ...FAST_RETRY, maxRetries: 1 },
    ratePerSecond: 0,
    cache: null,
    ...extra,
  });

/** Runs the call, asserts it fails with `code`, and that no form of the error holds the key. */
async function expectFailure(p: Promise<unknown>, code: ModelErrorCode): Promise<ModelError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ModelError);
  const e = err as ModelError;
  expect(e.code).toBe(code);
  expectNoKey(e.message);
  expectNoKey(e.stack ?? "");
  expectNoKey(e.toData());
  expectNoKey(String(e));
  return e;
}

describe("error paths", () => {
  it("401: wrong key, with the server's echo of the key scrubbed", async () => {
    const wrong = "sk-wrong-also-secret-99";
    const e = await expectFailure(client({ apiKey: wrong }).ask(ask), "unauthorized");
    expect(e.message).toMatch(/rejected the API key \(401\)/);
    expect(e.serverMessage).toBe("Invalid API key: [redacted]");
    expectNoKey(e.toData(), wrong);
    expect(e.attempts).toBe(1);
  });

  it("401: no key at all", async () => {
    const e = await expectFailure(client({ apiKey: undefined }).ask(ask), "unauthorized");
    expect(e.serverMessage).toBe("Missing API key");
    expect(fakeServer().requests[0].headers.authorization).toBeUndefined();
  });

  it("403 names the likely causes", async () => {
    fakeServer().setFault({ kind: "status", status: 403, message: "model not allowed for this key" });
    const e = await expectFailure(client({ model: "jev-preview" }).ask(ask), "forbidden");
    expect(e.message).toContain('access to model "jev-preview"');
    expect(e.message).toContain("OLLAMA_ORIGINS");
    expect(e.message).toContain("model not allowed for this key");
  });

  it("404 points at the base URL", async () => {
    fakeServer().setFault({ kind: "status", status: 404, message: "no route" });
    const e = await expectFailure(client().ask(ask), "not-found");
    expect(e.message).toContain("Check the base URL");
  });

  it.each<FakeSystemOneOptions["errorStyle"]>(["typesafe", "openrouter", "fastapi"])(
    "422 names the field (%s error style)",
    async (errorStyle) => {
      const server = await startFakeSystemOne({ errorStyle });
      try {
        const bad = {
          state: "x",
          questions: { ok: { type: "noul", instructions: "fine" }, bad: { type: "choice", criteria: { only: null } } },
        } as const;
        const e = await expectFailure(client({ baseUrl: server.url }).ask(bad), "invalid-request");
        expect(e.field).toBe("questions.bad.criteria");
        expect(e.status).toBe(422);
        expect(e.message).toContain("in field `questions.bad.criteria`");
        expect(e.message).toContain("choice needs 2 to 255 options");
      } finally {
        await server.close();
      }
    },
  );

  it("429 after retries run out", async () => {
    fakeServer().setFault({ kind: "rate-limit", retryAfterMs: 1, count: 2 });
    const e = await expectFailure(client().ask(ask), "rate-limited");
    expect(e.message).toMatch(/rate limit reached \(429\)/);
    expect(e.attempts).toBe(2);
  });

  it("529 after retries run out", async () => {
    fakeServer().setFault({ kind: "overloaded", count: 2 });
    const e = await expectFailure(client().ask(ask), "overloaded");
    expect(e.message).toMatch(/overloaded \(529\)/);
  });

  it("timeout per attempt", async () => {
    fakeServer().setFault({ kind: "slow", delayMs: 400, count: 2 });
    const t0 = Date.now();
    const e = await expectFailure(client({ timeoutMs: 50 }).ask(ask), "timeout");
    expect(Date.now() - t0).toBeLessThan(350);
    expect(e.message).toBe(`System One server did not answer within 50 ms at ${fakeServer().url}/v1/systemone.`);
  });

  it("network failure explains CORS and the same-origin proxy", async () => {
    const dead = await startFakeSystemOne();
    await dead.close();
    const e = await expectFailure(client({ baseUrl: dead.url }).ask(ask), "network");
    expect(e.message).toContain(`Could not reach ${dead.url}/v1/systemone`);
    expect(e.message).toContain("CORS");
    expect(e.message).toContain("/api/system-one/");
    expect(e.message).toMatch(/set the base URL to \/api\/system-one\//);
  });

  it("a fetch failure that quotes the key is scrubbed", async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError(`bad header Bearer ${TEST_KEY}`));
    const e = await expectFailure(client({ fetch }).ask(ask), "network");
    expect(e.message).toContain("[redacted]");
  });

  it("bad response: a well-formed body missing an answer is not retried", async () => {
    let calls = 0;
    const fetch: FetchLike = async () => {
      calls++;
      return {
        status: 200,
        headers: { get: () => null },
        text: async () => JSON.stringify({ model: "jev-1.13.0", answers: {}, usage: {} }),
      };
    };
    const e = await expectFailure(client({ fetch }).ask(ask), "bad-response");
    expect(e.message).toContain("answer `rev` is missing");
    expect(calls).toBe(1);
  });

  it("bad response: garbage every time", async () => {
    fakeServer().setFault({ kind: "garbage", count: 2 });
    const e = await expectFailure(client().ask(ask), "bad-response");
    expect(e.message).toContain("not valid JSON");
  });

  it("cancelled by the caller", async () => {
    fakeServer().setFault({ kind: "slow", delayMs: 300 });
    const controller = new AbortController();
    const p = client().ask(ask, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const e = await expectFailure(p, "aborted");
    expect(e.retryable).toBe(false);
  });

  it("crosses a worker boundary as plain data", async () => {
    const e = await expectFailure(client({ apiKey: "nope" }).ask(ask), "unauthorized");
    const data = structuredClone(e.toData());
    expect(isModelErrorData(data)).toBe(true);
    const back = ModelError.fromData(data);
    expect(back).toBeInstanceOf(ModelError);
    expect(back.toData()).toEqual(e.toData());
  });
});

import { describe, expect, it } from "vitest";
import { expectNoKey, recordingSleep, setUpFakeChat, TEST_KEY } from "../../../testing/system-one-test-kit";
import { chatEndpoint, createChatClient, type ChatConfig } from "./chat-client";
import { ModelError } from "../../http/model-error";
import { buildMessages } from "./prompt";

const fakeServer = setUpFakeChat();

const client = (extra: Partial<ChatConfig> = {}) =>
  createChatClient({
    baseUrl: fakeServer().url,
    apiKey: TEST_KEY,
    model: "gpt-test",
    sleep: recordingSleep().sleep,
    ...extra,
  });
const messages = buildMessages("What were net sales in 2022?", [
  { label: 1, page_start: 4, page_end: 4, text: "Net sales in 2022 were $34.2 billion. The board met twice." },
]);

async function failure(p: Promise<unknown>): Promise<ModelError> {
  const err = await p.then(
    (ok) =>
      new Error(
        `expected a ModelError, got ${JSON.stringify(ok).slice(0, 200)}; statuses ` +
          `${JSON.stringify(fakeServer().requests.map((r) => r.status))}`,
      ),
    (e: unknown) => e,
  );
  if (!(err instanceof ModelError)) throw err;
  expectNoKey(err);
  expectNoKey(err.toData());
  return err;
}

describe("chat client", () => {
  it("streams the answer, delta by delta, from the evidence", async () => {
    const deltas: string[] = [];
    const res = await client().complete({ messages, onDelta: (d) => deltas.push(d) });
    expect(res.text).toBe("Net sales in 2022 were $34.2 billion [1].");
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join("")).toBe(res.text);
    expect(res).toMatchObject({ streamed: true, attempts: 1, model: "fake-chat-1", finishReason: "stop" });
    const body = fakeServer().requests[0].body as { model: string; stream: boolean; messages: unknown[] };
    expect(body).toMatchObject({ model: "gpt-test", stream: true, messages });
    expect(fakeServer().requests[0].headers.authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  it("reads a non-streaming completion", async () => {
    const res = await client().complete({ messages, stream: false });
    expect(res).toMatchObject({ text: "Net sales in 2022 were $34.2 billion [1].", streamed: false });
    expect(res.usage?.prompt_tokens).toBeGreaterThan(0);
  });

  it("accepts a bare host, a /v1 base or the full endpoint", () => {
    expect(chatEndpoint("http://h:1")).toBe("http://h:1/v1/chat/completions");
    expect(chatEndpoint("https://openrouter.ai/api/v1/")).toBe("https://openrouter.ai/api/v1/chat/completions");
    expect(chatEndpoint("https://x/v1/chat/completions")).toBe("https://x/v1/chat/completions");
  });

  it("401: unauthorized, and the echoed key is scrubbed", async () => {
    const e = await failure(client({ apiKey: `${TEST_KEY}-wrong` }).complete({ messages }));
    expect(e).toMatchObject({ code: "unauthorized", status: 401, attempts: 1 });
    expectNoKey(e, `${TEST_KEY}-wrong`);
  });

  it("403: forbidden", async () => {
    fakeServer().setFault({ kind: "status", status: 403, message: "no access to model" });
    expect((await failure(client().complete({ messages }))).code).toBe("forbidden");
  });

  it("429 with retry-after: waits as told, then succeeds", async () => {
    fakeServer().setFault({ kind: "rate-limit", retryAfterSeconds: 2 });
    const { sleep, waits } = recordingSleep();
    const res = await client({ sleep }).complete({ messages });
    expect(waits).toEqual([2000]);
    expect(res.attempts).toBe(2);
  });

  it("429 for good: rate-limited once retries run out", async () => {
    fakeServer().setFault({ kind: "rate-limit", count: 5, retryAfterSeconds: 1 });
    const e = await failure(client({ retry: { maxRetries: 1 } }).complete({ messages }));
    expect(e).toMatchObject({ code: "rate-limited", status: 429, attempts: 2, retryAfterMs: 1000 });
  });

  it("529 and 5xx: overloaded and server-error", async () => {
    fakeServer().setFault({ kind: "overloaded", count: 3 });
    expect((await failure(client().complete({ messages }))).code).toBe("overloaded");
    fakeServer().setFault({ kind: "server-error", status: 502, count: 3 });
    expect((await failure(client().complete({ messages }))).code).toBe("server-error");
  });

  it("garbage, a dropped connection, a stalled server", async () => {
    fakeServer().setFault({ kind: "garbage", count: 3 });
    expect((await failure(client().complete({ messages }))).code).toBe("bad-response");
    fakeServer().setFault({ kind: "garbage" });
    expect((await failure(client().complete({ messages, stream: false }))).code).toBe("bad-response");
    fakeServer().setFault({ kind: "close", count: 3 });
    expect((await failure(client().complete({ messages }))).code).toBe("network");
    fakeServer().setFault({ kind: "slow", delayMs: 300, count: 3 });
    expect((await failure(client({ timeoutMs: 50, retry: { maxRetries: 0 } }).complete({ messages }))).code).toBe(
      "timeout",
    );
  });

  it("an error event or a cut-off mid-stream is not retried (tokens were already shown)", async () => {
    fakeServer().setFault({ kind: "stream-error" });
    expect(await failure(client().complete({ messages }))).toMatchObject({ code: "server-error", attempts: 1 });
    fakeServer().setFault({ kind: "truncated" });
    expect(await failure(client().complete({ messages }))).toMatchObject({ code: "bad-response", attempts: 1 });
  });

  it("network: nothing listening", async () => {
    const e = await failure(client({ baseUrl: "http://127.0.0.1:9", retry: { maxRetries: 0 } }).complete({ messages }));
    expect(e.code).toBe("network");
  });

  it("describes itself without the key", () => {
    const d = client().describe();
    expect(d).toMatchObject({ model: "gpt-test", hasKey: true });
    expectNoKey(d);
  });
});

import { describe, expect, it } from "vitest";
import {
  expectNoKey,
  FAST_RETRY,
  recordingSleep,
  setUpFakeChat,
  setUpFakeSystemOne,
  TEST_KEY,
} from "../../testing/system-one-test-kit";
import { createChatClient } from "../answer/chat/chat-client";
import { createSystemOneClient } from "../system-one/client";
import { ModelError } from "./model-error";

// Both model clients call through the one transport, so the same server behaviour must
// end the same way for both: these cases run each client against its own fake server.
const systemOne = setUpFakeSystemOne();
const chatServer = setUpFakeChat();

const ask = {
  state: "Revenue was $34.2 billion.",
  questions: { rev: { type: "noul", instructions: "Stated?" } },
} as const;
const messages = [{ role: "user" as const, content: "Reply with the word: ok" }];
const s1 = (sleep = recordingSleep().sleep) =>
  createSystemOneClient({
    baseUrl: systemOne().url,
    apiKey: TEST_KEY,
    retry: FAST_RETRY,
    ratePerSecond: 0,
    cache: null,
    sleep,
  });
const chatClient = (sleep = recordingSleep().sleep) =>
  createChatClient({ baseUrl: chatServer().url, apiKey: TEST_KEY, model: "gpt-test", retry: FAST_RETRY, sleep });

async function failure(p: Promise<unknown>): Promise<ModelError> {
  const err = await p.then(
    () => new Error("expected the call to fail"),
    (e: unknown) => e,
  );
  if (!(err instanceof ModelError)) throw err;
  expectNoKey(err.toData());
  return err;
}

describe("one transport for both model clients", () => {
  it("retries a 408 (request timeout) as it retries 429 and 5xx", async () => {
    systemOne().setFault({ kind: "status", status: 408 });
    chatServer().setFault({ kind: "status", status: 408 });
    const [a, b] = [await s1().ask(ask), await chatClient().complete({ messages, stream: false })];
    expect(a.attempts).toBe(2);
    expect(a.retries.map((r) => r.code)).toEqual(["server-error"]);
    expect(b.attempts).toBe(2);
  });

  it("names a 404 and a 400 the same way for both services", async () => {
    systemOne().setFault({ kind: "status", status: 404 });
    chatServer().setFault({ kind: "status", status: 404 });
    const notFound = [await failure(s1().ask(ask)), await failure(chatClient().complete({ messages }))];
    expect(notFound.map((e) => [e.code, e.status, e.attempts])).toEqual([
      ["not-found", 404, 1],
      ["not-found", 404, 1],
    ]);
    systemOne().setFault({ kind: "status", status: 400 });
    chatServer().setFault({ kind: "status", status: 400 });
    const invalid = [await failure(s1().ask(ask)), await failure(chatClient().complete({ messages }))];
    expect(invalid.map((e) => e.code)).toEqual(["invalid-request", "invalid-request"]);
  });

  it("a cancellation during a backoff wait ends as an aborted ModelError, not a stray error", async () => {
    // Real waits (retry-after: 5 s) that the caller cuts short.
    systemOne().setFault({ kind: "rate-limit", retryAfterSeconds: 5 });
    chatServer().setFault({ kind: "rate-limit", retryAfterSeconds: 5 });
    const stop = new AbortController();
    const pending = [
      failure(
        createSystemOneClient({ baseUrl: systemOne().url, apiKey: TEST_KEY, cache: null }).ask(ask, {
          signal: stop.signal,
        }),
      ),
      failure(
        createChatClient({ baseUrl: chatServer().url, apiKey: TEST_KEY, model: "m" }).complete({
          messages,
          signal: stop.signal,
        }),
      ),
    ];
    setTimeout(() => stop.abort(), 100);
    const errors = await Promise.all(pending);
    expect(errors.map((e) => e.code)).toEqual(["aborted", "aborted"]);
    expect(systemOne().requests).toHaveLength(1);
    expect(chatServer().requests).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { expectNoKey, FAST_RETRY, TEST_KEY, setUpFakeSystemOne } from "../../testing/system-one-test-kit";
import { MemoryLruCache } from "./cache";
import { createSystemOneClient, type SystemOneConfig } from "./client";
import type { ChoiceQuestion, NoulQuestion, ScoreQuestion } from "./types";

const fakeServer = setUpFakeSystemOne();

const client = (extra: Partial<SystemOneConfig> = {}) =>
  createSystemOneClient({
    baseUrl: fakeServer().url,
    apiKey: TEST_KEY,
    model: "jev-latest",
    retry: FAST_RETRY,
    ratePerSecond: 0,
    ...extra,
  });

const state = {
  query: "What was total revenue in 2022?",
  passage: "Total revenue in 2022 was $34.2 billion, down 3% from 2021.",
};
const questions = {
  is_relevant: { type: "noul", instructions: "Does the passage state total revenue for 2022?" } satisfies NoulQuestion,
  topic: {
    type: "choice",
    instructions: "Which team owns this?",
    criteria: { finance: "revenue and billion figures", legal: "contracts and litigation", other: null },
  } satisfies ChoiceQuestion,
  evidence: {
    type: "score",
    instructions: "How well does it answer: total revenue 2022?",
    criteria: ["not at all", "partly", "fully"],
  } satisfies ScoreQuestion,
};

describe("SystemOneClient.ask", () => {
  it("sends all three question types over one state in one request", async () => {
    const res = await client().ask({ state, questions });
    expect(fakeServer().requests).toHaveLength(1);
    const sent = fakeServer().requests[0];
    expect(sent.path).toBe("/v1/systemone");
    expect(sent.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(Object.keys(sent.body as object).sort()).toEqual(["model", "questions", "state"]);
    expect(sent.body).toEqual({ model: "jev-latest", state, questions });

    expect(res.answers.is_relevant.type).toBe("noul");
    expect(res.answers.is_relevant.noul).toBeGreaterThan(0.5);
    expect(res.answers.topic.choice).toBe("finance");
    expect(Object.values(res.answers.topic.probabilities).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(res.answers.evidence.score).toBeGreaterThanOrEqual(0);
    expect(res.answers.evidence.legend).toEqual({ "0": "not at all", "1": "partly", "2": "fully" });
    expect(res).toMatchObject({
      model: "jev-1.13.0",
      requestedModel: "jev-latest",
      cached: false,
      attempts: 1,
      backend: "custom",
      requestId: "req_fake_1",
    });
    expect(res.usage.inputTokens).toBeGreaterThan(0);
    expect(res.costUsd).toBeCloseTo((res.usage.inputTokens * 0.042) / 1e6, 12);
  });

  it("ranks a relevant passage above an unrelated one (the fake judges realistically)", async () => {
    const q = {
      rel: { type: "noul", instructions: { question: "Does `passage` address `query`?", query: state.query } },
    } as const;
    const c = client();
    const good = await c.ask({ state: { passage: state.passage }, questions: q });
    const bad = await c.ask({ state: { passage: "The board met in Paris to discuss governance." }, questions: q });
    expect(good.answers.rel.noul).toBeGreaterThan(bad.answers.rel.noul);
  });

  it("serves a repeat from the cache without a second request, whatever the key order", async () => {
    const c = client();
    const first = await c.ask({ state, questions });
    const again = await c.ask({ state: { passage: state.passage, query: state.query }, questions });
    expect(fakeServer().requests).toHaveLength(1);
    expect(again).toMatchObject({
      cached: true,
      attempts: 0,
      costUsd: 0,
      model: first.model,
      answers: first.answers,
      cacheKey: first.cacheKey,
    });
    expect(again.usage).toEqual(first.usage);
    await c.ask({ state, questions }, { refresh: true });
    expect(fakeServer().requests).toHaveLength(2);
  });

  it("misses the cache when the model or a question changes", async () => {
    const cache = new MemoryLruCache();
    await client({ cache }).ask({ state, questions });
    await client({ cache, model: "jev-preview" }).ask({ state, questions });
    await client({ cache }).ask({
      state,
      questions: { ...questions, extra: { type: "noul", instructions: "Is it 2021?" } },
    });
    expect(fakeServer().requests).toHaveLength(3);
    expect(cache.size).toBe(3);
  });

  it("shares one request between identical concurrent asks", async () => {
    const c = client();
    const [a, b] = await Promise.all([c.ask({ state, questions }), c.ask({ state, questions })]);
    expect(fakeServer().requests).toHaveLength(1);
    expect(a.answers).toEqual(b.answers);
  });

  it("still answers when the cache store throws", async () => {
    const broken = {
      get: () => Promise.reject(new Error("idb closed")),
      set: () => Promise.reject(new Error("quota")),
    };
    const res = await client({ cache: broken }).ask({ state, questions });
    expect(res.cached).toBe(false);
  });

  it("asks with no cache at all when cache is null", async () => {
    const c = client({ cache: null });
    await c.ask({ state, questions });
    await c.ask({ state, questions });
    expect(fakeServer().requests).toHaveLength(2);
  });

  it("keeps the key out of results, cache entries and describe()", async () => {
    const cache = new MemoryLruCache();
    const c = client({ cache });
    const res = await c.ask({ state, questions });
    expectNoKey(res);
    expectNoKey(cache.get(res.cacheKey));
    expectNoKey(c.describe());
    expect(c.describe()).toEqual({
      backend: "custom",
      endpoint: `${fakeServer().url}/v1/systemone`,
      model: "jev-latest",
      hasKey: true,
    });
  });

  it("takes callers' own interfaces and `as const` questions, and types answers per question", async () => {
    interface NavState {
      question: string;
      candidates: readonly { id: string; title: string }[];
    }
    const nav: NavState = { question: "revenue 2022", candidates: [{ id: "s1", title: "Revenue" }] };
    const qs = {
      pick: { type: "choice", criteria: { s1: "Revenue", none: null } },
      lvl: { type: "score", criteria: ["low", "high"] },
    } as const;
    const res = await client().ask({ state: nav, questions: qs });
    const picked: string = res.answers.pick.choice;
    const level: number = res.answers.lvl.score;
    // @ts-expect-error a choice answer has no `noul`
    void res.answers.pick.noul;
    expect(picked).toBe("s1");
    expect(level).toBeGreaterThanOrEqual(0);
  });

  it("accepts an OpenRouter-style reported cost in place of the price table", async () => {
    const fetch = async () => ({
      status: 200,
      headers: { get: () => null },
      text: async () =>
        JSON.stringify({
          model: "typesafe/jev-1.13-20260101",
          answers: { q: { type: "noul", noul: 0.7 } },
          usage: { input_tokens: 100, output_tokens: 3, cost: 0.0000042 },
        }),
    });
    const res = await createSystemOneClient({ baseUrl: "https://openrouter.ai/api", apiKey: TEST_KEY, fetch }).ask({
      state: "s",
      questions: { q: { type: "noul", instructions: "x" } },
    });
    expect(res).toMatchObject({ backend: "openrouter", requestedModel: "~typesafe/jev-latest", costUsd: 0.0000042 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSystemOne, type FakeSystemOne } from "./fake-system-one";
import { judgeRequest, roundDistribution } from "./fake-system-one-judge";
import { isValidationFailure, validateRequest } from "./fake-system-one-validate";

const noul = { type: "noul", instructions: "Is revenue stated?" };

describe("fake validation", () => {
  it.each<[string, unknown, string]>([
    ["not an object", [], "body"],
    ["streaming", { stream: true, model: "m", state: "s", questions: { q: noul } }, "stream"],
    ["no model", { state: "s", questions: { q: noul } }, "model"],
    ["no state", { model: "m", questions: { q: noul } }, "state"],
    ["numeric state", { model: "m", state: 3, questions: { q: noul } }, "state"],
    ["empty questions", { model: "m", state: "s", questions: {} }, "questions"],
    ["bad id", { model: "m", state: "s", questions: { "a-b": noul } }, "questions.a-b"],
    ["unknown type", { model: "m", state: "s", questions: { q: { type: "rank" } } }, "questions.q.type"],
    [
      "noul without instructions",
      { model: "m", state: "s", questions: { q: { type: "noul" } } },
      "questions.q.instructions",
    ],
    [
      "noul odd criterion",
      { model: "m", state: "s", questions: { q: { ...noul, criteria: { maybe: "x" } } } },
      "questions.q.criteria.maybe",
    ],
    [
      "one option",
      { model: "m", state: "s", questions: { q: { type: "choice", criteria: { a: null } } } },
      "questions.q.criteria",
    ],
    [
      "256 options",
      {
        model: "m",
        state: "s",
        questions: {
          q: { type: "choice", criteria: Object.fromEntries(Array.from({ length: 256 }, (_, i) => [`o${i}`, null])) },
        },
      },
      "questions.q.criteria",
    ],
    [
      "numeric option",
      { model: "m", state: "s", questions: { q: { type: "choice", criteria: { a: null, b: 7 } } } },
      "questions.q.criteria.b",
    ],
    [
      "11 levels",
      { model: "m", state: "s", questions: { q: { type: "score", criteria: Array(11).fill("x") } } },
      "questions.q.criteria",
    ],
    ["too many tokens", { model: "m", state: "x".repeat(300_000), questions: { q: noul } }, "state"],
  ])("rejects %s, naming %s", (_name, body, field) => {
    const r = validateRequest(body);
    expect(isValidationFailure(r) && r.field).toBe(field);
  });

  it("accepts `document` for `state`, as TypeSafe's compat spec names it", () => {
    expect(isValidationFailure(validateRequest({ model: "m", document: { a: "b" }, questions: { q: noul } }))).toBe(
      false,
    );
  });
});

describe("fake judge", () => {
  const req = {
    model: "jev-latest",
    state: "Net sales were $34.2 billion in 2022.",
    questions: {
      n: noul,
      c: { type: "choice", criteria: { sales: "net sales figures", weather: null, other: null } },
      s: {
        type: "score",
        instructions: "How clearly are net sales stated?",
        criteria: ["no", "a bit", "some", "clearly"],
      },
    },
  };

  it("is deterministic, well-formed and alias-aware", () => {
    const a = judgeRequest(req);
    expect(judgeRequest(req)).toEqual(a);
    expect(a.model).toBe("jev-1.13.0");
    const c = a.answers.c as { probabilities: Record<string, number>; choice: string; confidence: number };
    expect(c.choice).toBe("sales");
    expect(Math.round(Object.values(c.probabilities).reduce((x, y) => x + y, 0) * 100)).toBe(100);
    const s = a.answers.s as { score: number; probabilities: Record<string, number> };
    expect(Object.keys(s.probabilities)).toEqual(["0", "1", "2", "3"]);
    expect(s.score).toBeGreaterThanOrEqual(0);
    expect(s.score).toBeLessThanOrEqual(3);
    expect(a.usage.input_tokens).toBeGreaterThan(0);
  });

  it("rounds distributions to hundredths that sum to 1", () => {
    expect(roundDistribution([1, 1, 1])).toEqual([0.34, 0.33, 0.33]);
  });
});

describe("fake server", () => {
  let fake: FakeSystemOne;
  beforeAll(async () => {
    fake = await startFakeSystemOne({ cors: true });
  });
  afterAll(() => fake.close());

  it("lists models, answers preflights and 404s unknown paths", async () => {
    expect((await (await fetch(`${fake.url}/v1/models`)).json()).data[0].id).toBe("jev-latest");
    const pre = await fetch(`${fake.url}/v1/systemone`, { method: "OPTIONS" });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    expect((await fetch(`${fake.url}/v2/other`, { method: "POST", body: "{}" })).status).toBe(404);
  });

  it("serves any prefix ending in /v1/systemone (OpenRouter, Vercel, LiteLLM paths)", async () => {
    const body = JSON.stringify({ model: "typesafe-ai/jev", state: "s", questions: { q: noul } });
    const res = await fetch(`${fake.url}/typesafe/v1/systemone`, { method: "POST", body });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-typesafe-request-id")).toMatch(/^req_fake_/);
  });
});

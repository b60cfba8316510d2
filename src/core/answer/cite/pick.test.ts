import { describe, expect, it } from "vitest";
import type { SystemOneClient } from "../../system-one";
import type { Candidate } from "./candidates";
import { pickQuotes } from "./pick";

const cand = (text: string, score = 0.5): Candidate => ({ page: 4, kind: "sentence", text, score });

/** A System One stand-in that answers every choice question with one fixed answer. */
function stub(choice: string, confidence: number): SystemOneClient & { calls: number } {
  const s = {
    calls: 0,
    ask: async (req: { questions: Record<string, unknown> }) => {
      s.calls++;
      const answers = Object.fromEntries(
        Object.keys(req.questions).map((k) => [k, { type: "choice", choice, probabilities: {}, confidence }]),
      );
      return {
        answers,
        model: "stub",
        requestedModel: "stub",
        usage: { inputTokens: 10, outputTokens: 1 },
        costUsd: 0,
        cached: false,
        attempts: 1,
        retries: [],
        latencyMs: 1,
        backend: "custom",
        cacheKey: "k",
      };
    },
    describe: () => ({ backend: "custom" as const, endpoint: "stub", model: "stub", hasKey: false }),
  };
  return s as unknown as SystemOneClient & { calls: number };
}

const items = [
  { claim: "Sales rose 5%", candidates: [cand("Sales rose 5% in 2022."), cand("Costs fell.")] },
  { claim: "Debt fell", candidates: [cand("Debt fell to $3 billion.")] },
];

describe("pickQuotes", () => {
  it("asks one batched request for the whole answer and takes a confident choice", async () => {
    const s1 = stub("1", 0.8);
    const { picks, trace } = await pickQuotes(items, s1);
    expect(s1.calls).toBe(1);
    expect(picks.map((p) => p.candidate?.text)).toEqual(["Sales rose 5% in 2022.", "Debt fell to $3 billion."]);
    expect(trace).toMatchObject({ mode: "system-one", requests: 1 });
  });

  it("falls back to page precision on 'none' or confidence under 0.35", async () => {
    const none = await pickQuotes(items, stub("none", 0.9));
    expect(none.picks).toHaveLength(items.length);
    expect(none.picks.every((p) => p.candidate === null)).toBe(true);
    const low = await pickQuotes(items, stub("1", 0.34));
    expect(low.picks).toHaveLength(items.length);
    expect(low.picks.every((p) => p.candidate === null && /0.34/.test(p.why))).toBe(true);
  });

  it("without a client, picks by overlap and says so", async () => {
    const { picks, trace } = await pickQuotes(items);
    expect(trace.mode).toBe("lexical");
    expect(trace.why).toMatch(/no System One/);
    expect(picks[0].candidate?.text).toBe("Sales rose 5% in 2022.");
  });
});

/**
 * Picks one quote per claim from its shortlist. With System One: one batched request for
 * the whole answer, one choice question per claim with a "none" option; a "none" or a
 * confidence under 0.35 leaves the citation at page precision. Without it (or when the
 * call fails): the top lexical candidate, when it shares enough with the claim.
 */
import { NO_MODEL_USAGE, type ChoiceQuestion, type ModelUsage, type SystemOneClient } from "../../system-one";
import type { Candidate } from "./candidates";
import { contentTokens, isNumberToken } from "../normalize";

export interface PickItem {
  claim: string;
  candidates: Candidate[];
}

export interface Pick {
  candidate: Candidate | null;
  /** System One's confidence, or the lexical overlap score. */
  confidence: number | null;
  why: string;
}

export interface PickTrace extends ModelUsage {
  mode: "system-one" | "lexical" | "none";
  why: string;
  min_confidence: number;
}

export const MIN_PICK_CONFIDENCE = 0.35;
/** Lexical floor: a third of the claim's weighted content, or a shared figure. */
export const MIN_LEXICAL_OVERLAP = 0.34;
const NONE = "none";

/** A pick that asked System One nothing: none run, or the lexical rule's. */
export const emptyTrace = (mode: PickTrace["mode"], why: string): PickTrace => ({
  mode,
  why,
  min_confidence: MIN_PICK_CONFIDENCE,
  ...NO_MODEL_USAGE,
});

export async function pickQuotes(
  items: PickItem[],
  systemOne?: SystemOneClient,
  now: () => number = Date.now,
): Promise<{ picks: Pick[]; trace: PickTrace }> {
  if (!items.some((i) => i.candidates.length))
    return { picks: items.map(() => noCandidates), trace: emptyTrace("none", "no claim had a candidate quote") };
  if (!systemOne)
    return {
      picks: items.map(pickLexical),
      trace: emptyTrace("lexical", "no System One client: top candidate by token overlap with the claim"),
    };
  const t0 = now();
  try {
    const { picks, trace } = await pickWithSystemOne(items, systemOne);
    return { picks, trace: { ...trace, ms: now() - t0 } };
  } catch (err) {
    const e = err as { code?: unknown; message?: unknown };
    const degraded = { code: typeof e.code === "string" ? e.code : "error", message: String(e.message ?? err) };
    return {
      picks: items.map(pickLexical),
      trace: {
        ...emptyTrace("lexical", "System One failed: picked by token overlap instead"),
        ms: now() - t0,
        degraded,
      },
    };
  }
}

const noCandidates: Pick = { candidate: null, confidence: null, why: "no candidate quote on the cited page" };

/** The top candidate when it shares a third of the claim's content or one of its figures. */
export function pickLexical(item: PickItem): Pick {
  const top = item.candidates[0];
  if (!top) return noCandidates;
  const claimFigures = new Set(contentTokens(item.claim).filter((t) => isNumberToken(t) && t.length >= 3));
  const sharesFigure = contentTokens(top.text).some((t) => claimFigures.has(t));
  if (top.score >= MIN_LEXICAL_OVERLAP || sharesFigure)
    return {
      candidate: top,
      confidence: top.score,
      why: sharesFigure ? "shares a figure with the claim" : "token overlap",
    };
  return { candidate: null, confidence: top.score, why: `best overlap ${top.score} is under ${MIN_LEXICAL_OVERLAP}` };
}

function choiceFor(item: PickItem): ChoiceQuestion {
  const criteria: Record<string, string> = {};
  item.candidates.forEach((c, i) => (criteria[String(i + 1)] = c.text));
  criteria[NONE] = "None of these quotes states or supports the claim.";
  return {
    type: "choice",
    instructions: { question: "Which quote from the cited page supports `claim`?", claim: item.claim },
    criteria,
  };
}

async function pickWithSystemOne(
  items: PickItem[],
  client: SystemOneClient,
): Promise<{ picks: Pick[]; trace: PickTrace }> {
  const questions: Record<string, ChoiceQuestion> = {};
  items.forEach((item, i) => item.candidates.length && (questions[`claim_${i + 1}`] = choiceFor(item)));
  const state = {
    task: "Match each claim of an answer to the quote on its cited page that supports it.",
    claims: items.map((i) => i.claim),
  };
  const res = await client.ask({ state, questions });
  const picks = items.map((item, i): Pick => {
    const a = res.answers[`claim_${i + 1}`];
    if (!a) return noCandidates;
    if (a.choice === NONE) return { candidate: null, confidence: a.confidence, why: "System One chose none" };
    if (a.confidence < MIN_PICK_CONFIDENCE)
      return {
        candidate: null,
        confidence: a.confidence,
        why: `confidence ${a.confidence} is under ${MIN_PICK_CONFIDENCE}`,
      };
    const candidate = item.candidates[Number(a.choice) - 1] ?? null;
    return {
      candidate,
      confidence: a.confidence,
      why: candidate ? "System One's choice" : `unknown option ${a.choice}`,
    };
  });
  const why = `one batched choice request, ${Object.keys(questions).length} questions`;
  return {
    picks,
    trace: {
      ...emptyTrace("system-one", why),
      requests: res.cached ? 0 : res.attempts,
      input_tokens: res.usage.inputTokens,
      cost_usd: res.costUsd,
    },
  };
}

/**
 * Yes or no, from a figure: a question built on a metric ("Does it have a healthy liquidity
 * profile based on its quick ratio?", "Has its operating margin improved?") is answered "Yes"
 * or "No" first, then the figure and what it was judged by. The thresholds, the direction in
 * which each metric improves and how far a metric may move and still be consistent are data
 * (verdicts.json), each with its rationale; the loader checks them.
 */
import data from "./verdicts.json";

export interface Threshold {
  metric: string;
  threshold: number;
  good: "above" | "below";
  /** What being on the good side means ("quick assets cover current liabilities"). */
  says: string;
  rationale: string;
}

export interface Applicability {
  metric: string;
  requiresAny: string[];
  statement: string;
  why: string;
}

export interface Verdicts {
  thresholds: Threshold[];
  better: Map<string, "higher" | "lower">;
  consistency: { percentPoints: number; ratioShare: number };
  applies: Applicability[];
  positive: RegExp;
  negative: RegExp;
}

export const VERDICTS_FORMAT = "pincite-verdicts";
export const VERDICTS_VERSION = 1;

export class VerdictsError extends Error {
  constructor(message: string) {
    super(`verdicts.json: ${message}`);
    this.name = "VerdictsError";
  }
}

const list = (v: unknown, where: string): string[] => {
  if (!Array.isArray(v) || v.some((x) => typeof x !== "string" || !x))
    throw new VerdictsError(`${where} must list words`);
  return v as string[];
};

const words = (v: unknown, where: string) => new RegExp(`\\b(?:${list(v, where).join("|")})`, "i");

function thresholdOf(raw: unknown, i: number): Threshold {
  const o = (raw ?? {}) as Record<string, unknown>;
  const where = `thresholds[${i}]`;
  if (typeof o.metric !== "string" || typeof o.threshold !== "number" || !Number.isFinite(o.threshold))
    throw new VerdictsError(`${where}: needs a metric and a numeric threshold`);
  if (o.good !== "above" && o.good !== "below") throw new VerdictsError(`${where}: good is "above" or "below"`);
  if (typeof o.says !== "string" || typeof o.rationale !== "string" || !o.rationale)
    throw new VerdictsError(`${where}: needs what it says and its rationale`);
  return { metric: o.metric, threshold: o.threshold, good: o.good, says: o.says, rationale: o.rationale };
}

export function loadVerdicts(file: unknown): Verdicts {
  const f = (file ?? {}) as Record<string, unknown>;
  if (f.format !== VERDICTS_FORMAT) throw new VerdictsError(`format is ${String(f.format)}, not ${VERDICTS_FORMAT}`);
  if (f.version !== VERDICTS_VERSION)
    throw new VerdictsError(`version ${String(f.version)} is not ${VERDICTS_VERSION}`);
  if (typeof f.produced_by !== "string" || !f.produced_by) throw new VerdictsError(`"produced_by" is missing`);
  if (!Array.isArray(f.thresholds) || !Array.isArray(f.applies))
    throw new VerdictsError("thresholds and applies are lists");
  const b = (f.better ?? {}) as Record<string, unknown>;
  const better = new Map<string, "higher" | "lower">();
  for (const id of list(b.higher, "better.higher")) better.set(id, "higher");
  for (const id of list(b.lower, "better.lower")) better.set(id, "lower");
  const c = (f.consistency ?? {}) as Record<string, unknown>;
  if (typeof c.percent_points !== "number" || typeof c.ratio_share !== "number")
    throw new VerdictsError("consistency needs percent_points and ratio_share");
  const applies = f.applies.map((raw: Record<string, unknown>, i): Applicability => {
    if (typeof raw?.metric !== "string" || typeof raw.statement !== "string" || typeof raw.why !== "string")
      throw new VerdictsError(`applies[${i}]: needs metric, statement and why`);
    return {
      metric: raw.metric,
      requiresAny: list(raw.requires_any, `applies[${i}].requires_any`),
      statement: raw.statement,
      why: raw.why,
    };
  });
  return {
    thresholds: f.thresholds.map(thresholdOf),
    better,
    consistency: { percentPoints: c.percent_points, ratioShare: c.ratio_share },
    applies,
    positive: words(f.positive_words, "positive_words"),
    negative: words(f.negative_words, "negative_words"),
  };
}

export const VERDICTS: Verdicts = loadVerdicts(data);

/** A question answered yes or no: it opens with an auxiliary verb. */
export const asksYesNo = (question: string): boolean =>
  /^\s*(?:is|are|was|were|does|do|did|has|have|had|can|could|would|should|will)\b/i.test(question);

/** True when the question asks whether the metric is a problem ("a concern", "weak"), not whether it is healthy. */
export const asksProblem = (question: string): boolean =>
  VERDICTS.negative.test(question) && !VERDICTS.positive.test(question.replace(VERDICTS.negative, " "));

export interface Verdict {
  yes: boolean;
  /** Why, in the metric's own terms ("under 1.0, the level at which quick assets cover current liabilities"). */
  why: string;
}

/** A metric judged by its threshold, in the question's polarity; null when it has none. */
export function judgeThreshold(
  metric: string,
  value: number,
  question: string,
  shown: (n: number) => string,
): Verdict | null {
  const t = VERDICTS.thresholds.find((x) => x.metric === metric);
  if (!t) return null;
  const good = t.good === "above" ? value >= t.threshold : value <= t.threshold;
  const side = value >= t.threshold ? "at or above" : "under";
  const why = `${side} ${shown(t.threshold)}, ${good ? "so" : "so not:"} ${t.says}`;
  return { yes: asksProblem(question) ? !good : good, why };
}

const UP = /\b(?:increas\w*|gr[eo]w\w*|rise|rising|rose|risen|higher|expand\w*|up)\b/i;
const DOWN = /\b(?:declin\w*|decreas\w*|f[ae]ll\w*|drop\w*|lower|shrunk|shrink\w*|contract\w*|down)\b/i;
const BETTER = /\b(?:improv\w*|better|strengthen\w*)\b/i;
const WORSE = /\b(?:deteriorat\w*|worse\w*|worsen\w*|weaken\w*)\b/i;

/** A change judged against the question's word for it ("improved?", "declined?"); null when it names none. */
export function judgeDirection(metric: string, before: number, now: number, question: string): Verdict | null {
  const up = now > before;
  const down = now < before;
  const better = VERDICTS.better.get(metric);
  const improved = better === "higher" ? up : better === "lower" ? down : null;
  if (BETTER.test(question) && improved !== null)
    return { yes: improved, why: improved ? "it improved" : down || up ? "it worsened" : "it did not change" };
  if (WORSE.test(question) && improved !== null)
    return {
      yes: !improved && (up || down),
      why: improved ? "it improved" : up || down ? "it worsened" : "it did not change",
    };
  if (UP.test(question) && !DOWN.test(question))
    return { yes: up, why: up ? "it rose" : down ? "it fell" : "it did not change" };
  if (DOWN.test(question) && !UP.test(question))
    return { yes: down, why: down ? "it fell" : up ? "it rose" : "it did not change" };
  return null;
}

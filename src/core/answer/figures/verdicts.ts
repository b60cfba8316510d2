/**
 * Yes or no, from a figure: a question built on a metric ("Does it have a healthy liquidity
 * profile based on its quick ratio?", "Has its operating margin improved?") is answered "Yes"
 * or "No" first, then the figure and what it was judged by. The thresholds, the direction in
 * which each metric improves and how far a metric may move and still be consistent are data
 * (verdicts.json), each with its rationale; the loader checks them.
 */
import data from "./verdicts.json" with { type: "json" };
import { checkedHeader, DataFileError, stringList } from "../../data-file";
import { QUESTION_AUXILIARIES } from "../answer-words";

const FILE = "verdicts.json";
const fail = (problem: string) => new DataFileError(FILE, problem);

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

const list = (v: unknown, where: string): string[] => stringList(v, where, FILE, true);

const words = (v: unknown, where: string) => new RegExp(`\\b(?:${list(v, where).join("|")})`, "i");

function thresholdOf(raw: unknown, i: number): Threshold {
  const o = (raw ?? {}) as Record<string, unknown>;
  const where = `thresholds[${i}]`;
  if (typeof o.metric !== "string" || typeof o.threshold !== "number" || !Number.isFinite(o.threshold))
    throw fail(`${where}: needs a metric and a numeric threshold`);
  if (o.good !== "above" && o.good !== "below") throw fail(`${where}: good is "above" or "below"`);
  if (typeof o.says !== "string" || typeof o.rationale !== "string" || !o.rationale)
    throw fail(`${where}: needs what it says and its rationale`);
  return { metric: o.metric, threshold: o.threshold, good: o.good, says: o.says, rationale: o.rationale };
}

export function loadVerdicts(file: unknown): Verdicts {
  const f = checkedHeader(file, FILE, VERDICTS_FORMAT, VERDICTS_VERSION);
  if (!Array.isArray(f.thresholds) || !Array.isArray(f.applies)) throw fail("thresholds and applies are lists");
  const b = (f.better ?? {}) as Record<string, unknown>;
  const better = new Map<string, "higher" | "lower">();
  for (const id of list(b.higher, "better.higher")) better.set(id, "higher");
  for (const id of list(b.lower, "better.lower")) better.set(id, "lower");
  const c = (f.consistency ?? {}) as Record<string, unknown>;
  if (typeof c.percent_points !== "number" || typeof c.ratio_share !== "number")
    throw fail("consistency needs percent_points and ratio_share");
  const applies = f.applies.map((raw: Record<string, unknown>, i): Applicability => {
    if (typeof raw?.metric !== "string" || typeof raw.statement !== "string" || typeof raw.why !== "string")
      throw fail(`applies[${i}]: needs metric, statement and why`);
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

const OPENS_ON_AUXILIARY = new RegExp(String.raw`^\s*(?:${QUESTION_AUXILIARIES.join("|")})\b`, "i");

/** A question answered yes or no: it opens with an auxiliary verb. */
export const asksYesNo = (question: string): boolean => OPENS_ON_AUXILIARY.test(question);

/** True when the question asks whether the metric is a problem ("a concern", "weak"), not whether it is healthy. */
export const asksProblem = (question: string): boolean =>
  VERDICTS.negative.test(question) && !VERDICTS.positive.test(question.replace(VERDICTS.negative, " "));

export interface Verdict {
  yes: boolean;
  /** Why, in the metric's own terms, to follow the figure after a comma ("under the 1.0 at which quick assets
   * cover current liabilities", "so it worsened"). */
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
  // The threshold is named with what holds on its healthy side, so the sentence reads the same either way.
  const side = value > t.threshold ? "above" : value < t.threshold ? "under" : "at";
  const at = t.good === "above" ? "at or above which" : "at or under which";
  const why = `${side} the ${shown(t.threshold)} ${at} ${t.says}`;
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
  const moved = (a: string, b: string) => (up ? a : down ? b : "unchanged");
  const judged = improved ? "so it improved" : up || down ? "so it worsened" : "unchanged";
  if (BETTER.test(question) && improved !== null) return { yes: improved, why: judged };
  if (WORSE.test(question) && improved !== null) return { yes: !improved && (up || down), why: judged };
  if (UP.test(question) && !DOWN.test(question)) return { yes: up, why: moved("so it rose", "so it fell") };
  if (DOWN.test(question) && !UP.test(question)) return { yes: down, why: moved("so it rose", "so it fell") };
  return null;
}

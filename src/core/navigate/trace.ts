/** Building blocks of traces and evidence, shared by both navigators. */
import type { NavDocument, ScoredPage } from "./lexical-steps";
import type { NavQuery } from "./query";
import type { EvidencePage, NavigationTrace, StepCandidate, TraceStep } from "./types";

/** Evidence pages returned at most: enough for a two-statement ratio, few enough to read. */
export const MAX_EVIDENCE = 5;

export type Clock = () => number;

/** Core code has no DOM or Node types; every runtime it targets has a global `performance`. */
const perf = (globalThis as { performance?: { now(): number } }).performance;
export const defaultNow: Clock = () => (perf ? perf.now() : Date.now());

export const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

export function lexicalStep(
  step: TraceStep["step"],
  candidates: StepCandidate[],
  chosen: string[],
  why: string,
  ms: number,
): TraceStep {
  return {
    step,
    mode: "lexical",
    candidates,
    chosen,
    why,
    requests: 0,
    input_tokens: 0,
    output_tokens: 0,
    cost_usd: 0,
    ms: round(ms, 2),
  };
}

export function pageCandidates(pages: ScoredPage[], limit = 20): StepCandidate[] {
  return pages.slice(0, limit).map((p) => ({ id: String(p.page), label: `page ${p.page}`, score: round(p.score) }));
}

export function toEvidence(doc: NavDocument, ranked: ScoredPage[], max = MAX_EVIDENCE): EvidencePage[] {
  const seen = new Set<number>();
  const out: EvidencePage[] = [];
  for (const r of ranked) {
    if (seen.has(r.page) || out.length >= max) continue;
    seen.add(r.page);
    out.push({ page_start: r.page, page_end: r.page, text: doc.texts[r.page - 1] ?? "", why: r.why });
  }
  return out;
}

/** A trace with no steps and no query read: what a library answer shows for a document it did not walk. */
export function blankTrace(strategy: NavigationTrace["strategy"], question: string): NavigationTrace {
  return {
    strategy,
    question,
    keywords: [],
    expansion: "",
    rules: [],
    steps: [],
    requests: 0,
    input_tokens: 0,
    output_tokens: 0,
    cost_usd: 0,
    ms: 0,
    degraded: false,
  };
}

export function emptyTrace(strategy: NavigationTrace["strategy"], q: NavQuery): NavigationTrace {
  return {
    ...blankTrace(strategy, q.question),
    keywords: q.keywords,
    expansion: q.conventions.expansions.join(" "),
    rules: q.conventions.rules,
  };
}

/** Totals of the steps, once they are all in. */
export function closeTrace(trace: NavigationTrace, ms: number): NavigationTrace {
  const sum = (k: "requests" | "input_tokens" | "output_tokens" | "cost_usd") =>
    trace.steps.reduce((s, x) => s + x[k], 0);
  return {
    ...trace,
    requests: sum("requests"),
    input_tokens: sum("input_tokens"),
    output_tokens: sum("output_tokens"),
    cost_usd: sum("cost_usd"),
    degraded: trace.steps.some((s) => s.degraded),
    ms: round(ms, 2),
  };
}

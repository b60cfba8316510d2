/**
 * The learned scorer's part in the screen: the committed model (scorer-weights.json), read once, and the verdicts
 * it gives the sentences the rules leave. Its threshold is calibrated on filings (genre.ts): there a hit
 * quarantines, elsewhere it is a suspect for System One, and offline the rules decide alone.
 */
import type { DocumentScreenOptions } from "./document-reading";
import { isStrong, type Verdict } from "./features";
import { mayScore, sentenceScorer, type ScorerModel } from "./scorer";
import { readScorerFile } from "./scorer-file";
import SCORER_WEIGHTS from "./scorer-weights.json" with { type: "json" };

const LEARNED: Verdict = { rule: "learned-score", strength: "strong" };
const LEARNED_SUSPECT: Verdict = { rule: "learned-score", strength: "suspect" };

/**
 * How far under the learned threshold (in the model's logit) a sentence is still put to
 * System One as a suspect. Offline a suspect passes, so this costs nothing without a key;
 * with one, it is a yes/no question per such sentence.
 */
export const SUSPECT_MARGIN = 2;

/**
 * How the screen reads sentences the rules leave: a learned model, or none (the rules alone); and what it is told of
 * the whole document (document-reading.ts), when it is: none of the scripts or other languages the document writes
 * in is an island on a page, and its genre and subjects are read over all its pages.
 */
export interface ScreenOptions extends Partial<DocumentScreenOptions> {
  scorer?: ScorerModel | null;
  /** Logit margin under the threshold for learned suspects (SUSPECT_MARGIN unless set). */
  suspectMargin?: number;
}

let shipped: ScorerModel | null = null;
/** The committed model (scorer-weights.json), checked and decoded on first use. */
export function shippedScorer(): ScorerModel {
  shipped ??= readScorerFile(SCORER_WEIGHTS);
  return shipped;
}

export type Score = { score: (sentence: string) => number; threshold: number; suspectFrom: number };
const scorers = new WeakMap<ScorerModel, Score>();
export function scoreOf(options: ScreenOptions): Score | null {
  const model = options.scorer === undefined ? shippedScorer() : options.scorer;
  if (!model) return null;
  let s = scorers.get(model);
  if (!s) scorers.set(model, (s = { score: sentenceScorer(model), threshold: model.threshold, suspectFrom: 0 }));
  return { ...s, suspectFrom: model.threshold - (options.suspectMargin ?? SUSPECT_MARGIN) };
}

/**
 * Last, on sentences the rules leave: a learned score at the threshold quarantines; a
 * neighbour of a quarantined sentence is taken too when the model leans its way (score above
 * 0: a planted order's second sentence), never a sentence it reads as prose. A score just
 * under the threshold makes a suspect, for System One to judge when there is a key.
 */
export function learnedVerdicts(units: string[], verdicts: (Verdict | null)[], learned: Score, filing: boolean): void {
  const scores = units.map((u, k) => (isStrong(verdicts[k]) ? Infinity : mayScore(u) ? learned.score(u) : -Infinity));
  // Outside its genre the scorer's hits are suspects: System One judges them with a key (genre.ts).
  const hit = filing ? LEARNED : LEARNED_SUSPECT;
  scores.forEach((s, k) => s !== Infinity && s >= learned.threshold && (verdicts[k] = hit));
  const strong = verdicts.map(isStrong);
  scores.forEach((s, k) => {
    if (filing && !strong[k] && s > 0 && (strong[k - 1] || strong[k + 1])) verdicts[k] = LEARNED;
    else if (!verdicts[k] && s >= learned.suspectFrom) verdicts[k] = LEARNED_SUSPECT;
  });
}

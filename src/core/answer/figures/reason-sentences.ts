/**
 * "What drove the increase in inventories?": the answer is the sentence that gives the cause,
 * which often names the item only through the sentence before it ("Inventories totaled $1.6
 * billion … The $104.2 million increase was primarily due to …"). A sentence that states a
 * cause is scored as well as the sentence it follows, plus a bonus, so it leads the answer.
 */
import type { Candidate } from "../cite/candidates";

const CAUSE =
  /\b(?:due (?:primarily |mainly |largely )?to|driven (?:primarily |mainly |largely )?by|as a result of|attributable to|resulted from|result of|reflect(?:s|ed|ing)?|because of|owing to|caused by|primarily from)\b/i;
const CAUSE_BONUS = 0.3;

export const statesCause = (text: string): boolean => CAUSE.test(text);

/** Scores of the candidates (in page order) with each causal sentence lifted to its predecessor's score. */
export function reasonScores(candidates: readonly Candidate[], scores: readonly number[]): number[] {
  return candidates.map((c, i) => {
    if (c.kind !== "sentence" || !statesCause(c.text)) return scores[i];
    const prev = i > 0 && candidates[i - 1].page === c.page ? scores[i - 1] : 0;
    return Math.round((Math.max(scores[i], prev) + CAUSE_BONUS) * 1000) / 1000;
  });
}

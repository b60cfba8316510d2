/**
 * "Is it mandatory to write the questionnaires in LaTeX?" is answered "No" when the sentence that
 * answers it says "It is not mandatory …": a yes/no question hears its verdict first, then the
 * sentence it was read from. The verdict is the sentence's polarity against the question's: one
 * of them denied ("not", "never", "without", "-n't") and the other not is "No". A question that
 * offers alternatives ("Is it A or B?") asks which, not whether, and gets no verdict.
 */
import { asksYesNo } from "./figures/verdicts";
import { NEGATIONS } from "./answer-words";

const NEGATION = new RegExp(String.raw`\b(?:${NEGATIONS.join("|")})\b|\w+n['\u2019]t\b`, "i");
/** "Is it A or B?" ("or not" still asks whether). */
const ALTERNATIVES = /\bor\b(?!\s+not\b)/i;

export const negated = (text: string): boolean => NEGATION.test(text);

/** "Yes" or "No" for a yes/no question answered by `sentence`; null for any other question. */
export function yesNoVerdict(question: string, sentence: string): "Yes" | "No" | null {
  if (!asksYesNo(question) || ALTERNATIVES.test(question)) return null;
  return negated(sentence) === negated(question) ? "Yes" : "No";
}

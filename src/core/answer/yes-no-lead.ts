/**
 * "Is it mandatory to write the questionnaires in LaTeX?" is answered "No" when the sentence that
 * answers it says "It is not mandatory …": a yes/no question hears its verdict first, then the
 * sentence it was read from. The verdict is the polarity of the clause that speaks of what was
 * asked against the question's: one of them denied ("not", "never", "without", "-n't") and the
 * other not is "No". A question that offers alternatives ("Is it A or B?") asks which, not
 * whether, and gets no verdict.
 *
 * Polarity is read in one clause, not the whole sentence: a contract's "this Agreement will be
 * automatically renewed …, unless terminated by notice not less than sixty (60) days prior" renews,
 * whatever its exception denies. And a sentence that does not speak of most of what was asked
 * ("During the term of this Agreement … each Party shall … not use …", asked whether the agreement
 * can be renewed) gives no verdict: it may still be the best evidence, but its "not" is about
 * something else.
 */
import { asksYesNo } from "./figures/verdicts";
import { CLAUSE_BREAKS, NEGATIONS } from "./answer-words";
import { contentTokens, questionKeywords, stem } from "./normalize";

const NEGATION = new RegExp(String.raw`\b(?:${NEGATIONS.join("|")})\b|\w+n['\u2019]t\b`, "i");
/** "Is it A or B?" ("or not" still asks whether). */
const ALTERNATIVES = /\bor\b(?!\s+not\b)/i;
/** Where a sentence passes to another clause: punctuation, or a word opening a condition, exception or contrast. */
const CLAUSE_BREAK = new RegExp(String.raw`[;:,()]|\b(?:${CLAUSE_BREAKS.join("|")})\b`, "i");
/** The share of the question's words a sentence must hold to speak of what was asked. */
const SPEAKS_OF = 2 / 3;

export const negated = (text: string): boolean => NEGATION.test(text);

const stems = (text: string): Set<string> => new Set(contentTokens(text).map(stem));
const held = (asked: ReadonlySet<string>, text: string): number => {
  const own = stems(text);
  return [...asked].filter((t) => own.has(t)).length;
};

/** The clause of `sentence` that holds most of the asked words, or null when the sentence holds too few of them. */
function askedClause(sentence: string, asked: ReadonlySet<string>): string | null {
  if (asked.size === 0) return sentence;
  if (held(asked, sentence) < Math.ceil(asked.size * SPEAKS_OF)) return null;
  let best = "";
  let most = -1;
  for (const clause of sentence.split(CLAUSE_BREAK)) {
    const n = held(asked, clause);
    if (n > most) [best, most] = [clause, n];
  }
  return best;
}

/** "Yes" or "No" for a yes/no question answered by `sentence`; null for any other question or another thing. */
export function yesNoVerdict(question: string, sentence: string): "Yes" | "No" | null {
  if (!asksYesNo(question) || ALTERNATIVES.test(question)) return null;
  const clause = askedClause(sentence, new Set(questionKeywords(question).map(stem)));
  if (clause === null) return null;
  return negated(clause) === negated(question) ? "Yes" : "No";
}

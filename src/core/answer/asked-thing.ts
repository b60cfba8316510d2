/**
 * The thing a "What is the …?" question asks for, by the words it names it with: "What is the fee for
 * submitting an article?" asks a fee, "Who is the system's favourite mascot?" a favourite mascot. When no
 * sentence of the pages read uses any of those words (in any form), the pages do not say it, however many
 * of the question's other words they share ("submitting an article"): the answer says so rather than
 * quote a sentence about something else. All the words must be missing, so that a paraphrase ("the
 * minimum recommended processor" for "the minimum recommended system") still reads on.
 */
import type { Candidate } from "./cite/candidates";
import { contentTokens, stem } from "./normalize";
import { wordForms } from "../text/word-forms";

/** "What is the X of/for/… ?", "Who was the X?": X, up to a preposition, a verb or the question mark. */
const ASKED_THING =
  /^\s*(?:what|which|who)\s+(?:is|are|was|were)\s+the\s+(.+?)(?:\s+(?:of|for|in|on|at|to|from|by|with|about|under|between|that|which|who|whom|when|where|does|do|did|is|are|was|were|has|have|can|should|must|may|called|used)\b|\s*\?|$)/i;

/** The stemmed words (and their forms) naming the thing asked, less its possessor ("the system's"); [] if none. */
export function askedThingWords(question: string): string[][] {
  const m = ASKED_THING.exec(question);
  if (!m) return [];
  const phrase = m[1].split(/['\u2019]s\s+/).pop() ?? "";
  return contentTokens(phrase).map((w) => [w, ...wordForms(w)].map(stem));
}

/** True when some candidate uses one of the words naming the thing asked (or no such words were read). */
export function saysAskedThing(candidates: readonly Candidate[], words: readonly string[][]): boolean {
  if (!words.length) return true;
  const wanted = new Set(words.flat());
  return candidates.some((c) => contentTokens(c.text).some((t) => wanted.has(stem(t))));
}

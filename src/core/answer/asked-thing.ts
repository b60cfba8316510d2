/**
 * The thing a "What is the …?" question asks for, by the words it names it with: "What is the deposit for
 * booking a room?" asks a deposit, "Who is the club's oldest member?" an oldest member. When no
 * sentence of the pages read uses any of those words (in any form), the pages do not say it, however many
 * of the question's other words they share ("booking a room"): the answer says so rather than
 * quote a sentence about something else. All the words must be missing, so that a paraphrase ("the
 * minimum recommended processor" for "the minimum recommended system") still reads on. A word is said
 * too by its other wordings, before the thing is declared absent: the usual wording of a line item the
 * probe expands it to ("capital expenditure": "purchases of property, plant and equipment"), and an
 * acronym the question writes in capitals by the words it stands for ("CEO": "Chief Executive Officer").
 */
import type { Candidate } from "./cite/candidates";
import { contentTokens, matchTokens, stem } from "./normalize";
import { wordForms } from "../text/word-forms";
import { ASKED_THING_ENDS, EXPANSION_JOINERS } from "./answer-words";
import type { Synonym } from "./extractive-probe";

/** "What is the X of/for/… ?", "Who was the X?": X, up to a preposition, a verb or the question mark. */
const ASKED_THING = new RegExp(
  String.raw`^\s*(?:what|which|who)\s+(?:is|are|was|were)\s+the\s+(.+?)` +
    String.raw`(?:\s+(?:${ASKED_THING_ENDS.join("|")})\b|\s*\?|$)`,
  "i",
);

/** The stemmed words (and their forms) naming the thing asked, less its possessor ("the system's"); [] if none. */
export function askedThingWords(question: string): string[][] {
  const m = ASKED_THING.exec(question);
  if (!m) return [];
  const phrase = m[1].split(/['\u2019]s\s+/).pop() ?? "";
  return contentTokens(phrase).map((w) => [w, ...wordForms(w)].map(stem));
}

/** An acronym as a question writes it: two to six capitals ("CEO", "GDPR"), a plural's s aside ("APIs"). */
const ACRONYM = /\b(\p{Lu}{2,6})s?\b/gu;

/** The acronyms the question writes, lower case. */
export function questionAcronyms(question: string): string[] {
  return [...question.matchAll(ACRONYM)].map((m) => m[1].toLowerCase());
}

/**
 * The text spells `acronym` out: consecutive words whose initials are its letters ("chief executive officer"),
 * the small words counted ("Department of Energy": DOE) or left out ("Food and Drug Administration": FDA).
 */
export function spellsAcronym(text: string, acronym: string): boolean {
  const all = matchTokens(text);
  return [all, all.filter((w) => !EXPANSION_JOINERS.has(w))].some((words) => {
    for (let i = 0; i + acronym.length <= words.length; i++)
      if ([...acronym].every((ch, k) => words[i + k][0] === ch)) return true;
    return false;
  });
}

/** Other wordings that say an asked word: the probe's line-item wordings and a capitalised acronym's expansion. */
export interface AskedWordings {
  synonyms: readonly Synonym[];
  acronyms: readonly string[];
}

/** The candidate says the asked word (any of `forms`) by another wording. */
function saysOtherwise(text: string, tokens: ReadonlySet<string>, forms: readonly string[], other: AskedWordings) {
  const bySynonym = other.synonyms.some(
    (syn) =>
      syn.asked.some((a) => forms.includes(a)) &&
      [...syn.wording].filter((t) => tokens.has(t)).length >= (syn.needs ?? Math.min(2, syn.wording.size)),
  );
  return bySynonym || other.acronyms.some((a) => forms.includes(a) && spellsAcronym(text, a));
}

/** True when some candidate uses one of the words naming the thing asked (or no such words were read). */
export function saysAskedThing(
  candidates: readonly Candidate[],
  words: readonly string[][],
  other: AskedWordings = { synonyms: [], acronyms: [] },
): boolean {
  if (!words.length) return true;
  const wanted = new Set(words.flat());
  return candidates.some((c) => {
    const tokens = new Set(contentTokens(c.text).map(stem));
    return [...tokens].some((t) => wanted.has(t)) || words.some((forms) => saysOtherwise(c.text, tokens, forms, other));
  });
}

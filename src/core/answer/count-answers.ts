/**
 * "How many" answers: the thing a question counts ("employee"), a sentence that counts it
 * ("73,300 employees", "four public hooks"), a range of numbered things ("markets 15 through 18"),
 * a numbered list whose items are what was asked ("steps"), and the claim led by the number.
 */
import { LIST_NOUNS } from "../navigate/prose-topics";
import type { Candidate } from "./cite/candidates";
import { isNumberToken, matchTokens, stem } from "./normalize";
import { COUNT_PHRASE_ENDS, COUNT_VERBS } from "./answer-words";
import { NUMBER_WORDS } from "../text/english-words";

const YEAR = /^(19|20)\d\d$/;
/** A count as prose writes it: "four margins". "One" is left out: "one of the …", "no one" count nothing. */
const COUNT_WORDS = new Set(NUMBER_WORDS.slice(2));
/** A figure (not a year) or a number word from two to twenty. */
const isCount = (t: string) => (isNumberToken(t) && !YEAR.test(t)) || COUNT_WORDS.has(t);

/**
 * "How many full-time employees did …" → "employee" (stemmed head noun); null for other questions. A verb
 * after the counted noun ("How many modules comprise X?", "… make up the book?") ends it, once a noun is read:
 * the whole after the verb is not what is counted.
 */
export function countedNoun(question: string): string | null {
  const m = /\bhow many\b(.*)/i.exec(question);
  if (!m) return null;
  const words = matchTokens(m[1]);
  let head: string | null = null;
  for (const w of words) {
    if (COUNT_PHRASE_ENDS.has(w) || (head && COUNT_VERBS.has(w))) break;
    head = w;
  }
  return head && !isNumberToken(head) ? stem(head) : null;
}

/** True when a count (a figure, not a year, or a number word) stands within three words before the counted noun. */
export function countsNoun(text: string, noun: string): boolean {
  const tokens = matchTokens(text);
  for (let i = 0; i < tokens.length; i++) {
    if (stem(tokens[i]) !== noun) continue;
    for (let j = Math.max(0, i - 3); j < i; j++) if (isCount(tokens[j])) return true;
  }
  return false;
}

/** The first item's number: the list's lead-in ("To replace the grille:") is what comes before it. */
const FIRST_ITEM = /(?:^|\s)\(?1[.)]?\s/;

/**
 * A numbered list counts what a "how many" question asks when its items are steps, or when its
 * lead-in calls them so ("The four phases:"): a list of steps that mentions days in an item
 * ("wait 7 days") does not count days.
 */
export function countsList(c: Candidate, noun: string): boolean {
  if (LIST_NOUNS.has(noun)) return true;
  const first = FIRST_ITEM.exec(c.text);
  const lead = first ? c.text.slice(0, first.index) : c.text;
  return matchTokens(lead).some((t) => stem(t) === noun);
}

/** "How many …" is answered with the number first: "7 — … can be set to 7 levels". */
export function ledByCount(text: string, noun: string): string {
  const tokens = matchTokens(text);
  for (let i = 0; i < tokens.length; i++) {
    if (stem(tokens[i]) !== noun) continue;
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) if (isCount(tokens[j])) return `${tokens[j]} — ${text}`;
  }
  // Numbered things given as a range ("markets 15 through 18") count its ends and all between.
  const range = countedRange(text);
  return range ? `${Number(range[2]) - Number(range[1]) + 1} (${range[0]}) — ${text}` : text;
}

/** "markets 15 through 18": a range of numbered things, which counts them. */
function countedRange(text: string): RegExpExecArray | null {
  const range = NUMBER_RANGE.exec(text);
  return range && Number(range[2]) > Number(range[1]) && Number(range[2]) - Number(range[1]) < MAX_RANGE ? range : null;
}

/** The text counts what a "how many" question asks: a count before the noun, or a range of numbered things. */
export const givesCount = (text: string, noun: string): boolean => countsNoun(text, noun) || !!countedRange(text);

const NUMBER_RANGE = /\b(\d{1,3}) (?:through|thru|to) (\d{1,3})\b/;
const MAX_RANGE = 100;

/**
 * "How many" answers: the thing a question counts ("employee"), a sentence that counts it
 * ("73,300 employees", "four public hooks"), a range of numbered things ("markets 15 through 18"),
 * a numbered list whose items are what was asked ("steps"), and the claim led by the number.
 */
import { LIST_NOUNS } from "../navigate/prose-topics";
import type { Candidate } from "./cite/candidates";
import { isNumberToken, matchTokens, stem } from "./normalize";
import { COUNT_LINKS, COUNT_NAMES, COUNT_PHRASE_ENDS, COUNT_VERBS, ONE_UNCOUNTED_AFTER } from "./answer-words";
import { NUMBER_WORDS, TENS_AND_SCALE_WORDS } from "../text/english-words";
import { FUNCTION_WORDS } from "../text/stop-words";
import { HEADING_NUMBER } from "../text/heading-number";
import { isYearToken } from "../text/years";

const FUNCTION_WORD_SET = new Set<string>(FUNCTION_WORDS);

/**
 * A count as prose writes it: "four margins", "fifty states", "one hundred repetitions". "One" is left out: "one of
 * the …", "no one" count nothing.
 */
const COUNT_WORDS = new Set([...NUMBER_WORDS.slice(2), ...TENS_AND_SCALE_WORDS]);
const NUMBER_WORD_SET: ReadonlySet<string> = new Set([...NUMBER_WORDS, ...TENS_AND_SCALE_WORDS]);
/** A figure (not a year) or a number word from two to twenty, a ten or a scale. */
const isCount = (t: string) => (isNumberToken(t) && !isYearToken(t)) || COUNT_WORDS.has(t);

/**
 * "How many full-time employees did …" → "employee" (stemmed head noun); null for other questions. A verb
 * after the counted noun ("How many modules comprise X?", "… make up the book?") ends it, once a noun is read:
 * the whole after the verb is not what is counted.
 */
export function countedNoun(question: string): string | null {
  const phrase = countedPhrase(question);
  const head = phrase[phrase.length - 1];
  return head && !isNumberToken(head) ? stem(head) : null;
}

/**
 * The words of the counted noun phrase, head last ("how many paved cycle paths does …": paved, cycle,
 * paths).
 */
function countedPhrase(question: string): string[] {
  const m = /\bhow many\b(.*)/i.exec(question);
  if (!m) return [];
  const words: string[] = [];
  for (const w of matchTokens(m[1])) {
    if (COUNT_PHRASE_ENDS.has(w) || (words.length && COUNT_VERBS.has(w))) break;
    words.push(w);
  }
  return words;
}

/**
 * The words before the counted noun ("paved", "cycle" of "paved cycle paths"), stemmed: a count
 * right before them counts the phrase ("140 paved cycle routes"), though the text names the thing otherwise.
 */
export function countedModifiers(question: string): string[] {
  return countedPhrase(question)
    .slice(0, -1)
    .filter((w) => !FUNCTION_WORD_SET.has(w) && !isNumberToken(w))
    .map(stem);
}

/**
 * The tokens a count is read from: a heading's own number ("3.1.2 Main printer") and a section's
 * ("Section 4.2.1") count nothing, though their digits run together as one token.
 */
function countTokens(text: string): string[] {
  return matchTokens(text.replace(HEADING_NUMBER, " ").replace(SECTION_NUMBER, " "));
}
const SECTION_NUMBER = /\b\d+(?:\.\d+){2,}\b/g;

/**
 * Where a count of the phrase stands in `tokens`: a count (not a year) within three words before the noun,
 * or right before one of its modifiers; "one" only right before the noun or a modifier ("one main printer"),
 * never "one of the servers". -1 when none.
 */
function countAt(tokens: string[], noun: string, modifiers: readonly string[]): number {
  for (let i = 0; i < tokens.length; i++) {
    const t = stem(tokens[i]);
    const isNoun = t === noun;
    if (!isNoun && !modifiers.includes(t)) continue;
    const prev = tokens[i - 1];
    if (prev === "one" && !ONE_UNCOUNTED_AFTER.has(tokens[i - 2] ?? "")) return i - 1;
    if (!isNoun) {
      if (prev !== undefined && isCount(prev)) return i - 1;
      continue;
    }
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) if (isCount(tokens[j])) return j;
    const stated = statedCount(tokens, i);
    if (stated >= 0) return stated;
  }
  return -1;
}

/** How far after the noun its value may be stated: "of answers for a given question is limited to 199". */
const STATED_REACH = 9;

/**
 * The count a sentence states for the noun named as a count ("The maximum number of answers for a given question is
 * limited to 199"): the first figure after a linking word, within a few words of the noun; -1 when none.
 */
function statedCount(tokens: string[], i: number): number {
  if (tokens[i - 1] !== "of" || !COUNT_NAMES.has(tokens[i - 2] ?? "")) return -1;
  let linked = false;
  for (let j = i + 1; j < Math.min(tokens.length, i + 1 + STATED_REACH); j++) {
    if (linked && isCount(tokens[j])) return j;
    if (COUNT_LINKS.has(tokens[j])) linked = true;
  }
  return -1;
}

/** What a "how many" question counts: its head noun and the words before it, both stemmed. */
export interface CountedThing {
  noun: string;
  modifiers: string[];
}

/**
 * The one reading of a "how many" question's counted phrase, for the answer's lead and for navigation's
 * counting pages alike: a page that says "140 paved cycle routes" counts the "paved cycle paths" asked.
 */
export function countedThing(question: string): CountedThing | null {
  const noun = countedNoun(question);
  return noun ? { noun, modifiers: countedModifiers(question) } : null;
}

/** True when a count of the counted noun (or of its phrase, `modifiers`) stands in the text. */
export function countsNoun(text: string, noun: string, modifiers: readonly string[] = []): boolean {
  return countAt(countTokens(text), noun, modifiers) >= 0;
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
export function ledByCount(text: string, noun: string, modifiers: readonly string[] = []): string {
  const tokens = countTokens(text);
  const at = countAt(tokens, noun, modifiers);
  if (at >= 0) return `${countWords(tokens, at)} — ${text}`;
  // Numbered things given as a range ("markets 15 through 18") count its ends and all between.
  const range = countedRange(text);
  return range ? `${Number(range[2]) - Number(range[1]) + 1} (${range[0]}) — ${text}` : text;
}

/** The count ending at `at` with the number words before it: "one hundred", "twenty five", not "hundred" alone. */
function countWords(tokens: readonly string[], at: number): string {
  let from = at;
  while (from > 0 && NUMBER_WORD_SET.has(tokens[at]) && NUMBER_WORD_SET.has(tokens[from - 1])) from--;
  return tokens.slice(from, at + 1).join(" ");
}

/** "markets 15 through 18": a range of numbered things, which counts them. */
function countedRange(text: string): RegExpExecArray | null {
  const range = NUMBER_RANGE.exec(text);
  return range && Number(range[2]) > Number(range[1]) && Number(range[2]) - Number(range[1]) < MAX_RANGE ? range : null;
}

/** The text counts what a "how many" question asks: a count before the noun, or a range of numbered things. */
export const givesCount = (text: string, noun: string, modifiers: readonly string[] = []): boolean =>
  countsNoun(text, noun, modifiers) || !!countedRange(text);

const NUMBER_RANGE = /\b(\d{1,3}) (?:through|thru|to) (\d{1,3})\b/;
const MAX_RANGE = 100;

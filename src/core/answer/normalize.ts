/**
 * Tokens shared by every step of the answer path. Quotes, claims and page words must land
 * in one comparable form whatever extractor or model produced them: text folded by the
 * "match" profile (core/text/fold.ts), digit separators and line-end hyphenation gone, so
 * matching happens on letters and digits only.
 */
import { dehyphenate, fold } from "../text/fold";
import { MATCH_STOP_WORDS, QUESTION_WORDS } from "../text/stop-words";
import { letterNames, longOptionTokens, optionTokens } from "../text/option-tokens";

// "1,577" and "3.5" are one number, not two tokens that collide with other digits.
const DIGIT_SEPARATOR = /(\d)[,.](?=\d)/g;
const TOKEN = /[\p{L}\p{N}]+/gu;

/** Tokens of one whitespace-free word (or any text): letter/digit runs, folded. */
export function wordTokens(text: string): string[] {
  return fold(text, "match").replace(DIGIT_SEPARATOR, "$1").match(TOKEN) ?? [];
}

/** Tokens of free text (a quote, a claim, a passage). */
export function matchTokens(text: string): string[] {
  return wordTokens(dehyphenate(text));
}

export const isNumberToken = (t: string): boolean => /^\d+$/.test(t);

/** Tokens that carry meaning: no stop words, no single letters. */
export function contentTokens(text: string): string[] {
  const words = matchTokens(text).filter((t) => !MATCH_STOP_WORDS.has(t) && (t.length > 1 || isNumberToken(t)));
  // An option ("-C") or a letter name ("R") names one thing exactly; the lower-case letter is a fragment.
  const options = [...optionTokens(text), ...longOptionTokens(text), ...letterNames(text)];
  return options.length ? [...words, ...options] : words;
}

/** The question's search terms: content tokens minus question boilerplate, deduplicated. */
export function questionKeywords(question: string): string[] {
  return [...new Set(contentTokens(question).filter((t) => !QUESTION_WORDS.has(t)))];
}

/** A cheap plural fold so "flows" meets "flow" in lexical scores (never used to locate). */
export function stem(t: string): string {
  return t.length > 3 && t.endsWith("s") && !t.endsWith("ss") ? t.slice(0, -1) : t;
}

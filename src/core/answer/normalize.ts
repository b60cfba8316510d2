/**
 * Text normalisation shared by every step of the answer path. Quotes, claims and page
 * words must land in one comparable form whatever extractor or model produced them:
 * ligatures, curly punctuation, soft hyphens, digit separators and line-end hyphenation
 * all fold away, so matching happens on letters and digits only.
 */
import { MATCH_STOP_WORDS, QUESTION_WORDS } from "../text/stop-words";

const QUOTES_SINGLE = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g;
const QUOTES_DOUBLE = /[\u201C\u201D\u201E\u201F\u2033]/g;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
// A hyphen ending a line before a lower-case continuation is typesetting, not spelling.
const LINE_HYPHEN = /(\p{L})[-\u00AD]\s*\n\s*(?=\p{Ll})/gu;
// "1,577" and "3.5" are one number, not two tokens that collide with other digits.
const DIGIT_SEPARATOR = /(\d)[,.](?=\d)/g;
const TOKEN = /[\p{L}\p{N}]+/gu;

/** NFKC (which also expands ﬁ ﬂ ﬀ ﬃ ﬄ), straight quotes and dashes, lower case. */
export function foldText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(QUOTES_SINGLE, "'")
    .replace(QUOTES_DOUBLE, '"')
    .replace(DASHES, "-")
    .replace(/\u00AD/g, "")
    .toLowerCase();
}

/** Joins words hyphenated across a line break ("com-\npile" → "compile"). */
export function dehyphenate(text: string): string {
  return text.replace(LINE_HYPHEN, "$1");
}

/** Tokens of one whitespace-free word (or any text): letter/digit runs, folded. */
export function wordTokens(text: string): string[] {
  return foldText(text).replace(DIGIT_SEPARATOR, "$1").match(TOKEN) ?? [];
}

/** Tokens of free text (a quote, a claim, a passage). */
export function matchTokens(text: string): string[] {
  return wordTokens(dehyphenate(text));
}

/** Whitespace collapsed and line-end hyphenation joined: how a quote is shown to a reader. */
export function readable(text: string): string {
  return dehyphenate(text).replace(/\s+/g, " ").trim();
}

export const isNumberToken = (t: string): boolean => /^\d+$/.test(t);

/** Tokens that carry meaning: no stop words, no single letters. */
export function contentTokens(text: string): string[] {
  return matchTokens(text).filter((t) => !MATCH_STOP_WORDS.has(t) && (t.length > 1 || isNumberToken(t)));
}

/** The question's search terms: content tokens minus question boilerplate, deduplicated. */
export function questionKeywords(question: string): string[] {
  return [...new Set(contentTokens(question).filter((t) => !QUESTION_WORDS.has(t)))];
}

/** A cheap plural fold so "flows" meets "flow" in lexical scores (never used to locate). */
export function stem(t: string): string {
  return t.length > 3 && t.endsWith("s") && !t.endsWith("ss") ? t.slice(0, -1) : t;
}

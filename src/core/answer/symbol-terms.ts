/**
 * Manuals name options, keys and argument types by a letter or a sign: "the argument type m", "the +
 * character", "an o-type argument", "the -v option". Such a term is too short to be a keyword (single
 * letters and signs are dropped from every word list), yet it is what the answer's sentence is about:
 * "m  A standard mandatory argument …", "First, + is used to make an argument long". The symbols a
 * question names this way are read from it, and a quote holding one, standing alone, is about it.
 */

import { SYMBOL_NOUNS } from "./answer-words";
import { escapeRegExp } from "../text/escape-regexp";

/** What a manual calls such a symbol (answer-words.json). */
const NOUNS = SYMBOL_NOUNS.join("|");
/** A symbol: one letter or digit, or one to two signs, or a dashed option ("-v", "--all"). */
const SYMBOL = String.raw`(?:[\p{L}\p{N}]|[^\s\p{L}\p{N}'"\u2018\u2019\u201C\u201D?]{1,2}|--?[\p{L}\p{N}][\w-]*)`;
const ARTICLES = new Set(["a", "A", "I"]);
const QUOTE = "['\"\u2018\u2019\u201C\u201D`]?";
const PATTERNS = [
  // "the argument type m", "the option -v", "the key 'x'"
  new RegExp(String.raw`\b(?:${NOUNS})\s+${QUOTE}(${SYMBOL})${QUOTE}(?=[\s?,.]|$)`, "giu"),
  // "the + character", "the 'x' key", "an -o option"
  new RegExp(String.raw`(?:^|\s)(?:the|an?)\s+${QUOTE}(${SYMBOL})${QUOTE}\s+(?:${NOUNS})\b`, "giu"),
  // "an o-type argument"
  new RegExp(String.raw`\b(\p{L})-(?:${NOUNS})\b`, "giu"),
];

/** The symbols a question names as terms ("m", "+", "o", "-v"), as written. */
export function askedSymbols(question: string): string[] {
  const out = new Set<string>();
  for (const rx of PATTERNS) for (const m of question.matchAll(rx)) out.add(m[1]);
  // An article or "I" after the noun is prose ("Is a type a class?"), not a symbol.
  return [...out].filter((s) => !ARTICLES.has(s));
}

/**
 * The patterns of a question's symbols, compiled once per list: every candidate of the pages read is
 * tested against the same probe's list, so compiling per call put a regex build in the answer's inner loop.
 */
const compiled = new WeakMap<readonly string[], RegExp[]>();

function symbolPatterns(symbols: readonly string[]): RegExp[] {
  let patterns = compiled.get(symbols);
  if (!patterns) {
    patterns = symbols.map(
      (s) => new RegExp(String.raw`(?:^|[\s(\u2018\u201C'"])${escapeRegExp(s)}(?=[\s,.:;)\u2019\u201D'"]|$)`, "u"),
    );
    compiled.set(symbols, patterns);
  }
  return patterns;
}

/** The text holds one of the symbols as a word of its own ("… types m A standard …", "First, + is used …"). */
export function holdsSymbol(text: string, symbols: readonly string[]): boolean {
  return symbolPatterns(symbols).some((rx) => rx.test(text));
}

/**
 * Keyword extraction shared by every lexical score: questions and document text go
 * through the same tokenizer, so a question term and a page term compare equal exactly
 * when they should. Light normalisation only (plurals, fiscal-year tags, thousands
 * separators): aggressive stemming merges financial terms that must stay apart. The short
 * terms kept and the plurals the rules get wrong are data (keyword-forms.json).
 */
import { checkedHeader, DataFileError, recordField, stringList } from "../data-file";
import { FUNCTION_WORDS, SEARCH_STOP_WORDS } from "../text/stop-words";
import { fold } from "../text/fold";
import { isLetterName, isOptionToken, longOptionTokens, optionMatches } from "../text/option-tokens";
import { ownValue } from "../text/word-record";
import data from "./keyword-forms.json" with { type: "json" };

const FILE = "keyword-forms.json";
export const KEYWORD_FORMS_FORMAT = "pincite-keyword-forms";
export const KEYWORD_FORMS_VERSION = 1;

export interface KeywordForms {
  /** Terms that are short but carry meaning; kept although under the length floor. */
  shortTerms: Set<string>;
  /** Irregular or domain plurals the suffix rules get wrong. */
  plurals: Record<string, string>;
}

/** The file's lists, checked: its header, the short terms, and each plural mapped to a word. */
export function loadKeywordForms(file: unknown): KeywordForms {
  const f = checkedHeader(file, FILE, KEYWORD_FORMS_FORMAT, KEYWORD_FORMS_VERSION);
  const plurals = recordField(f.plurals, "plurals", FILE);
  for (const [w, one] of Object.entries(plurals))
    if (typeof one !== "string" || !one) throw new DataFileError(FILE, `plurals.${w} must be a word`);
  return {
    shortTerms: new Set(stringList(f.short_terms, "short_terms", FILE)),
    plurals: plurals as Record<string, string>,
  };
}

const { shortTerms: SHORT_KEEP, plurals: PLURALS } = loadKeywordForms(data);
/** Function words have no plural: "does" is not a deer's, so the -s rule never cuts one. */
const NO_PLURAL = new Set(FUNCTION_WORDS);

/** Singular form by suffix rule; words that only look plural (-ss, -us, -is) and function words stay. */
export function singular(w: string): string {
  // Own entries only: "constructor" is a word of API references, not Object's function.
  const fixed = ownValue(PLURALS, w);
  if (fixed) return fixed;
  if (w.length <= 3 || /(ss|us|is|ous)$/.test(w) || NO_PLURAL.has(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "y";
  // "processes", "addresses", "classes": the singular ends in -ss, never in -sse.
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (/(ches|shes|xes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

/** Fiscal-year tags ("FY2022", "FY22", "fiscal2022") read as the bare year. */
function normaliseNumberish(w: string): string {
  const fy = /^(?:fy|cy|fiscal)'?(\d{2}|\d{4})$/.exec(w);
  if (fy) return fy[1].length === 2 ? `20${fy[1]}` : fy[1];
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(w)) return w.replace(/,/g, "");
  return w;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}&',.]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
/** A letter after a hyphen or a minus is a fragment of a word or an option ("r-squared", "−n"), no name. */
const DASHES = new Set(["-", "\u2212"]);

/**
 * A word's tokens hang on its spelling alone (options and letter names, which hang on what
 * stands around the word, are read before it), and a document says its words again and
 * again: tokenizing every word afresh was most of the time a thousand-page document's
 * navigation index took to build. Each spelling is worked out once and kept, up to a bound
 * (a memo, not a store: the kept lists are never handed out, only copied from).
 */
const MEMO_LIMIT = 100_000;

function memo(work: (word: string) => string[]): (word: string) => readonly string[] {
  let kept = new Map<string, string[]>();
  return (word) => {
    let found = kept.get(word);
    if (found) return found;
    found = work(word);
    if (kept.size >= MEMO_LIMIT) kept = new Map();
    kept.set(word, found);
    return found;
  };
}

/** The tokens one word (a match of WORD, neither an option nor a letter name) reads as. */
function wordTokensUncached(word: string): string[] {
  const out: string[] = [];
  const w = normaliseNumberish(fold(word.toLowerCase(), "term"));
  if (/^[\d,]+$/.test(w)) out.push(w.replace(/,/g, ""));
  else for (const part of w.split(/[,&]/)) if (part) out.push(singular(part));
  if (/&/.test(w) && w.length <= 5) out.push(w.replace(/&/g, ""));
  return out;
}

const wordTokens = memo(wordTokensUncached);
const wordTerms = memo((word) => wordTokens(word).filter(isKeyword));

/** A text's tokens, each plain word read as `readWord` says; options and letter names as written. */
function tokenize(text: string, readWord: (word: string) => readonly string[]): string[] {
  const out: string[] = [];
  // An option ("-C", "-xz") is its own token where the word tokenizer reads a fragment ("c").
  const options = optionMatches(text);
  let o = 0;
  for (const m of text.matchAll(WORD)) {
    while (o < options.length && options[o].end <= m.index) o++;
    if (o < options.length && options[o].index <= m.index) {
      out.push(options[o++].token);
      continue;
    }
    // A capital letter standing alone is a name ("R", "C"), kept as written; see text/option-tokens.ts.
    if (isLetterName(m[0]) && !DASHES.has(text[m.index - 1])) {
      out.push(m[0]);
      continue;
    }
    for (const t of readWord(m[0])) out.push(t);
  }
  return out;
}

/** Every normalised token of a text, stop words included (for indexing positions and phrases). */
export function searchTokens(text: string): string[] {
  return tokenize(text, wordTokens);
}

/** Whether a token is worth scoring: not a stop word, not a fragment. */
export function isKeyword(t: string): boolean {
  if (isOptionToken(t) || isLetterName(t)) return true;
  if (SEARCH_STOP_WORDS.has(t)) return false;
  // A short code of a letter and a digit ("e2", "4k") names one thing, as "q4" does.
  if (/^(?=\p{L}\d|\d\p{L})[\p{L}\d]{2}$/u.test(t)) return true;
  if (/^\d+$/.test(t)) return t.length === 4 || t.length >= 2;
  return t.length >= 3 || SHORT_KEEP.has(t);
}

/** Index terms of a text: tokens without stop words and fragments (options and letter names are always terms). */
export function terms(text: string): string[] {
  const words = tokenize(text, wordTerms);
  // A long option ("--directory") is also a term of its own, beside its words: "directory" alone is everywhere.
  const options =
    text.includes("-") || text.includes("\u2013") || text.includes("\u2212") ? longOptionTokens(text) : [];
  return options.length ? [...words, ...options] : words;
}

/** A question's keywords: unique, in order of first appearance, capped (focus beats recall). */
export function extractKeywords(question: string, cap = 16): string[] {
  return [...new Set(terms(question))].slice(0, cap);
}

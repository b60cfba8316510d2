/**
 * Folds the disguises a planted instruction uses to slip past word matching: invisible
 * characters inside words, fullwidth and other compatibility forms, Cyrillic and Greek
 * letters that look Latin, accents (also stacked combining marks), and digits or symbols
 * standing for letters ("1gnore", "pr3vious"). The screen matches on the folded form only;
 * what is quarantined and shown is always the page's own text. The look-alike tables are data
 * (confusables.json, read by confusable-tables.ts); the folding is here, in one place.
 */
import { memoizeByString } from "../memo";
import CONFUSABLES from "./confusables.json" with { type: "json" };
import { readConfusables } from "./confusable-tables";

// Everything Unicode says to render as nothing (zero-width, soft hyphen, word joiner, BOM,
// bidi controls, variation selectors, tag characters), plus the invisible Hangul fillers.
export const INVISIBLE_CLASS = "[\\p{Default_Ignorable_Code_Point}\\p{Cf}]";
const INVISIBLE = new RegExp(INVISIBLE_CLASS, "gu");

const TABLES = readConfusables(CONFUSABLES);

/** Letters of other scripts drawn like Latin ones (confusables.json: the common entries of Unicode's table). */
export const HOMOGLYPHS: Record<string, string> = TABLES.homoglyphs;
const HOMOGLYPH = new RegExp(`[${Object.keys(HOMOGLYPHS).join("")}]`, "g");

/** Digits and symbols read as letters inside a word; "1" is ambiguous, so both readings are tried. */
const LEET_BASE = TABLES.leet;

// Two-character words are read through digits only when they make a common short word ("n0", "!5").
const SHORT_WORDS = new Set(TABLES.shortWords);
const mapLeet = (s: string, one: string) => [...s].map((c) => (c === "1" ? one : (LEET_BASE[c] ?? c))).join("");

/** A word with letters and digits or symbols standing in for some ("1gnore", "A5s!574n7"); numbers are left alone. */
export function unLeetWord(word: string, one: "i" | "l"): string {
  if (!/[\d@$!|]/.test(word) || /^\d+$/.test(word)) return word;
  if (word.length === 2) return SHORT_WORDS.has(mapLeet(word, one)) ? mapLeet(word, one) : word;
  // Punctuation at a word's edge is punctuation ("now!"), not a letter.
  const [, lead, core, trail] = word.match(/^([@$!|]*)(.*?)([!|]*)$/u) ?? ["", "", word, ""];
  return /\p{L}/u.test(core) ? lead + mapLeet(core, one) + trail : word;
}

// Only the words unLeetWord can change, each whole (tried from a word's start only): one holding a
// digit or stand-in symbol that is not a bare number. Any other word it returns as it is.
const LEET_WORD = /(?<![\p{L}\p{N}@$!|])(?=[\p{L}\p{N}@$!|]*[\d@$!|])(?!\d+(?![\p{L}\p{N}@$!|]))[\p{L}\p{N}@$!|]+/gu;
export const unLeet = (text: string, one: "i" | "l") => text.replace(LEET_WORD, (w) => unLeetWord(w, one));

/** Invisible characters removed (some, like U+FEFF, count as white space and would split a word). */
export const stripInvisible = (text: string) => text.replace(INVISIBLE, "");

// ASCII has no invisible, compatibility, homoglyph, accented or curly-quote character, so
// folding it only lower-cases and joins white space (confusables.test.ts checks every ASCII character).
// No UTF-16 code unit above 0x7f.
const ASCII = /^[^\u0080-\uffff]*$/;
const foldAscii = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

/** Compatibility forms, homoglyphs and accents folded, lower-cased, invisible characters gone. */
export const foldConfusables = (text: string): string => (ASCII.test(text) ? foldAscii(text) : foldFully(text));

// "⒤⒢⒩⒪⒭⒠": letters in parentheses, one character each (NFKC would give "(i)(g)…", no word).
const PARENTHESISED_LETTER = /[\u249C-\u24B5]/g;
// A hyphenation point or middle dot between letters ("aut\u2027oma\u2027ted") marks syllables, not words.
const IN_WORD_POINT = /(?<=\p{L})[\u2027\u00B7\u2022\u2219\u22C5](?=\p{L})/gu;
// The hyphens and dashes Unicode has beside "-", so a word broken across lines with one joins back.
const UNICODE_HYPHEN = /[\u2010\u2011\u2043\uFE63\uFF0D]/g;

// Any character the three replaces above act on (most text has none: one test instead of three replaces).
const WORD_MARK = /[\u249C-\u24B5\u2027\u00B7\u2022\u2219\u22C5\u2010\u2011\u2043\uFE63\uFF0D]/;

/** foldConfusables for any text (ASCII or not). */
export function foldFully(text: string): string {
  const bare = text.replace(INVISIBLE, "");
  const marked = WORD_MARK.test(bare)
    ? bare
        .replace(PARENTHESISED_LETTER, (c) => String.fromCharCode(c.charCodeAt(0) - 0x249c + 0x61))
        .replace(IN_WORD_POINT, "")
        .replace(UNICODE_HYPHEN, "-")
    : bare;
  return marked
    .normalize("NFKC")
    .replace(HOMOGLYPH, (c) => HOMOGLYPHS[c])
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, " ");
}

/**
 * The text with invisible characters gone, compatibility forms folded and lower case, but
 * scripts kept: Russian or Japanese read as themselves (homoglyph folding would turn
 * "Внимание" into mixed Latin, and stripping marks would cut Japanese voicing marks).
 */
export const plainReading = (text: string): string => (ASCII.test(text) ? foldAscii(text) : plainFully(text));

/** plainReading for any text. */
export function plainFully(text: string): string {
  return text.replace(INVISIBLE, "").normalize("NFKC").toLowerCase().replace(/\s+/g, " ");
}

// What each join needs, as a plain test run first (a letter is one or two UTF-16 units): most
// sentences have none, and a replace that matches nothing returns its text unchanged.
const SPACED_RUN = / [^]{1,2} [^]{1,2} /;
const DOTTED_RUN = /\.[^]{1,2}\./;

/** Spaced, dotted or underscored letters, character references and words hyphenated across lines joined back. */
function joinedReading(folded: string): string {
  let joined = folded;
  if (SPACED_RUN.test(joined)) joined = joined.replace(/\b(?:\p{L} ){3,}\p{L}\b/gu, (run) => run.replace(/ /g, ""));
  if (DOTTED_RUN.test(joined)) joined = joined.replace(/\b(?:\p{L}\.){3,}\p{L}\b/gu, (run) => run.replace(/\./g, ""));
  if (joined.includes("_")) joined = joined.replace(UNDERSCORED_RUN, (run) => run.replace(/_/g, ""));
  if (joined.includes("_")) joined = joined.replace(WORD_UNDERSCORE, " ");
  if (joined.includes("&#")) joined = joined.replace(CHARACTER_REFERENCE, decodeReference);
  // Words chained by hyphens or dots, four or more ("do-what-it-says", "format.the.answer.as"): a disguise of spaces.
  if (CHAIN_HINT.test(joined) && WORD_CHAIN.test(joined))
    joined = joined.replace(WORD_CHAIN_G, (run) => run.replace(/[.-]/g, " "));
  return joined.includes("-") ? joined.replace(/(\p{L})- ?(?=\p{Ll})/gu, "$1") : joined;
}

// Folded Latin letters only (accents are gone by then), so a plain test can go first (CHAIN_HINT).
const WORD_CHAIN_SOURCE =
  "(?<![\\p{L}\\p{N}./@:-])[a-z]+(?:([.-])[a-z]+)(?:\\1[a-z]+){3,}(?![\\p{L}\\p{N}/@]|\\.\\p{L})";
const WORD_CHAIN = new RegExp(WORD_CHAIN_SOURCE, "u");
// What WORD_CHAIN needs, without its lookbehind and back-reference: twenty times quicker, and most sentences fail it.
const CHAIN_HINT = /[a-z][.-][a-z]+[.-][a-z]+[.-][a-z]+[.-][a-z]/;
// "picture_the_ideal": underscores between words (what UNDERSCORED_RUN left) read as spaces.
export const WORD_UNDERSCORE = /(?<=[\p{L}'])_+(?=\p{L})/gu;
export const WORD_CHAIN_G = new RegExp(WORD_CHAIN_SOURCE, "gu");

// "i_g_n_o_r_e" (letters only: a blank to fill in, "_____", is no word).
export const UNDERSCORED_RUN = /(?<![\p{L}_])(?:\p{L}_){3,}\p{L}(?![\p{L}_])/gu;
// "&#105;gnore": a character written as markup in text that is not markup.
export const CHARACTER_REFERENCE = /&#(?:x([0-9a-f]{1,6})|(\d{1,7}));/g;
export function decodeReference(ref: string, hex?: string, dec?: string): string {
  const code = hex ? parseInt(hex, 16) : Number(dec);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code).toLowerCase() : ref;
}

// "i g n o r e   p r e v i o u s": letters spaced apart, the words told apart by wider gaps (lost once folded).
const SPACED_WORDS = /(?:\p{L} ){3,}\p{L}(?: {2,}|\t)/u;
const SPACED_WORD = /^(?:\p{L} )+\p{L}$/u;

/** The text with each word of spaced letters joined, gaps between words kept as one space; null when it has none. */
export function spacedWordsReading(text: string): string | null {
  if (!(text.includes("  ") || text.includes("\t")) || !SPACED_WORDS.test(text)) return null;
  return text
    .split(/ {2,}|\t/)
    .map((chunk) => (SPACED_WORD.test(chunk.trim()) ? chunk.replace(/ /g, "") : chunk))
    .join(" ");
}

/**
 * The readings of a text the screen matches against: one per reading of an ambiguous "1".
 * Remembered, since the features and the weak signals read the same sentence.
 */
export const screenReadings = memoizeByString(readingsOf);

// A word of three or more capitalised words run together ("ItIsRequestedThat"): spaces taken out, case kept.
export const CAMEL_RUN = /[a-z][A-Z][a-z]+[A-Z]/;

export const splitCamel = (text: string) => text.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, " ");

function readingsOf(text: string): string[] {
  const folded = foldConfusables(CAMEL_RUN.test(text) ? splitCamel(text) : text);
  // "i g n o r e": letters spaced apart, joined back (runs of four or more single letters).
  // "i.g.n.o.r.e" and "inve- stment" (a word hyphenated across lines) joined back too.
  const joined = joinedReading(folded);
  const readings = new Set([folded, joined, unLeet(folded, "i"), unLeet(folded, "l")]);
  return [...readings];
}

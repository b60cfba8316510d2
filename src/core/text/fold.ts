/**
 * Folding text into a comparable form, in one place: one named profile per kind of
 * comparison. The profiles differ where each step was tuned (which quotes count as
 * quotes, whether a hyphen is spelling or typesetting, NFKC or NFKD), and merging them
 * would move what Find finds, what a quote matches and which row a figure is read from;
 * side by side, the differences are at least in view.
 *
 * - search:  Find in the document, page words and queries alike (NFKD, accents and
 *            hyphens dropped, so "capi-" + "tal" and "résumé" are found by "capital", "resume").
 * - query:   a Find query: search, with white space collapsed.
 * - match:   quotes, claims and page words on the answer path (NFKC, straight quotes and
 *            dashes, soft hyphens dropped, lower case).
 * - display: a quote as a reader sees it: line-end hyphenation joined, white space collapsed.
 * - label:   a statement row's label for the line-item rules: letters, digits, "&" and "'",
 *            single spaces, no parenthetical.
 * - words:   a question's or a table row's words, space-separated ("U.S." reads "us").
 * - term:    one lower-cased search token, without a possessive, apostrophes or periods.
 * - accents: a title compared across languages and fonts (NFD, Latin accents dropped, case
 *            kept): some fonts set an accent as a glyph of its own beside its letter
 *            ("Table des mati`eres"), so the spacing accents go too.
 * - script:  a title in any script (NFKD, accents dropped, lower case, letters and digits of every
 *            script in single spaces): what a Latin title keeps, kept for "Общие сведения" too.
 * - script-compact: script without its spaces: Chinese and Japanese set none between words, and
 *            extraction puts some where scripts meet ("在 Asymptote 的" for "在Asymptote的").
 */
import { keepsLineHyphen } from "./line-hyphens";

export type FoldProfile =
  "search" | "query" | "match" | "display" | "label" | "words" | "term" | "accents" | "script" | "script-compact";

// search
const SEARCH_PLAIN = /^[a-z0-9 .,;:!?$%()&/'"+=*#@[\]]*$/i;
const MARKS = /\p{M}/gu;
const SEARCH_HYPHENS = /[-\u00ad\u2010\u2011]/g;

function search(text: string): string {
  // Most words are plain ASCII: lower case is all they need (a layout holds ~100k words).
  if (SEARCH_PLAIN.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2012-\u2015]/g, "-")
    .replace(SEARCH_HYPHENS, "");
}

// match
const QUOTES_SINGLE = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g;
const QUOTES_DOUBLE = /[\u201C\u201D\u201E\u201F\u2033]/g;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/** NFKC (which also expands ﬁ ﬂ ﬀ ﬃ ﬄ), straight quotes and dashes, lower case. */
function match(text: string): string {
  return text
    .normalize("NFKC")
    .replace(QUOTES_SINGLE, "'")
    .replace(QUOTES_DOUBLE, '"')
    .replace(DASHES, "-")
    .replace(/\u00AD/g, "")
    .toLowerCase();
}

// display
// A hyphen ending a line before a lower-case continuation is typesetting, not spelling.
const LINE_HYPHEN = /(\p{L})[-\u00AD]\s*\n\s*(?=\p{Ll})/gu;

/** Joins words hyphenated across a line break ("com-\npile" → "compile"). */
export function dehyphenate(text: string): string {
  return text.replace(LINE_HYPHEN, (_whole, letter: string, at: number, all: string) =>
    keepsLineHyphen(all.slice(0, at + letter.length) + "-") ? `${letter}-` : letter,
  );
}

// label: "Property, plant & equipment—net" → "property plant & equipment net".
function label(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2014\u2013]/g, " ")
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^a-z0-9&' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

// words
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/\.(?=\w)|['\u2019]s?\b|\./g, "")
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();
}

// accents
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;
/**
 * Accents a font may set as glyphs of their own beside their letters (TeX's "Devan¯agar¯ı", "mati`eres"):
 * grave, acute, circumflex, diaeresis, tilde, cedilla, macron, breve, dot, ring, double acute, caron, ogonek.
 */
export const SPACING_ACCENT_CHARS = "`´^¨˜¸¯˘˙˚˝ˇ˛ˆ";
const SPACING_ACCENTS = new RegExp(`[${SPACING_ACCENT_CHARS}]`, "g");

function accents(text: string): string {
  return text.normalize("NFD").replace(COMBINING_ACCENTS, "").replace(SPACING_ACCENTS, "");
}

// script
function script(text: string): string {
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const PROFILES: Record<FoldProfile, (text: string) => string> = {
  search,
  query: (text) => search(text).replace(/\s+/g, " ").trim(),
  match,
  display: (text) => dehyphenate(text).replace(/\s+/g, " ").trim(),
  label,
  words,
  term: (token) => token.replace(/[’']s$/, "").replace(/[’'.]/g, ""),
  accents,
  script,
  "script-compact": (text) => script(text).replace(/ /g, ""),
};

/** `text` folded for one kind of comparison (see the profiles above). */
export function fold(text: string, profile: FoldProfile): string {
  return PROFILES[profile](text);
}

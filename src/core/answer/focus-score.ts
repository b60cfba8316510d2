/**
 * How well a sentence gives what a question's focus (question-focus.ts) asks for, by the shape of
 * the value it prints: a date, a stretch of time, a code or address, a version read whole, a path,
 * a name or a cited author the question does not name, a defining sentence. Shapes only: the words
 * the sentence shares with the question are weighed elsewhere.
 */
import { VERSION_WORD, type FocusKind, type QuestionFocus } from "./question-focus";
import { definesTerm } from "./term-definitions";
import { matchTokens } from "./normalize";
import { FUNCTION_WORDS } from "../text/stop-words";
import { NUMBER_WORD_PATTERN } from "../text/number-tokens";
import { MONTH_NAMES, MONTH_PATTERN } from "../text/english-words";
import { DURATION_UNITS } from "./answer-words";
import { YEAR_IN_TEXT } from "../text/years";
import { BARE_EXTENSION } from "../text/option-tokens";

const MONTH = MONTH_PATTERN;
export const FULL_DATE = new RegExp(
  `\\b${MONTH}\\.? \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b|\\b\\d{1,2}(?:st|nd|rd|th)? (?:day of )?${MONTH},? \\d{4}\\b|` +
    `\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b`,
  "i",
);
// "November 2022": a date to the month (a cover's date; an agreement left undated to the day).
export const MONTH_YEAR = new RegExp(String.raw`\b${MONTH}\.?,? \d{4}\b`, "i");
/** A count of units of time: "six months", "30 days", "a four-week period", "(90) days"; or none. */
const DURATION = new RegExp(
  String.raw`\b(?:\d+(?:\.\d+)?|${NUMBER_WORD_PATTERN}|an?)(?:\s+\(\d+\))?[\s-]+` +
    // A term with no end is a duration too ("continues in perpetuity").
    String.raw`(?:${DURATION_UNITS.join("|")})\b|\bin perpetuity\b|\bindefinitely\b`,
  "i",
);
const EMAIL = /\b[\w.+-]+@[\w-]+\.[\w.]+\b/;
const WEB_ADDRESS = /\bhttps?:\/\/\S+|\bwww\.[\w-]+\.\S+/;
const WEB_ADDRESSES = new RegExp(WEB_ADDRESS.source, "g");
// A code, number or address as printed: digits with letters or separators ("21-13199", "AR01", "v2.18"),
// an e-mail, a web address.
const IDENTIFIER_TOKEN = new RegExp(
  String.raw`\b(?=[\w.-]*\d)(?=[\w.-]*[A-Za-z-])[\w.-]{3,}\b|\b\d{2,}[-/]\d{2,}\b|` +
    `${EMAIL.source}|${WEB_ADDRESS.source}`,
);
const COMPANY_SUFFIX = String.raw`\b(?:Inc|LLC|Ltd|Corp(?:oration)?|Company|Co)\b`;
// Two or more capitalised words in a row, or one with a company suffix: a name.
const PROPER_NAME = new RegExp(
  String.raw`\b\p{Lu}[\p{L}&.-]+(?:\s+(?:of|the|and|&|for)?\s*\p{Lu}[\p{L}&.-]+)+|` + String.raw`${COMPANY_SUFFIX}\.?`,
  "u",
);

// A version number as printed, read whole: "3.8", "1.3c" (a letter of a revision), "4.2a1", "1.1-7" (a build).
const VERSION_NUMBER = String.raw`\d+(?:\.\d+)*(?:[a-z]\d*)?(?:-\d+)?`;
// A version ends where its word does: "Version 1.3c" is never read as "Version 1" (a full stop may follow).
const VERSION_END = String.raw`(?![\w-]|\.\w)`;
// A version as printed: "v2.0.0", "4.19.0", "2.0b", "version 3.8", "Version 1.3c"; a bare "3.8" may be one, or any
// decimal figure.
const VERSION_TOKEN = new RegExp(
  String.raw`(?:^|[^\w.])(?:v${VERSION_NUMBER}|\d+\.\d+\.\d+(?:[a-z]\d*)?|\d+\.\d+[a-z]\d*|` +
    String.raw`${VERSION_WORD}\s+(${VERSION_NUMBER}))${VERSION_END}`,
  "i",
);

/** The version number a text prints after "version"/"release" or in a version's own shape, read whole. */
export function versionNumber(text: string): string | undefined {
  const m = VERSION_TOKEN.exec(text);
  return m ? (m[1] ?? m[0].replace(/^[^\w]*v?/i, "")) : undefined;
}
/** Where a text prints the value a date or version question asks for (its start and length); null when it does not. */
export function printedValue(text: string, kind: FocusKind): { index: number; length: number } | null {
  const m =
    kind === "date"
      ? (FULL_DATE.exec(text) ?? MONTH_YEAR.exec(text))
      : kind === "version"
        ? VERSION_TOKEN.exec(text)
        : null;
  return m ? { index: m.index, length: m[0].length } : null;
}
const DECIMAL = /(?:^|[^\w.])\d+\.\d+\b(?!\s*(?:%|percent|million|billion|thousand))/i;
/**
 * A text that may print a version: one in a version's own shape or after its word, or a bare decimal that is no
 * share or amount ("Python 3.8"). Navigation asks it of a page's passages for a version question.
 */
export const VERSION_IN_TEXT = new RegExp(`${VERSION_TOKEN.source}|${DECIMAL.source}`, "i");
// A path or a file's name: "/dev/null", "~/.ssh/config", "$HOME/bin", "lib/os.js", "fonts.conf".
const PATH_TOKEN = new RegExp(
  String.raw`(?:^|[\s(<"'\u201C])(?:~|\$[\w{}]+|\.{1,2})?\/[\w.$~+-]+|\b[\w.-]+\/[\w.-]+\.[a-z]{1,5}\b|` +
    // A bare file name is in lower case or capitals ("fonts.conf", "README.md"), not a product's name ("Node.js").
    String.raw`\b(?:[a-z_][\w-]*|[A-Z0-9_-]+)\.(?:js|mjs|cjs|ts|py|c|h|cc|cpp|rs|go|java|conf|json|txt|md|html?|xml|` +
    String.raw`cfg|ini|sh|ya?ml|toml)\b|` +
    // A name set in quotes with a dot in it ("a file named ‘form.set’"), or an extension standing alone
    // ("the extension “.ine”"): a manual prints a file of its own kind so, whatever the extension.
    String.raw`["'\u2018\u201C][\w-]{2,}\.[A-Za-z]\w{0,5}["'\u2019\u201D]`,
);
/**
 * An extension standing alone ("the extension “.ine”") answers a question after a file's extension; asked
 * for a directory, a sentence naming "(.bib) files" names no directory.
 */
const asksExtension = (focus: QuestionFocus) =>
  !!focus.asked && ["extension", "suffix"].some((w) => focus.asked!.has(w));

/** How well a sentence gives what the question's focus asks for, 0..1 (before the question's own words). */
export function focusScore(text: string, focus: QuestionFocus): number {
  switch (focus.kind) {
    case "date":
      if (FULL_DATE.test(text)) return 1;
      if (MONTH_YEAR.test(text)) return 0.8;
      // "When does this agreement expire?": a clause may give its term as a span ("three (3) years").
      if (focus.topics.some((t) => t.spans) && DURATION.test(text)) return 0.6;
      return YEAR_IN_TEXT.test(text) ? 0.4 : 0;
    case "duration":
      return DURATION.test(text) ? 1 : 0;
    case "name":
      return namesBeyond(text, focus.asked ?? new Set()) || citesBeyond(text, focus.asked ?? new Set()) ? 0.6 : 0;
    case "count":
      return 0;
    case "identifier":
      if (focus.address) return (focus.address === "email" ? EMAIL : WEB_ADDRESS).test(text) ? 1 : 0;
      return IDENTIFIER_TOKEN.test(text) ? 0.6 : 0;
    case "version":
      return VERSION_TOKEN.test(text) ? 1 : DECIMAL.test(text) ? 0.6 : 0;
    case "path":
      // A web address is no file's path ("http://www.example.org/sizes/a4.html" does not say where a file goes).
      if (asksExtension(focus) && BARE_EXTENSION.test(text)) return 1;
      return PATH_TOKEN.test(text.replace(WEB_ADDRESSES, " ")) ? 1 : 0;
    case "definition":
      return focus.term ? definesTerm(text, focus.term) : 0;
    default:
      return 0;
  }
}

const PROPER_NAMES = new RegExp(PROPER_NAME.source, "gu");
/**
 * A citation names its authors: "(Cohen 1980)", "Mullahy (1986)", "Newey and West (1987)",
 * "Lambert et al. 1992". A paper says who proposed a thing so, with one surname and a year.
 */
const CITATION =
  /\b(\p{Lu}[\p{L}'\u2019-]+)(?:,?\s+(?:and|&)\s+\p{Lu}[\p{L}'\u2019-]+|\s+et al\.?)?,?\s+\(?(?:1[6-9]|20)\d\d[a-z]?\b/gu;
const NOT_SURNAMES = new Set([...FUNCTION_WORDS, ...MONTH_NAMES.map((m) => m.toLowerCase())]);

/** The text cites an author the question does not name (a surname before a year, not "In 1985" or "May 2008"). */
function citesBeyond(text: string, asked: Set<string>): boolean {
  for (const m of text.matchAll(CITATION)) {
    const surname = m[1].toLowerCase();
    if (!NOT_SURNAMES.has(surname) && matchTokens(m[1]).some((t) => !asked.has(t))) return true;
  }
  return false;
}
const OPENERS = new Set(FUNCTION_WORDS);
const HAS_COMPANY_SUFFIX = new RegExp(COMPANY_SUFFIX);

/**
 * The text names someone or something the question does not: a run of capitalised words (or a
 * company suffix) with a word beyond the question's own. A capitalised function word opening it
 * ("The Anderson test …") is no part of a name, and "Mozilla Public License" asked about is no answer.
 */
function namesBeyond(text: string, asked: Set<string>): boolean {
  for (const m of text.matchAll(PROPER_NAMES)) {
    let words = m[0].split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
    if (words.length && OPENERS.has(words[0].toLowerCase())) words = words.slice(1);
    const suffix = HAS_COMPANY_SUFFIX.test(m[0]);
    if (words.length < (suffix ? 1 : 2)) continue;
    if (words.some((w) => matchTokens(w).some((t) => !asked.has(t)))) return true;
  }
  return false;
}

/**
 * The numbering a heading line carries in front of its title ("2.1 ", "A.3 ", "IV. ",
 * "CHAPTER TWO: ", "Section 4.02 "). Bookmarks and contents rows often name a section
 * without it ("Related Work" for "2 RELATED WORK"), so title search also compares the
 * line without it. Shapes only: digits, letters and roman numerals in the positions
 * numbering takes, and the words that announce a division.
 */
import { NUMBER_WORD_PATTERN } from "../text/number-tokens";
import { divisionAlternation } from "./division-words";

/** Words that announce a numbered division ("Chapter 3", "APPENDIX B"). */
export const DIVISION_WORDS = divisionAlternation("numbered_prefix");

/** "Chapter 3:", "APPENDIX B.", "Part Two –", "Section 4.02". */
const DIVISION = new RegExp(
  `^(?:${DIVISION_WORDS})\\s+` +
    `(?:\\d{1,3}(?:\\.\\d{1,3})*|[A-Z]|[IVXLC]{1,6}|[ivxlc]{1,6}|${NUMBER_WORD_PATTERN})\\b` +
    `\\s*[.:)\\u2013\\u2014-]?\\s+`,
  "i",
);

/** "2.1 ", "3. ", "A.1 ", "A ", "IV. ", "(a) ", "1) ". */
const NUMBER =
  /^(?:\d{1,3}(?:\.\d{1,3})*\.?|[A-Z](?:\.\d{1,3})*\.?|[IVXLC]{1,6}\.|\(?[a-z0-9]{1,3}\))\s*[:\u2013\u2014-]?\s+/;

const DIVISION_START = new Set(DIVISION_WORDS.split("|"));

/** Whether the text could open with numbering at all (checked per line of a document: cheap first). */
function mayBeNumbered(t: string): boolean {
  const c = t.charCodeAt(0);
  if ((c >= 48 && c <= 57) || c === 40 || c === 167) return true;
  const upper = c >= 65 && c <= 90;
  if (!upper && !(c >= 97 && c <= 122)) return false;
  if (upper && (t[1] === "." || t[1] === " " || /^[IVXLC]+[.\s]/.test(t))) return true;
  // Only a division word ("Chapter", "Appendix") can open a numbering with a word.
  const space = t.indexOf(" ");
  return space >= 3 && space <= 10 && DIVISION_START.has(t.slice(0, space).toLowerCase());
}

/** The line without its leading numbering, or null when it has none. */
export function withoutNumbering(text: string): string | null {
  const t = text.trimStart();
  if (!mayBeNumbered(t)) return null;
  const m = DIVISION.exec(t) ?? NUMBER.exec(t);
  if (!m) return null;
  const rest = t.slice(m[0].length);
  // A title follows (possibly after a second numbering, "22.1 1. Convert"), not a row of figures.
  return /\p{L}/u.test(rest.slice(0, 8)) ? rest : null;
}

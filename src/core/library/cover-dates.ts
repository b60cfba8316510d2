/**
 * Dates and period words as filings print them on their covers ("December 31, 2018",
 * "MAY 29, 2022", "fourth-quarter", "Q2"). Pure string work; no Date objects, so a
 * date read here is the date printed, in no time zone.
 */
import { MONTH_NAMES as MONTHS } from "../text/english-words";

/** "Month D, YYYY" anywhere in a text (case-insensitive, spaces around the comma tolerated). */
export const DATE_PATTERN = new RegExp(`\\b(${MONTHS.join("|")})\\s+(\\d{1,2})\\s*,\\s*((?:19|20)\\d{2})\\b`, "i");

/** An ISO date (YYYY-MM-DD) from a "Month D, YYYY" match. */
export function isoFromMatch(m: RegExpExecArray): string {
  const month = MONTHS.indexOf(m[1].toLowerCase()) + 1;
  return `${m[3]}-${String(month).padStart(2, "0")}-${m[2].padStart(2, "0")}`;
}

/** The first printed date in a text, as ISO, or null. */
export function firstDate(text: string): string | null {
  const m = DATE_PATTERN.exec(text);
  return m ? isoFromMatch(m) : null;
}

export const yearOf = (iso: string): number => Number(iso.slice(0, 4));
export const monthOf = (iso: string): number => Number(iso.slice(5, 7));

const ORDINALS: Record<string, 1 | 2 | 3 | 4> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  "1st": 1,
  "2nd": 2,
  "3rd": 3,
  "4th": 4,
};

/** A quarter word ("second", "2nd", "Q2") as its number, or null. */
export function quarterNumber(word: string): 1 | 2 | 3 | 4 | null {
  const w = word.toLowerCase();
  if (ORDINALS[w]) return ORDINALS[w];
  const q = /^q([1-4])$/.exec(w);
  return q ? (Number(q[1]) as 1 | 2 | 3 | 4) : null;
}

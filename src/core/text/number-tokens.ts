/**
 * The tokens documents number their sections and pages with, read as numbers, in one place:
 * roman numerals ("IV", front matter's "xii"), number words ("CHAPTER TWO"), appendix letters
 * ("A.1"), dotted paths ("4.2.1"), and whether one path continues another ("3.2" after "3.1").
 * The shapes around the tokens stay with the readers that know their context, because each
 * accepts what its context allows: a heading's number (tree/numbering.ts), a filing's labels
 * (tree/labels.ts), the numbering a title search strips (tree/line-numbering.ts), a contents
 * row's page (tree/contents-place.ts), a footer's page (pages/printed-labels.ts) and a
 * reference in running text (navigate/part-references.ts).
 */
import { NUMBER_WORDS } from "./english-words";

const ROMAN_DIGITS: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

/**
 * Value of a lowercase or uppercase roman numeral, or null: any run of roman letters, each
 * subtracted when a larger one follows ("iiii" is 4), as headings and contents rows need no more.
 */
export function romanValue(s: string): number | null {
  if (!/^[ivxlcdm]+$/i.test(s)) return null;
  let total = 0;
  const t = s.toLowerCase();
  for (let i = 0; i < t.length; i++) {
    const cur = ROMAN_DIGITS[t[i]];
    const next = ROMAN_DIGITS[t[i + 1]] ?? 0;
    total += cur < next ? -cur : cur;
  }
  return total;
}

/**
 * Value of a numeral written the one canonical way, from "i" to "xxxix" (front matter's page
 * numbers), or null: a footer's "vx" or "xl" is no page number.
 */
export function canonicalRomanValue(text: string): number | null {
  const s = text.toLowerCase();
  return s && /^(x{0,3})(ix|iv|v?i{0,3})$/.test(s) ? romanValue(s) : null;
}

/** "one" to "twenty" as alternatives of a pattern: a division numbered in words starts at one. */
export const NUMBER_WORD_PATTERN = NUMBER_WORDS.slice(1).join("|");

/** A token as a number: digits, a number word ("Two"), or a roman numeral; null when it is none. */
export function numberTokenValue(token: string): number | null {
  if (/^\d+$/.test(token)) return Number(token);
  const w = NUMBER_WORDS.indexOf(token.toLowerCase());
  if (w >= 1) return w;
  return romanValue(token);
}

/** An appendix letter's place in the alphabet: "A" and "a" are 1. */
export const letterValue = (s: string) => s.toLowerCase().charCodeAt(0) - 96;

/** "4.2.1" as [4, 2, 1]. */
export const dottedPath = (s: string) => s.split(".").map(Number);

/**
 * Whether path `p` may follow `last` in one numbering: the next sibling ("3.2" after "3.1"),
 * a first child ("3.1" after "3"), or an ancestor's next ("4" after "3.2.1"), each by a step
 * of at most `most` (a section dropped or unread skips one).
 */
export function continuesPath(last: number[], p: number[], most: number): boolean {
  for (let k = Math.min(last.length, p.length); k >= 1; k--) {
    const samePrefix = last.slice(0, k - 1).every((v, i) => v === p[i]);
    const step = p[k - 1] - last[k - 1];
    // p continues at depth k: the next number there, then first children below it.
    if (samePrefix && step >= 1 && step <= most && p.slice(k).every((v) => v <= most)) return true;
  }
  // A first child: "3.1" after "3", "3.1.1" after "3.1".
  return p.length > last.length && last.every((v, i) => v === p[i]) && p.slice(last.length).every((v) => v <= most);
}

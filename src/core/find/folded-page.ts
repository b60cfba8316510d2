/**
 * A page's words as one folded string for finding: lower case, accents and ligatures
 * taken apart (NFKD: "ﬁ" reads "fi", "é" reads "e"), hyphens dropped so a word broken
 * across lines ("capi-" / "tal") reads whole, lines joined by a space. Every character
 * remembers the word it came from, so a match maps back to rectangles on the page.
 */
import type { PageLayout } from "../types";

export interface FoldedPage {
  page: number;
  text: string;
  /** For each character of `text`: [line index, word index], or -1 for a joining space. */
  line: Int32Array;
  word: Int32Array;
}

const HYPHENS = /[-\u00ad\u2010\u2011]/g;
const MARKS = /\p{M}/gu;

const PLAIN = /^[a-z0-9 .,;:!?$%()&/'"+=*#@[\]]*$/i;

/** The folding every query and page go through. */
export function fold(text: string): string {
  // Most words are plain ASCII: lower case is all they need (a layout holds ~100k words).
  if (PLAIN.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2012-\u2015]/g, "-")
    .replace(HYPHENS, "");
}

/** A query folded like the pages, its whitespace collapsed. */
export function foldQuery(query: string): string {
  return fold(query).replace(/\s+/g, " ").trim();
}

/** True when a word is cut by a hyphen at the end of its line: the next line continues it with no space. */
const brokenAtEnd = (word: string) => /[-\u00ad\u2010\u2011]$/.test(word);

export function foldPage(layout: PageLayout): FoldedPage {
  // Pieces first (a space is [-1, -1]), then the character maps in one pass of typed arrays.
  const parts: string[] = [];
  const owners: number[] = [];
  let glued = false;
  layout.lines.forEach((line, li) => {
    line.words.forEach((w, wi) => {
      if (parts.length && !glued) {
        parts.push(" ");
        owners.push(-1, -1);
      }
      parts.push(fold(w.text));
      owners.push(li, wi);
      glued = wi === line.words.length - 1 && brokenAtEnd(w.text);
    });
  });
  const text = parts.join("");
  // UTF-16 units, as indexOf counts them.
  const line = new Int32Array(text.length);
  const word = new Int32Array(text.length);
  let at = 0;
  parts.forEach((s, k) => {
    line.fill(owners[2 * k], at, at + s.length);
    word.fill(owners[2 * k + 1], at, at + s.length);
    at += s.length;
  });
  return { page: layout.page, text, line, word };
}

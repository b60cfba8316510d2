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

/** The folding every query and page go through. */
export function fold(text: string): string {
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
  const chars: string[] = [];
  const lines: number[] = [];
  const words: number[] = [];
  const push = (s: string, li: number, wi: number) => {
    for (const ch of s) {
      chars.push(ch);
      lines.push(li);
      words.push(wi);
    }
  };
  let glued = false;
  layout.lines.forEach((line, li) => {
    line.words.forEach((w, wi) => {
      if (chars.length && !glued) push(" ", -1, -1);
      push(fold(w.text), li, wi);
      glued = wi === line.words.length - 1 && brokenAtEnd(w.text);
    });
  });
  return { page: layout.page, text: chars.join(""), line: Int32Array.from(lines), word: Int32Array.from(words) };
}

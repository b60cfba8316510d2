/**
 * A page's words as one folded string for finding (the "search" profile of core/text/fold.ts:
 * lower case, accents and ligatures taken apart, hyphens dropped so a word broken across
 * lines, "capi-" / "tal", reads whole), lines joined by a space. Every character remembers
 * the word it came from, so a match maps back to rectangles on the page.
 */
import { fold } from "../text/fold";
import type { PageLayout } from "../types";

export interface FoldedPage {
  page: number;
  text: string;
  /** For each character of `text`: [line index, word index], or -1 for a joining space. */
  line: Int32Array;
  word: Int32Array;
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
      parts.push(fold(w.text, "search"));
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

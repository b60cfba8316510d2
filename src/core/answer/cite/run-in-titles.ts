/**
 * Run-in titles: a clause or paragraph that opens with its title on the same line ("25. Governing
 * Law and Venue. This Agreement will be governed by …", "Results. We find …") splits into a title
 * sentence and a body sentence. Quoted apart, the title answers nothing and the body loses what it
 * is about, so a question on governing law ranks another clause that merely says "laws" higher. The
 * title is joined to the sentence it heads: one quote, titled as the clause.
 */

import { TITLE_SMALL_WORDS } from "../answer-words";

// A title's words: capitalised words, joined by the few small words titles keep in lower case (and "&").
const SMALL_WORDS = new Set([...TITLE_SMALL_WORDS, "&"]);
const SMALL = [...SMALL_WORDS].join("|");
const TITLE_WORD = String.raw`(?:\p{Lu}[\p{L}'\u2019/-]*|${SMALL})`;
// "25.", "(j)", "1.3", "Section 9.09.", "IV." before the title, when printed on it.
const NUMBER = String.raw`(?:(?:section|article|clause)\s+)?(?:\(?[\da-z]{1,3}\)|\d+(?:\.\d+)*\.?|[IVX]+\.)\s*`;
// "i" is for the clause word and the numerals ("Section", "iv."); under it \p{Lu} matches any letter, so the
// capitals are checked apart (STARTS_TITLE_CASE, and each word in isRunInTitle).
const RUN_IN_TITLE = new RegExp(String.raw`^(?:${NUMBER})?\p{Lu}[\p{L}'\u2019/-]*(?:[ ,]+${TITLE_WORD}){0,6}\.$`, "iu");
const STARTS_TITLE_CASE = new RegExp(String.raw`^(?:${NUMBER})?\p{Lu}`, "u");
/** A number or letter printed alone before the title ("25.", "(j)"): split off as a piece of its own. */
const BARE_NUMBER = new RegExp(String.raw`^${NUMBER}$`, "iu");

/** A short title in title case ending in a full stop; every word but the small ones capitalised. */
export function isRunInTitle(piece: string): boolean {
  if (!RUN_IN_TITLE.test(piece) || !STARTS_TITLE_CASE.test(piece)) return false;
  const words = piece.replace(/\.$/, "").split(/[ ,]+/);
  return words.every((w) => /^\p{Lu}|^[\d(]/u.test(w) || SMALL_WORDS.has(w));
}

/**
 * The sentences of one block with each run-in title joined to the sentence after it. A title is
 * one only where a clause starts: at the block's start, after a bare clause number, or carrying
 * its number itself; and only before a sentence that opens with a capital (a body, not a list).
 */
export function joinRunInTitles(text: string, pieces: readonly string[]): string[] {
  const out: string[] = [];
  let cursor = 0;
  const starts = pieces.map((p) => {
    const at = text.indexOf(p, cursor);
    cursor = at < 0 ? cursor : at + p.length;
    return at;
  });
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    const next = pieces[i + 1];
    const opensClause = i === 0 || BARE_NUMBER.test(pieces[i - 1]) || /^[\d(]/.test(piece);
    const from = starts[i];
    const to = starts[i + 1];
    if (next && opensClause && from >= 0 && to >= 0 && /^["'\u201C]?\p{Lu}/u.test(next) && isRunInTitle(piece)) {
      out.push(text.slice(from, to + next.length));
      i++;
    } else out.push(piece);
  }
  return out;
}

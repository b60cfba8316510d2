/**
 * The share of the question a page's best passage holds. A page is read as sentences (the page's
 * text, its line breaks joined, split at sentence ends), and a passage is one sentence or two in a
 * row; its share is the question's idf-weighted terms it holds, as the page's coverage counts them.
 * The page whose one sentence holds "installer", "file", "error" and "messages" answers "Which
 * file does the installer write its error messages to?" where a page that uses each word in
 * another paragraph does not.
 */
import { idf } from "./bm25";
import { terms } from "./keywords";
import type { NavQuery } from "./query";
import type { NavIndex } from "./types";
import { pageSentences } from "../answer/sentences";
import type { FocusKind } from "../answer/question-focus";
import { NUMBER_WORDS } from "../text/english-words";
import { YEAR_IN_TEXT } from "../text/years";
import { VERSION_IN_TEXT } from "../answer/focus-score";

const COUNT = new RegExp(String.raw`\b\d+\b|\b(?:${[...NUMBER_WORDS].join("|")})\b`, "i");

/**
 * What a passage must hold to answer a question after a date, a count or a version: a year, a number,
 * a version number ("3.6.0"). The
 * page that says the tool "was first released on the web in 2006" answers "In which year …?", not
 * the page whose sentence uses "released" and "web" with no year.
 */
export function valueHeld(kind: FocusKind): RegExp | undefined {
  return kind === "date" ? YEAR_IN_TEXT : kind === "count" ? COUNT : kind === "version" ? VERSION_IN_TEXT : undefined;
}

/** A run of text with no sentence end this long is a table or a list, read in pieces of this many words. */
const MAX_PASSAGE_WORDS = 60;

function passages(text: string, holds?: RegExp): string[][] {
  const out: string[][] = [];
  for (const s of pageSentences(text)) {
    // A question after a year or a count is answered by a sentence that holds one.
    if (holds && !holds.test(s)) {
      out.push([]);
      continue;
    }
    const words = terms(s);
    for (let i = 0; i < words.length; i += MAX_PASSAGE_WORDS) out.push(words.slice(i, i + MAX_PASSAGE_WORDS));
  }
  return out;
}

/** 0..1: the best share of the question's weight held by one sentence or two in a row of the page. */
export function passageCoverage(index: NavIndex, q: NavQuery, text: string, holds?: RegExp): number {
  const weight = new Map<string, number>();
  let all = 0;
  for (const [t, w] of q.terms) {
    const v = w * idf(index.pageBm25, t);
    weight.set(t, v);
    all += v;
  }
  if (all <= 0) return 0;
  const held = (words: readonly string[]) => {
    let have = 0;
    for (const t of new Set(words)) have += weight.get(t) ?? 0;
    return have;
  };
  const units = passages(text, holds);
  let best = 0;
  for (let i = 0; i < units.length; i++) {
    best = Math.max(best, held(units[i]));
    if (i + 1 < units.length) best = Math.max(best, held([...units[i], ...units[i + 1]]));
  }
  return best / all;
}

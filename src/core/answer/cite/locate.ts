/**
 * Finds a quote on a page and turns the match into one highlight rectangle per line.
 * Order of attempts: the normalised character stream (exact up to case, ligatures,
 * punctuation, whitespace, hyphenation and split text items), then a window of page
 * tokens with ≥ 80% token overlap. Quotes under 4 tokens must match exactly, on word
 * boundaries, because a fuzzy short quote lands anywhere.
 */
import type { PageLayout, Rect } from "../../types";
import { matchTokens } from "../normalize";
import { pageIndex, tokenAt, type PageIndex } from "./page-index";

export type Precision = "line" | "page" | "section";
export type LocateMethod = "exact" | "normalised" | "fuzzy" | "none";

export interface Location {
  precision: "line" | "page";
  method: LocateMethod;
  /** Token overlap of the match, 0..1 (1 for stream matches). */
  score: number;
  /** One rectangle per line touched, normalised 0–1, in reading order. */
  rects: Rect[];
  /** Matched page token ranges [start, end), in page order (several when a quote jumps a footer or column). */
  ranges: [number, number][];
}

export const MIN_OVERLAP = 0.8;
export const MIN_FUZZY_TOKENS = 4;

const NOT_FOUND: Location = { precision: "page", method: "none", score: 0, rects: [], ranges: [] };
/** A quote may jump at most twice (a footnote, a column break, a page header). */
const MAX_PIECES = 3;
const MIN_PIECE_TOKENS = 3;

export function locateQuote(layout: PageLayout, quote: string): Location {
  const idx = pageIndex(layout);
  const qTokens = matchTokens(quote);
  if (qTokens.length === 0 || idx.tokens.length === 0) return NOT_FOUND;
  const short = qTokens.length < MIN_FUZZY_TOKENS;
  const range = streamMatch(idx, qTokens.join(""), short);
  if (range) {
    const method = layout.text.includes(quote.trim()) ? "exact" : "normalised";
    return found(idx, method, 1, [range]);
  }
  if (short) return NOT_FOUND;
  const pieces = piecewiseMatch(idx, qTokens);
  if (pieces) return found(idx, "normalised", 1, pieces);
  const fuzzy = bestWindow(idx, qTokens);
  if (!fuzzy || fuzzy.score < MIN_OVERLAP) return { ...NOT_FOUND, score: fuzzy?.score ?? 0 };
  return found(idx, "fuzzy", fuzzy.score, [fuzzy.range]);
}

const found = (idx: PageIndex, method: LocateMethod, score: number, ranges: [number, number][]): Location => ({
  precision: "line",
  method,
  score,
  rects: ranges.flatMap((r) => rectsFor(idx, r)),
  ranges,
});

/** First token-aligned occurrence of `needle` at or after stream offset `from`: its first token, or -1. */
function alignedAt(idx: PageIndex, needle: string, from: number): number {
  for (let at = idx.stream.indexOf(needle, from); at >= 0; at = idx.stream.indexOf(needle, at + 1)) {
    const t = tokenAt(idx, at);
    if (idx.tokenStart[t] === at) return t;
  }
  return -1;
}

/**
 * The quote as up to MAX_PIECES exact runs in page order, each the longest prefix of what
 * is left: a sentence that continues in the next column after a footnote, or across a
 * running header, is still the page's own text in order.
 */
function piecewiseMatch(idx: PageIndex, q: string[]): [number, number][] | null {
  const ranges: [number, number][] = [];
  let from = 0;
  for (let i = 0; i < q.length;) {
    if (ranges.length === MAX_PIECES) return null;
    let lo = 0;
    let hi = q.length - i;
    // Longest prefix with an aligned occurrence: monotone in length, so binary search.
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (alignedAt(idx, q.slice(i, i + mid).join(""), from) >= 0) lo = mid;
      else hi = mid - 1;
    }
    if (lo < Math.min(MIN_PIECE_TOKENS, q.length - i)) return null;
    const needle = q.slice(i, i + lo).join("");
    const start = alignedAt(idx, needle, from);
    const end = tokenAt(idx, idx.tokenStart[start] + needle.length - 1) + 1;
    ranges.push([start, end]);
    from = idx.tokenStart[end];
    i += lo;
  }
  return ranges;
}

/** First occurrence on token boundaries; otherwise (long quotes only) the first anywhere. */
function streamMatch(idx: PageIndex, needle: string, boundariesOnly: boolean): [number, number] | null {
  let loose: [number, number] | null = null;
  for (let at = idx.stream.indexOf(needle); at >= 0; at = idx.stream.indexOf(needle, at + 1)) {
    const start = tokenAt(idx, at);
    const end = tokenAt(idx, at + needle.length - 1) + 1;
    if (idx.tokenStart[start] === at && idx.tokenStart[end] === at + needle.length) return [start, end];
    loose ??= [start, end];
  }
  return boundariesOnly ? null : loose;
}

/**
 * The window of page tokens with the best overlap: matched / max(|quote|, |window|),
 * multiset matching, order ignored (extractors disagree on table reading order). A best
 * window starts and ends on a matched token, so only those starts are tried.
 */
function bestWindow(idx: PageIndex, qTokens: string[]): { score: number; range: [number, number] } | null {
  const need = new Int32Array(idx.vocab.size);
  for (const t of qTokens) {
    const id = idx.vocab.get(t);
    if (id !== undefined) need[id]++;
  }
  const n = qTokens.length;
  const maxLen = Math.floor(n / MIN_OVERLAP);
  const have = new Int32Array(idx.vocab.size);
  let best: { score: number; range: [number, number] } | null = null;
  for (let s = 0; s < idx.ids.length; s++) {
    if (need[idx.ids[s]] === 0) continue;
    // Even a perfect window from here cannot beat the best one: stop.
    if (best && Math.min(n, idx.ids.length - s) / n <= best.score) break;
    let matched = 0;
    const stop = Math.min(idx.ids.length, s + maxLen);
    for (let e = s; e < stop; e++) {
      const id = idx.ids[e];
      if (have[id]++ >= need[id]) continue;
      matched++;
      const score = matched / Math.max(n, e - s + 1);
      if (!best || score > best.score) best = { score, range: [s, e + 1] };
    }
    for (let e = s; e < stop; e++) have[idx.ids[e]] = 0;
  }
  return best;
}

/** Union of the matched words on each line, one rectangle per line. */
export function rectsFor(idx: PageIndex, [start, end]: [number, number]): Rect[] {
  const rects: Rect[] = [];
  let line = -1;
  for (let w = idx.tokenWord0[start]; w <= idx.tokenWord1[end - 1]; w++) {
    const word = idx.words[w];
    const r = rects[rects.length - 1];
    if (idx.wordLine[w] !== line || !r) {
      line = idx.wordLine[w];
      rects.push({ x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 });
      continue;
    }
    r.x0 = Math.min(r.x0, word.x0);
    r.y0 = Math.min(r.y0, word.y0);
    r.x1 = Math.max(r.x1, word.x1);
    r.y1 = Math.max(r.y1, word.y1);
  }
  return rects;
}

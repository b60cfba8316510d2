/**
 * A per-page token index, built once and cached per PageLayout object, so each quote
 * lookup is a string search or a window scan over integers. Tokens keep the words they
 * came from, which is how a match turns back into exact word rectangles.
 */
import type { PageLayout, Word } from "../../types";
import { wordTokens } from "../normalize";

export interface PageIndex {
  page: number;
  /** Every word of the page in reading order. */
  words: Word[];
  /** Line index (into layout.lines) of each word. */
  wordLine: Int32Array;
  tokens: string[];
  /** Token ids (into a page-local vocabulary), parallel to `tokens`. */
  ids: Int32Array;
  vocab: Map<string, number>;
  /** First and last word a token came from (a hyphen-joined token spans two). */
  tokenWord0: Int32Array;
  tokenWord1: Int32Array;
  /** All tokens concatenated: the whitespace-free normalised character stream. */
  stream: string;
  /** Offset of each token in `stream`; one extra entry holds the stream's length. */
  tokenStart: Int32Array;
}

interface Building {
  tokens: string[];
  w0: number[];
  w1: number[];
}

/** A word ending in a hyphen before a lower-case word on the next line is one word split by typesetting. */
function joinsNextLine(word: string, next: Word | undefined, lineEnd: boolean): boolean {
  return lineEnd && next !== undefined && /\p{L}[-\u00AD\u2010\u2011]$/u.test(word) && /^\p{Ll}/u.test(next.text);
}

function addWordTokens(b: Building, text: string, wordIdx: number, joinPrev: boolean): void {
  const toks = wordTokens(text);
  toks.forEach((t, k) => {
    if (k === 0 && joinPrev && b.tokens.length > 0) {
      b.tokens[b.tokens.length - 1] += t;
      b.w1[b.w1.length - 1] = wordIdx;
      return;
    }
    b.tokens.push(t);
    b.w0.push(wordIdx);
    b.w1.push(wordIdx);
  });
}

export function buildPageIndex(layout: PageLayout): PageIndex {
  const words: Word[] = [];
  const lineOf: number[] = [];
  layout.lines.forEach((line, li) => line.words.forEach((w) => (words.push(w), lineOf.push(li))));
  const b: Building = { tokens: [], w0: [], w1: [] };
  let joinPrev = false;
  for (let i = 0; i < words.length; i++) {
    addWordTokens(b, words[i].text, i, joinPrev);
    joinPrev = joinsNextLine(words[i].text, words[i + 1], lineOf[i + 1] !== lineOf[i]);
  }
  const vocab = new Map<string, number>();
  const ids = Int32Array.from(b.tokens, (t) => vocab.get(t) ?? (vocab.set(t, vocab.size), vocab.size - 1));
  const tokenStart = new Int32Array(b.tokens.length + 1);
  b.tokens.forEach((t, i) => (tokenStart[i + 1] = tokenStart[i] + t.length));
  return {
    page: layout.page,
    words,
    wordLine: Int32Array.from(lineOf),
    tokens: b.tokens,
    ids,
    vocab,
    tokenWord0: Int32Array.from(b.w0),
    tokenWord1: Int32Array.from(b.w1),
    stream: b.tokens.join(""),
    tokenStart,
  };
}

const cache = new WeakMap<PageLayout, PageIndex>();

/** The page's index, built on first use and kept as long as the layout object lives. */
export function pageIndex(layout: PageLayout): PageIndex {
  let idx = cache.get(layout);
  if (!idx) cache.set(layout, (idx = buildPageIndex(layout)));
  return idx;
}

/** The token holding stream offset `pos` (binary search over token starts). */
export function tokenAt(idx: PageIndex, pos: number): number {
  let lo = 0;
  let hi = idx.tokens.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (idx.tokenStart[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Find in the document: every occurrence of a query on the folded pages (see
 * folded-page.ts), with the rectangles it covers on its page and a line of context.
 */
import type { PageLayout, Rect } from "../types";
import { fold } from "../text/fold";
import { type FoldedPage } from "./folded-page";

export interface FindHit {
  page: number;
  /** One rectangle per line the match covers, normalised 0–1. */
  rects: Rect[];
  /** The page text around the match, on one line, with the match at [from, to). */
  context: string;
  from: number;
  to: number;
}

/** Enough for a result list; a query matching more is too common to step through. */
export const MAX_HITS = 500;
const CONTEXT = 40;

/** The words a match covers, as one rectangle per line (word rectangles joined). */
function rectsOf(layout: PageLayout, folded: FoldedPage, start: number, end: number): Rect[] {
  const byLine = new Map<number, Rect>();
  for (let i = start; i < end; i++) {
    const li = folded.line[i];
    if (li < 0) continue;
    const w = layout.lines[li]?.words[folded.word[i]];
    if (!w) continue;
    const r = byLine.get(li);
    byLine.set(
      li,
      r
        ? { x0: Math.min(r.x0, w.x0), y0: Math.min(r.y0, w.y0), x1: Math.max(r.x1, w.x1), y1: Math.max(r.y1, w.y1) }
        : { x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1 },
    );
  }
  return [...byLine.keys()].sort((a, b) => a - b).map((k) => byLine.get(k)!);
}

/** A page's words in reading order, and where each line's words start among them. */
interface FlatWords {
  texts: string[];
  lineStart: number[];
}

function flatten(layout: PageLayout): FlatWords {
  const texts: string[] = [];
  const lineStart = layout.lines.map((l) => {
    const at = texts.length;
    for (const w of l.words) texts.push(w.text);
    return at;
  });
  return { texts, lineStart };
}

/** Words from `from` stepping by `step` until about CONTEXT characters are taken. */
function wordsToward(texts: string[], from: number, step: 1 | -1): string[] {
  const out: string[] = [];
  let chars = 0;
  for (let k = from; k >= 0 && k < texts.length && chars < CONTEXT; k += step) {
    out.push(texts[k]);
    chars += texts[k].length + 1;
  }
  return step < 0 ? out.reverse() : out;
}

/** The page's own words around the match (not the folded text), on one line. */
function contextOf(words: FlatWords, folded: FoldedPage, start: number, end: number) {
  const indexOf = (i: number) => words.lineStart[folded.line[i]] + folded.word[i];
  // The match's first and last characters that belong to words (not joining spaces).
  let i = start;
  while (i < end && folded.line[i] < 0) i++;
  let j = end - 1;
  while (j > i && folded.line[j] < 0) j--;
  const first = indexOf(i);
  const last = indexOf(j);
  const before = wordsToward(words.texts, first - 1, -1);
  const after = wordsToward(words.texts, last + 1, 1);
  const match = words.texts.slice(first, last + 1).join(" ");
  const head = before.length ? `${before.join(" ")} ` : "";
  return {
    context: `${head}${match}${after.length ? ` ${after.join(" ")}` : ""}`,
    from: head.length,
    to: head.length + match.length,
  };
}

/** Every hit of `query` in page order, at most MAX_HITS; none for a query of fewer than 2 characters. */
export function findInPages(pages: readonly PageLayout[], folded: readonly FoldedPage[], query: string): FindHit[] {
  const q = fold(query, "query");
  const hits: FindHit[] = [];
  if (q.length < 2) return hits;
  folded.forEach((f, p) => {
    let words: FlatWords | null = null;
    for (let at = f.text.indexOf(q); at >= 0 && hits.length < MAX_HITS; at = f.text.indexOf(q, at + q.length)) {
      const layout = pages[p];
      words ??= flatten(layout);
      hits.push({
        page: f.page,
        rects: rectsOf(layout, f, at, at + q.length),
        ...contextOf(words, f, at, at + q.length),
      });
    }
  });
  return hits;
}

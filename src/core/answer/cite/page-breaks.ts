/**
 * Sentences over a page break. A page's prose that stops without ending its sentence, when
 * the next page's prose carries on (lower case, or after a word no sentence ends on), is one
 * sentence: it is offered whole on both pages and cited on the lines of each.
 */
import { furnitureOf, isFurnitureWord } from "../../pages/furniture";
import type { Citation } from "../types";
import { pageUnits, quotable, type Candidate, type PageUnit } from "./candidates";
import { spanRects, type QuoteSpan } from "./reading-text";
import type { PageLayout } from "../../types";

type Lookup = (page: number) => PageLayout | undefined;

// Words a sentence does not end on: the page broke it.
const RUNS_ON =
  /(?:[,\u2014\u2013-]|\b(?:of|the|a|an|and|or|nor|but|to|in|for|with|by|on|at|from|as|that|which|who|whose|is|are|was|were|be|not|than|its|their|his|her)|\p{Ll}-)$/iu;

/** Whether `head` (a page's first prose) finishes `tail` (the page before's unfinished last prose). */
export function continuesAcross(tail: string, head: string): boolean {
  return /^[("'\u201C]?\p{Ll}/u.test(head) || RUNS_ON.test(tail.trim());
}

function joined(tail: PageUnit, head: PageUnit): Candidate {
  const hyphen = /\p{L}[-\u00AD]$/u.test(tail.text) && /^\p{Ll}/u.test(head.text);
  return {
    page: tail.page,
    kind: "sentence",
    text: hyphen ? tail.text.slice(0, -1) + head.text : `${tail.text} ${head.text}`,
    score: 0,
    spans: [...(tail.spans ?? []), ...(head.spans ?? [])],
  };
}

const firstProse = (units: PageUnit[]) => units.find((u) => u.kind === "sentence" && u.first);
const lastOpen = (units: PageUnit[]) => units.find((u) => u.kind === "sentence" && u.open);

/** The page's candidates, a sentence broken by the page's start or end offered whole. */
export function acrossPageBreaks(page: number, pages: Lookup): Candidate[] {
  const layout = pages(page);
  if (!layout) return [];
  const units = pageUnits(layout);
  const prev = pages(page - 1);
  const next = pages(page + 1);
  const head = firstProse(units);
  const tailBefore = prev ? lastOpen(pageUnits(prev)) : undefined;
  const tail = lastOpen(units);
  const headAfter = next ? firstProse(pageUnits(next)) : undefined;
  const out: Candidate[] = [];
  for (const u of units) {
    if (u === head && tailBefore && continuesAcross(tailBefore.text, u.text)) out.push(joined(tailBefore, u));
    else if (u === tail && headAfter && continuesAcross(u.text, headAfter.text)) out.push(joined(u, headAfter));
    else if (quotable(u)) out.push(u);
  }
  return out;
}

/** The text of a span's reading words (furniture left out). */
function spanText(layout: PageLayout, span: QuoteSpan): string {
  const f = furnitureOf(layout);
  return layout.lines[span.line].words
    .slice(span.from, span.to)
    .filter((_, k) => !isFurnitureWord(f, span.line, span.from + k))
    .map((w) => w.text)
    .join(" ");
}

/**
 * Citations of a quote read from known words: one per page it covers, one rectangle per line.
 * Null when a page it was read from is not at hand.
 */
export function spanCitations(label: number, text: string, spans: QuoteSpan[], pages: Lookup): Citation[] | null {
  const byPage: QuoteSpan[][] = [];
  for (const s of spans) {
    const last = byPage[byPage.length - 1];
    if (last && last[0].page === s.page) last.push(s);
    else byPage.push([s]);
  }
  const out: Citation[] = [];
  for (const group of byPage) {
    const layout = pages(group[0].page);
    if (!layout) return null;
    out.push({
      label,
      page: layout.page,
      precision: "line",
      quote: byPage.length === 1 ? text : group.map((s) => spanText(layout, s)).join(" "),
      rects: group.map((s) => spanRects(layout.lines[s.line], s)),
    });
  }
  return out;
}

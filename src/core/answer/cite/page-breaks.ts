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
import { LEADS_ON_WORDS } from "../answer-words";
import { keepsLineHyphen } from "../../text/line-hyphens";

type Lookup = (page: number) => PageLayout | undefined;

// A word no sentence ends on (answer-words.json): the page broke it.
const RUNS_ON = new RegExp(String.raw`(?:[,\u2014\u2013-]|\b(?:${LEADS_ON_WORDS.join("|")})|\p{Ll}-)$`, "iu");

/** Whether `head` (a page's first prose) finishes `tail` (the page before's unfinished last prose). */
export function continuesAcross(tail: string, head: string): boolean {
  return /^[("'\u201C]?\p{Ll}/u.test(head) || RUNS_ON.test(tail.trim());
}

function joined(tail: PageUnit, head: PageUnit): Candidate {
  const hyphen = /\p{L}[-\u00AD]$/u.test(tail.text) && /^\p{Ll}/u.test(head.text);
  return {
    page: tail.page,
    kind: "sentence",
    text: hyphen
      ? (keepsLineHyphen(tail.text) ? tail.text : tail.text.slice(0, -1)) + head.text
      : `${tail.text} ${head.text}`,
    score: 0,
    spans: [...(tail.spans ?? []), ...(head.spans ?? [])],
  };
}

const lastOpen = (units: PageUnit[]) => units.find((u) => u.kind === "sentence" && u.open);
// How far down a page's prose the rest of a broken sentence is looked for.
const HEAD_REACH = 12;
const BROKEN_WORD = /\p{L}[-\u00AD]$/u;

/**
 * The unit of a page that finishes `tail`, the page before's unfinished sentence: the page's
 * first prose when it carries on. A word broken at the page's end ("set-") goes on in lower
 * case, and a table or figure may open the page before it does (a paper's column): then the
 * first prose near the top that starts in lower case.
 */
function headFor(tail: PageUnit, units: PageUnit[]): PageUnit | undefined {
  const prose = units.filter((u) => u.kind === "sentence");
  if (!prose.length) return undefined;
  if (BROKEN_WORD.test(tail.text.trim())) return prose.slice(0, HEAD_REACH).find((u) => /^\p{Ll}/u.test(u.text));
  return continuesAcross(tail.text, prose[0].text) ? prose[0] : undefined;
}

/** The page's candidates, a sentence broken by the page's start or end offered whole. */
export function acrossPageBreaks(page: number, pages: Lookup): Candidate[] {
  const layout = pages(page);
  if (!layout) return [];
  const units = pageUnits(layout);
  const prev = pages(page - 1);
  const next = pages(page + 1);
  const tailBefore = prev ? lastOpen(pageUnits(prev)) : undefined;
  const head = tailBefore ? headFor(tailBefore, units) : undefined;
  const tail = lastOpen(units);
  const headAfter = tail && next ? headFor(tail, pageUnits(next)) : undefined;
  const out: Candidate[] = [];
  for (const u of units) {
    if (u === head && tailBefore) out.push(joined(tailBefore, u));
    else if (u === tail && headAfter) out.push(joined(u, headAfter));
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

/**
 * A page's reading text: its words in reading order without the page's furniture (running
 * heads and feet, page numbers, slugs, margin line numbers, note markers: pages/furniture.ts),
 * line-end hyphenation joined, each character traced back to the word it came from. Sentences
 * cut from it keep their words, so a quote is cited on exactly the lines it was read from,
 * whatever was left out between them.
 */
import { furnitureOf, isFurnitureWord, type PageFurniture } from "../../pages/furniture";
import type { Line, PageLayout } from "../../types";
import { keepsLineHyphen } from "../../text/line-hyphens";
import { composeSpacingAccents } from "../../text/spacing-accents";

/** Words [from, to) of one line of one page: what a quote covers on that line. */
export interface QuoteSpan {
  page: number;
  line: number;
  from: number;
  to: number;
}

/** Text assembled from words, with where each word starts in it. */
export interface TracedText {
  text: string;
  /** Per word kept: its page, line, word index and start offset in `text`. */
  words: { page: number; line: number; word: number; start: number }[];
}

// A hyphen ending a line before a lower-case continuation is typesetting, not spelling; so is
// one inside a word set in capitals ("CONDI-" / "TIONAL EXPRESSIONS"), which hyphenates alike.
const ENDS_HYPHENATED = /\p{L}[-\u00AD\u2010\u2011]$/u;
const ENDS_HYPHENATED_CAPS = /\p{Lu}{2}[-\u00AD\u2010\u2011]$/u;

/**
 * A program's name in camel case broken at a line end ("defineTest-" / "Suite"): it opens in lower case and has a
 * capital inside, so the capital after the break is its own, not a second word's.
 */
const ENDS_CAMEL_HYPHENATED = /(?:^|\s)\p{Ll}[\p{Ll}\d]*\p{Lu}[\p{L}\d]*-$/u;

function continuesWord(before: string, next: string): boolean {
  if (ENDS_HYPHENATED.test(before) && /^\p{Ll}/u.test(next)) return true;
  if (ENDS_CAMEL_HYPHENATED.test(before) && /^\p{Lu}\p{Ll}/u.test(next)) return true;
  return ENDS_HYPHENATED_CAPS.test(before) && /^\p{Lu}{2}/u.test(next);
}

/** A word ending a line in a hard hyphen (a soft one is only ever hyphenation). */
const SPLIT_COMPOUND = /\p{L}[-\u2010\u2011]$/u;

export const emptyTraced = (): TracedText => ({ text: "", words: [] });

/** Appends the reading words of `lines` (indices into the page) to `into`. */
export function appendLines(into: TracedText, layout: PageLayout, lines: number[]): void {
  const f = furnitureOf(layout);
  for (const li of lines) {
    const line = layout.lines[li];
    line.words.forEach((w, wi) => {
      if (isFurnitureWord(f, li, wi) || !w.text) return;
      const last = into.words[into.words.length - 1];
      const newLine = last !== undefined && (last.page !== layout.page || last.line !== li);
      if (last && newLine && continuesWord(into.text, w.text)) {
        // "non-" / "negative" is a compound that keeps its hyphen; "manage-" / "ment" is one word broken to fit.
        if (!keepsLineHyphen(into.text)) into.text = into.text.slice(0, -1);
      } else if (last && newLine && SPLIT_COMPOUND.test(into.text) && /^[\p{Lu}\p{N}]/u.test(w.text)) {
        // A compound broken at its own hyphen ("Sun-" / "Spider", "COVID-" / "19") reads on with no space.
      } else if (into.text) into.text += " ";
      into.words.push({ page: layout.page, line: li, word: wi, start: into.text.length });
      into.text += composeSpacingAccents(w.text);
    });
  }
}

/** The spans of the words whose start lies in [from, to) of the traced text. */
export function spansOf(traced: TracedText, from: number, to: number): QuoteSpan[] {
  const spans: QuoteSpan[] = [];
  for (const w of traced.words) {
    if (w.start < from || w.start >= to) continue;
    const last = spans[spans.length - 1];
    if (last && last.page === w.page && last.line === w.line) last.to = w.word + 1;
    else spans.push({ page: w.page, line: w.line, from: w.word, to: w.word + 1 });
  }
  return spans;
}

/** Pieces of the traced text (sentences, in order) with their spans. */
export function tracePieces(traced: TracedText, pieces: string[]): { text: string; spans: QuoteSpan[] }[] {
  let cursor = 0;
  return pieces.map((text) => {
    const at = traced.text.indexOf(text, cursor);
    const from = at < 0 ? cursor : at;
    cursor = from + text.length;
    return { text, spans: spansOf(traced, from, cursor) };
  });
}

/** The line is furniture as a whole (never part of a prose block). */
export function isFurnitureLine(layout: PageLayout, li: number): boolean {
  return furnitureOf(layout).lines.has(li);
}

/** Text of one line without its furniture words ("" for a furniture line). */
export function lineReadingText(layout: PageLayout, li: number): string {
  const f = furnitureOf(layout);
  let known = lineTexts.get(layout);
  // Read for every line of every page a question reads: worked out once per page and its marks.
  if (known?.furniture !== f) lineTexts.set(layout, (known = { furniture: f, texts: readingTexts(layout, f) }));
  return known.texts[li] ?? "";
}

const lineTexts = new WeakMap<PageLayout, { furniture: PageFurniture; texts: string[] }>();

function readingTexts(layout: PageLayout, f: PageFurniture): string[] {
  return layout.lines.map((line, li) => {
    if (f.lines.has(li)) return "";
    const skip = f.words.get(li);
    const words = skip ? line.words.filter((_, wi) => !skip.has(wi)) : line.words;
    return words
      .map((w) => composeSpacingAccents(w.text))
      .filter(Boolean)
      .join(" ");
  });
}

/** One rectangle per span: the union of its words. */
export function spanRects(line: Line, span: QuoteSpan) {
  const ws = line.words.slice(span.from, span.to);
  return {
    x0: Math.min(...ws.map((w) => w.x0)),
    y0: Math.min(...ws.map((w) => w.y0)),
    x1: Math.max(...ws.map((w) => w.x1)),
    y1: Math.max(...ws.map((w) => w.y1)),
  };
}

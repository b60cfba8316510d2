/**
 * Typographic statistics of a document: the body font size and whether a line looks
 * like a heading relative to it. Everything is relative to the body, because absolute
 * sizes vary from filing to filing.
 */
import type { DocumentLayout, Line, PageLayout } from "../types";

/** Prose, not table rows: tables are often set smaller and would pull the body size down. */
function isProse(line: Line): boolean {
  if (line.words.length < 6) return false;
  const t = line.text;
  let letters = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i) | 32;
    if (c >= 97 && c <= 122) letters++;
  }
  return letters > 0.6 * t.length;
}

/** Characters and lines of prose per font size (rounded to 0.5 pt), added to `into`. */
function tallyProse(lines: readonly Line[], into = new Map<number, { chars: number; lines: number }>()) {
  for (const l of lines) {
    if (!isProse(l)) continue;
    const size = Math.round(l.fontSize * 2) / 2;
    const w = into.get(size) ?? { chars: 0, lines: 0 };
    into.set(size, { chars: w.chars + l.text.length, lines: w.lines + 1 });
  }
  return into;
}

/** Font size carrying the most characters of prose, rounded to 0.5 pt. */
export function bodyFontSize(layout: DocumentLayout): number {
  const weight = new Map<number, { chars: number; lines: number }>();
  for (const p of layout.pages) tallyProse(p.lines, weight);
  let best = 10;
  let bestW = -1;
  for (const [size, { chars }] of [...weight].sort((a, b) => a[0] - b[0])) {
    if (chars > bestW) [best, bestW] = [size, chars];
  }
  return best;
}

/** A page needs this many lines of prose in one size to show a body of its own. */
const PAGE_PROSE_LINES = 8;
const pageBodies = new WeakMap<PageLayout, { body: number; size: number }>();

/**
 * The body size a page's lines are judged against: the document's, or the page's own where most of
 * its prose is set larger (a form's questions on pages before many pages of small-type tables, which
 * pull the document's body down): there a line in the page's prose type is not set apart.
 */
export function pageBodySize(page: PageLayout, body: number): number {
  const hit = pageBodies.get(page);
  if (hit && hit.body === body) return hit.size;
  const weight = tallyProse(page.lines);
  let all = 0;
  for (const w of weight.values()) all += w.chars;
  const [size, w] = [...weight].sort((a, b) => b[1].chars - a[1].chars)[0] ?? [body, { chars: 0, lines: 0 }];
  const own = size > body && w.lines >= PAGE_PROSE_LINES && w.chars > all / 2 ? size : body;
  pageBodies.set(page, { body, size: own });
  return own;
}

/**
 * Set apart from body text by weight or size. Type well under the body size (labels in a
 * figure, footnotes) is never a heading, bold or not.
 */
export function isEmphasised(line: Line, body: number): boolean {
  if (line.fontSize < 0.75 * body) return false;
  return line.bold || line.fontSize >= body + 0.9;
}

/** Set in capitals: more than two letters, none of them lower case ("ITEM 7. MANAGEMENT'S DISCUSSION"). */
export function setInCapitals(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, "");
  return letters.length > 2 && letters === letters.toUpperCase();
}

/**
 * Running headers and footers sit in these bands; headings rarely do. A span from `top` to `bottom`
 * (page heights): one notion for a line and for a contents row merged from several.
 */
export const inMarginSpan = (top: number, bottom: number) => bottom < 0.045 || top > 0.94;

export function inMarginBand(line: Line): boolean {
  return inMarginSpan(line.y0, line.y1);
}

/** The same weight and size (within half a point). */
export const sameStyle = (a: Line, b: Line) => a.bold === b.bold && Math.abs(a.fontSize - b.fontSize) < 0.5;
/** `b` is the next line under `a` in its column, less than a line's space between them. */
export const closeBelow = (a: Line, b: Line) =>
  b.y0 > a.y0 && b.y0 - a.y1 < 0.8 * (a.y1 - a.y0) && a.column === b.column;
/**
 * A heading's second line sits at the heading's own leading; a heading set under another in
 * the same style ("Hooks", then "Emits") has a heading's space above it, over half a line.
 */
export const wrappedBelow = (a: Line, b: Line) => closeBelow(a, b) && b.y0 - a.y1 < 0.45 * (a.y1 - a.y0);

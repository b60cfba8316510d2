/**
 * Pages made in code, as the layout step lays out a real one: words with rectangles
 * normalised to 0–1, lines in reading order with font size, weight and baseline. One
 * builder for every test that stages a page (prose, headings, two columns, statements),
 * so a test states what is on the page and never how it is drawn.
 *
 * Lines run down the page at one pitch; a word is as wide as its text and words are one
 * space apart, so a line's right edge follows its text. A line is given as text, as words
 * already split (as pdf.js splits items: "Flow s"), or as cells set at a left or right
 * edge (a table's label and figure columns).
 */
import type { DocumentLayout, Line, OutlineEntry, PageLayout, Word } from "../core/types";

export interface Cell {
  text: string;
  /** The cell's left edge, or its right edge when aligned right (fraction of the page width). */
  x: number;
  align?: "left" | "right";
}

export interface LineSpec {
  /** The line's text; its words split on spaces. */
  text?: string;
  /** The words as they are, for splits a test must stage. */
  words?: string[];
  /** Text placed by cell (a table row); the words of each cell split on spaces. */
  cells?: Cell[];
  /** Font size in points. Default 10. */
  size?: number;
  bold?: boolean;
  /** Left edge (fraction of the page width). Default: the column's margin. */
  x0?: number;
  /** A two-column page's right column, which starts again at the top. */
  column?: 0 | 1;
  /** A wider gap before this word index (a figure column apart from its label). */
  gapBefore?: number;
}

const WIDTH = 612;
const HEIGHT = 792;
const TOP = 0.08;
const PITCH = 0.025;
const LINE_HEIGHT = 0.015;
/** Width of one character, and so of the space between words. */
const CHAR = 0.008;
const MARGINS = [0.1, 0.54];
const WIDE_GAP = 0.15;

/** Figure columns' right edges on a statement page (fraction of the page width). */
const COLUMN_RIGHTS = [0.62, 0.74, 0.86, 0.98];

const BODY = "The company continued to report steady results across its segments during the period.";

const split = (text: string) => text.split(/\s+/).filter(Boolean);
const widthOf = (texts: string[]) => texts.reduce((w, t) => w + t.length * CHAR + CHAR, -CHAR);

/** Words run from x, one space apart; `gapBefore` widens one gap. */
function runOfWords(texts: string[], x: number, y0: number, gapBefore?: number): Word[] {
  return texts.map((text, i) => {
    if (i === gapBefore) x += WIDE_GAP;
    const word = { text, x0: x, y0, x1: x + text.length * CHAR, y1: y0 + LINE_HEIGHT };
    x = word.x1 + CHAR;
    return word;
  });
}

function wordsOf(spec: LineSpec, y0: number): Word[] {
  if (spec.cells)
    return spec.cells.flatMap((c) => {
      const texts = split(c.text);
      return runOfWords(texts, c.align === "right" ? c.x - widthOf(texts) : c.x, y0);
    });
  const texts = spec.words ?? split(spec.text ?? "");
  return runOfWords(texts, spec.x0 ?? MARGINS[spec.column ?? 0], y0, spec.gapBefore);
}

function toLine(spec: LineSpec, row: number): Line {
  const y0 = TOP + row * PITCH;
  const words = wordsOf(spec, y0);
  const x0 = words[0]?.x0 ?? spec.x0 ?? MARGINS[spec.column ?? 0];
  return {
    text: spec.text ?? words.map((w) => w.text).join(" "),
    words,
    x0,
    y0,
    x1: words[words.length - 1]?.x1 ?? x0,
    y1: y0 + LINE_HEIGHT,
    fontSize: spec.size ?? 10,
    bold: spec.bold ?? false,
    baseline: y0 + LINE_HEIGHT * 0.85,
    column: spec.column ?? 0,
  };
}

/** A page of lines in reading order; a right-column line starts that column at the top. */
export function makePage(n: number, specs: (LineSpec | string)[]): PageLayout {
  let row = 0;
  let column = 0;
  const lines = specs.map((s) => {
    const spec = typeof s === "string" ? { text: s } : s;
    if ((spec.column ?? 0) !== column) {
      column = spec.column ?? 0;
      row = 0;
    }
    return toLine(spec, row++);
  });
  return { page: n, width: WIDTH, height: HEIGHT, lines, text: lines.map((l) => l.text).join("\n"), status: "ok" };
}

/** A document of such pages, numbered from 1. */
export function makeDoc(pages: (LineSpec | string)[][], outline: OutlineEntry[] = []): DocumentLayout {
  return {
    pageCount: pages.length,
    title: null,
    outline,
    pageLabels: null,
    pages: pages.map((p, i) => makePage(i + 1, p)),
  };
}

/** `n` lines of body text. */
export function prose(n: number): LineSpec[] {
  return Array.from({ length: n }, () => ({ text: BODY }));
}

/** A heading line followed by prose. */
export function section(title: string, lines = 20, opts: { size?: number; bold?: boolean } = {}): LineSpec[] {
  return [{ text: title, bold: opts.bold ?? true, size: opts.size ?? 10 }, ...prose(lines)];
}

/**
 * A financial statement: lines of text (title, unit, span heads), a head line over the
 * figure columns, then rows `[label, ...figures]` (a label alone is a heading). Leading
 * spaces indent a label, a hundredth of the page each (a part under its heading).
 */
export function statementPage(n: number, top: string[], heads: string[], rows: string[][]): PageLayout {
  const figures = (cells: string[]): Cell[] => cells.map((text, i) => ({ text, x: COLUMN_RIGHTS[i], align: "right" }));
  const label = (l: string): Cell[] =>
    l.trim() ? [{ text: l.trim(), x: 0.05 + 0.01 * (l.length - l.trimStart().length) }] : [];
  return makePage(n, [
    ...top.map((text) => ({ cells: [{ text, x: 0.05 }], size: 9 })),
    { cells: figures(heads), size: 9 },
    ...rows.map(([l, ...cells]) => ({ cells: [...label(l), ...figures(cells)], size: 9 })),
  ]);
}

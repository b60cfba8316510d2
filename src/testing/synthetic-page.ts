/**
 * Test support: a PageLayout from line specs, with control over how text splits into
 * words (as pdf.js items do: "Flow s") and over columns, so locator cases can be staged
 * exactly. Coordinates are normalised 0–1 like real layouts.
 */
import type { Line, PageLayout, Word } from "../core/types";

export interface SyntheticLine {
  /** A string splits on spaces; an array gives the words as they are. */
  words: string | string[];
  column?: 0 | 1;
  bold?: boolean;
  /** Extra space before this word index (a table's figure column). */
  gapBefore?: number;
}

const LINE_HEIGHT = 0.02;

function toLine(spec: SyntheticLine, row: number): Line {
  const texts = typeof spec.words === "string" ? spec.words.split(/\s+/).filter(Boolean) : spec.words;
  const column = spec.column ?? 0;
  const y0 = 0.05 + row * LINE_HEIGHT * 1.2;
  let x = column === 0 ? 0.08 : 0.54;
  const words: Word[] = texts.map((text, i) => {
    if (i === spec.gapBefore) x += 0.15;
    const w = { text, x0: x, y0, x1: x + text.length * 0.008, y1: y0 + LINE_HEIGHT };
    x = w.x1 + 0.005;
    return w;
  });
  const x0 = words[0]?.x0 ?? 0.08;
  const x1 = words[words.length - 1]?.x1 ?? x0;
  return {
    text: texts.join(" "),
    words,
    x0,
    y0,
    x1,
    y1: y0 + LINE_HEIGHT,
    fontSize: 10,
    bold: spec.bold ?? false,
    baseline: y0 + LINE_HEIGHT * 0.8,
    column,
  };
}

/** Lines in reading order; a column-1 line restarts at the top of the right column. */
export function syntheticPage(page: number, specs: (SyntheticLine | string)[]): PageLayout {
  let row = 0;
  let column = 0;
  const lines = specs.map((s) => {
    const spec = typeof s === "string" ? { words: s } : s;
    if ((spec.column ?? 0) !== column) {
      column = spec.column ?? 0;
      row = 0;
    }
    return toLine(spec, row++);
  });
  return { page, width: 612, height: 792, lines, text: lines.map((l) => l.text).join("\n"), status: "ok" };
}

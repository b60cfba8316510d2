/**
 * Which column each figure of a table row sits under. "Total net sales 107,006 135,987
 * 177,866" answers nothing until one knows the columns are 2015, 2016 and 2017; the page
 * says so in a header line above the row, and the figures line up under it. Only year
 * headers are read, and only when each year heads one column: a row whose figures do not
 * line up one-to-one under distinct years gets no columns rather than wrong ones.
 */
import type { Line, PageLayout, Word } from "../../types";
import { fold } from "../../text/fold";

export interface ColumnValue {
  /** The header over the figure ("2017"). */
  head: string;
  /** The figure as printed ("177,866", "(2,699)"). */
  value: string;
}

// A trailing comma ("July 2,") makes a date, not a figure.
const FIGURE = /^[($-]*\(?\d(?:[\d,.]*\d)?\)?%?$/;
const YEAR = /^(?:FY)?((?:19|20)\d\d)[,.)]?$/i;
/** How far above a row its header may sit (fraction of the page height). */
const MAX_HEADER_DISTANCE = 0.6;
/** A figure's centre within this of its header's centre (fraction of the page width). */
const MAX_OFFSET = 0.09;

const centre = (w: Word) => (w.x0 + w.x1) / 2;
/** Figures are set right-aligned or centred under their header: either alignment counts. */
const offset = (head: Word, figure: Word) =>
  Math.min(Math.abs(centre(head) - centre(figure)), Math.abs(head.x1 - figure.x1));

function yearsOf(line: Line): Word[] {
  return line.words.filter((w) => YEAR.test(w.text));
}

/** The figures of a row: number words after its label (currency signs and blanks skipped). */
function figuresOf(line: Line): Word[] {
  const first = line.words.findIndex((w, i) => i > 0 && FIGURE.test(w.text));
  return first < 0 ? [] : line.words.slice(first).filter((w) => FIGURE.test(w.text));
}

/** "13" followed by a separate "%" word reads "13%". */
function printed(line: Line, figure: Word): string {
  const next = line.words[line.words.indexOf(figure) + 1];
  return next?.text === "%" ? `${figure.text}%` : figure.text;
}

/** Nearest line above the row, overlapping its figures, that holds at least two years. */
function headerFor(layout: PageLayout, row: Line, figures: Word[]): Word[] | null {
  const left = Math.min(...figures.map((w) => w.x0)) - MAX_OFFSET;
  const right = Math.max(...figures.map((w) => w.x1)) + MAX_OFFSET;
  const above = layout.lines
    .filter((l) => l.y1 <= row.y0 + 0.002 && row.y0 - l.y1 < MAX_HEADER_DISTANCE)
    .sort((a, b) => b.y0 - a.y0);
  for (const line of above) {
    const years = yearsOf(line).filter((w) => centre(w) >= left && centre(w) <= right);
    if (years.length >= 2) return years;
  }
  return null;
}

/**
 * The row's figures paired with the years above them, or null when the row is not on the
 * page, has no year header, or its figures do not each sit under their own year.
 */
export function columnValues(layout: PageLayout, rowText: string): ColumnValue[] | null {
  const row = layout.lines.find((l) => fold(l.text, "display") === rowText);
  if (!row) return null;
  const figures = figuresOf(row);
  if (figures.length < 2) return null;
  // A line of years is itself a header, not a row of values.
  if (figures.filter((w) => YEAR.test(w.text)).length >= 2) return null;
  const heads = headerFor(layout, row, figures);
  if (!heads || heads.length < figures.length) return null;
  // "Three months 2023 2022, six months 2023 2022": a year alone does not name the column.
  const years = heads.map((h) => YEAR.exec(h.text)![1]);
  if (new Set(years).size < years.length) return null;
  const used = new Set<Word>();
  const out: ColumnValue[] = [];
  for (const figure of figures) {
    let best: Word | null = null;
    for (const h of heads) if (!best || offset(h, figure) < offset(best, figure)) best = h;
    if (!best || used.has(best) || offset(best, figure) > MAX_OFFSET) return null;
    used.add(best);
    out.push({ head: YEAR.exec(best.text)![1], value: printed(row, figure) });
  }
  return out;
}

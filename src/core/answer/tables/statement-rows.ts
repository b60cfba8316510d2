/**
 * Statement rows as data: from a page's layout, each table row as its label and its
 * values, every value under the column (period) it sits beneath. Labels wrapped onto a
 * second line are joined; parenthesised figures are negative; a dash is zero; the page's
 * unit ("in millions", "in thousands, except per share") scales every amount but the
 * per-share and percentage rows.
 */
import type { Line, PageLayout, Word } from "../../types";
import { isHeadLine, readHeads, type ColumnHead } from "./column-heads";
import { closeBlock, isPart, openBlock, type OpenBlock } from "./component-totals";
import { fold } from "../../text/fold";

export interface RowValue {
  /** Index into the table's columns. */
  column: number;
  /** The figure as a number in the page's printed unit ("(1,577)" → -1577). */
  value: number;
  printed: string;
  percent: boolean;
}

export interface StatementRow {
  page: number;
  label: string;
  /** Text of the row's lines as printed, for locating the citation. */
  quote: string;
  /** The heading the row sits under ("Current liabilities:"), if any. */
  section: string;
  values: RowValue[];
  /** Multiplier to whole units (1e6 for "in millions"); 1 for per-share and percent rows. */
  scale: number;
  columns: ColumnHead[];
  /** A heading's figures summed from its indented parts (the page prints no total for it). */
  summed?: boolean;
  /** Figures in the figure area that fell under no column (a period lost); absent when none. */
  unplaced?: number;
}

export const FIGURE = /^\(?-?\$?\d(?:[\d,]*\d)?(?:\.\d+)?\)?%?$/;
const DASH = /^[\u2014\u2013-]+$/;
/** "NM" (not meaningful) and "n/a" fill a cell with no figure. */
const NOT_MEANINGFUL = /^(?:NM|N\/M|n\/m|N\/A|n\/a)$/;
/** A figure sits under a column when this close to its centre or right edge (page width). */
const MAX_OFFSET = 0.07;
const UNIT =
  /\b(?:in|\$ in|amounts in|dollars in|\(?)\s*(thousands|millions|billions)\b|\((thousands|millions|billions)\)/i;
const SCALE: Record<string, number> = { thousands: 1e3, millions: 1e6, billions: 1e9 };
// A margin row may be an amount ("Gross margin 52,540"): only its % marks make it a percent.
// An instrument named after a rate ("Interest rate swaps") is an amount.
const INSTRUMENT = /(?!\s+(?:swaps?|locks?|caps?|floors?|contracts?|derivatives?|forwards?))/.source;
const PER_UNIT = new RegExp(/\bper (?:share|unit)\b|\bratio\b|%|\bpercent|\brate\b/.source + INSTRUMENT, "i");

const cache = new WeakMap<PageLayout, StatementRow[]>();

export function pageScale(layout: PageLayout): number {
  const head = layout.lines
    .slice(0, 25)
    .map((l) => l.text)
    .join(" ");
  const m = UNIT.exec(head) ?? UNIT.exec(layout.text);
  return m ? SCALE[(m[1] ?? m[2]).toLowerCase()] : 1;
}

export function parseFigure(text: string): number | null {
  if (DASH.test(text)) return 0;
  if (!FIGURE.test(text)) return null;
  const n = Number(text.replace(/[^\d.]/g, ""));
  return /^\(|^-|^\$?\(/.test(text) ? -n : n;
}

/** Index of the first word of the figure run at the end of the line (currency signs and dashes included). */
function figureStart(words: Word[], firstColumnLeft: number): number {
  let i = words.length;
  while (i > 0) {
    const w = words[i - 1];
    const isCell =
      FIGURE.test(w.text) ||
      NOT_MEANINGFUL.test(w.text) ||
      w.text === "$" ||
      w.text === "%" ||
      w.text === ")" ||
      (DASH.test(w.text) && w.x0 > firstColumnLeft);
    if (!isCell) break;
    i--;
  }
  return i;
}

function nearestColumn(w: Word, heads: ColumnHead[]): { column: number; off: number } | null {
  let best: { column: number; off: number } | null = null;
  heads.forEach((h, column) => {
    const off = Math.min(Math.abs((w.x0 + w.x1) / 2 - h.centre), Math.abs(w.x1 - h.right));
    if (!best || off < best.off) best = { column, off };
  });
  return best && (best as { off: number }).off <= MAX_OFFSET ? best : null;
}

/**
 * A row with one figure per column, each a little off its head (heads set flush left over figures set
 * flush right): the figures fill the columns in order, when each is within twice the usual reach.
 */
function byOrder(cells: Word[], heads: ColumnHead[]): Map<Word, { column: number; off: number }> | null {
  const figures = cells.filter((w) => parseFigure(w.text) !== null);
  if (figures.length !== heads.length || heads.length < 2) return null;
  const out = new Map<Word, { column: number; off: number }>();
  for (const [column, w] of figures.entries()) {
    const h = heads[column];
    const off = Math.min(Math.abs((w.x0 + w.x1) / 2 - h.centre), Math.abs(w.x1 - h.right));
    if (off > 2 * MAX_OFFSET) return null;
    out.set(w, { column, off });
  }
  return out;
}

/**
 * The row's values, one per column: when two figures fall under one column (an amount and its
 * percent), the closer one.
 */
function valuesOf(cells: Word[], heads: ColumnHead[]): RowValue[] {
  const byColumn = new Map<number, { v: RowValue; off: number }>();
  const inOrder = byOrder(cells, heads);
  cells.forEach((w, i) => {
    const value = parseFigure(w.text);
    if (value === null) return;
    const at = inOrder?.get(w) ?? nearestColumn(w, heads);
    if (!at) return;
    const percent = w.text.endsWith("%") || cells[i + 1]?.text === "%";
    const prev = byColumn.get(at.column);
    if (!prev || at.off < prev.off)
      byColumn.set(at.column, {
        v: { column: at.column, value, printed: percent && !w.text.endsWith("%") ? `${w.text}%` : w.text, percent },
        off: at.off,
      });
  });
  return [...byColumn.values()].map((x) => x.v).sort((a, b) => a.column - b.column);
}

interface Reading {
  heads: ColumnHead[] | null;
  pending: Line[];
  section: string;
  /** A heading whose indented parts may print no total. */
  block: OpenBlock | null;
}

/** Closes the open block before `next` (a label, or "" at a head line or the page's end), adding its summed row. */
function endBlock(r: Reading, next: string, out: StatementRow[]): void {
  const summed = r.block ? closeBlock(r.block, next) : null;
  if (summed) out.push(summed);
  r.block = null;
}

/** A label-only line continues into the next row when the row's label is empty or starts in lower case. */
function continues(pending: Line[], label: string, line: Line): boolean {
  if (!pending.length) return false;
  const last = pending[pending.length - 1];
  const gap = line.y0 - last.y1;
  return gap < 1.2 * (last.y1 - last.y0) && !/:\s*$/.test(last.text) && (label === "" || /^[a-z(]/.test(label));
}

function readLine(layout: PageLayout, line: Line, r: Reading, scale: number, out: StatementRow[]): void {
  const heads = r.heads!;
  const left = Math.min(...heads.map((h) => h.centre)) - MAX_OFFSET * 1.5;
  const start = figureStart(line.words, left);
  const cells = line.words.slice(start).filter((w) => w.x0 >= left || FIGURE.test(w.text));
  const values = cells.length ? valuesOf(cells, heads) : [];
  // A figure under no column while a period of the row stands empty: the period's figure went astray.
  // (A percent or change column beside the periods is not a period.)
  const unplaced =
    values.length < heads.length
      ? cells.filter((w) => w.x0 >= left && parseFigure(w.text) !== null && !nearestColumn(w, heads)).length
      : 0;
  const label = fold(
    line.words
      .slice(0, start)
      .map((w) => w.text)
      .join(" "),
    "display",
  );
  if (!values.length) {
    if (!label) return;
    const joins = continues(r.pending, label, line);
    if (!joins) r.section = label.replace(/:\s*$/, "");
    // An indented label-only line is a part's label wrapped above its figures, not a new heading.
    if (!joins && !(r.block && isPart(r.block, line))) {
      endBlock(r, label, out);
      r.block = openBlock(label, line);
    }
    r.pending = joins ? [...r.pending, line] : [line];
    return;
  }
  const joined = continues(r.pending, label, line) ? r.pending : [];
  // Figures with no label right after a block's rows are the block's total ("Revenues" … then the sum).
  // Outside any block they are a grand total (total assets printed under "Total other assets").
  const unlabelled = label || joined.length ? "" : r.section ? `Total ${r.section.toLowerCase()}` : "Total";
  // Dot leaders ("Total revenue ........") are typesetting, not the label.
  const fullLabel =
    unlabelled || fold([...joined.map((l) => l.text), label].join(" ").replace(/\s*\.{3,}\s*/g, " "), "display");
  if (!fullLabel || !/\p{L}/u.test(fullLabel)) return void (r.pending = []);
  const quote = fold([...joined, line].map((l) => l.text).join(" "), "display");
  const part = r.block !== null && isPart(r.block, joined[0] ?? line);
  if (!part) endBlock(r, fullLabel, out);
  const unscaled = PER_UNIT.test(fullLabel) || values.every((v) => v.percent);
  const row = {
    page: layout.page,
    label: fullLabel,
    quote,
    section: r.section,
    values,
    scale: unscaled ? 1 : scale,
    ...(unplaced ? { unplaced } : {}),
  };
  out.push({ ...row, columns: heads });
  if (part) r.block!.parts.push({ row: out[out.length - 1], line });
  r.pending = [];
  // A total closes the block its heading opened.
  if (/^total\b/i.test(fullLabel)) r.section = "";
}

const PAGE_NUMBER = /^(?:[A-Z]-)?\d{1,3}$/;
/** The page number sits on one of the page's last lines. */
const FOOT_LINES = 2;

/** The page number's line ("53", "2021 Form 10-K 59"): one of the last lines, ending in one short bare number. */
function pageNumberLine(layout: PageLayout): Line | null {
  const lines = layout.lines;
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - FOOT_LINES); i--) {
    // A year in a running foot is not a figure.
    const figures = lines[i].words.filter((w) => FIGURE.test(w.text) && !/^(?:19|20)\d\d$/.test(w.text));
    if (!figures.length) continue;
    const last = lines[i].words[lines[i].words.length - 1];
    return figures.length === 1 && last === figures[0] && PAGE_NUMBER.test(last.text) ? lines[i] : null;
  }
  return null;
}

/**
 * Every row of the page's tables that sits under a line of year heads. A statement continued from
 * the page before may print no heads of its own: `carried` are that page's, read until a head line.
 */
export function statementRows(layout: PageLayout, carried: ColumnHead[] | null = null): StatementRow[] {
  const hit = carried ? undefined : cache.get(layout);
  if (hit) return hit;
  const out: StatementRow[] = [];
  const scale = pageScale(layout);
  const r: Reading = { heads: carried, pending: [], section: "", block: null };
  const foot = pageNumberLine(layout);
  layout.lines.forEach((line, i) => {
    if (line === foot) return;
    if (isHeadLine(line)) {
      endBlock(r, "", out);
      r.heads = readHeads(line, layout.lines.slice(Math.max(0, i - 3), i));
      r.pending = [];
      return;
    }
    if (r.heads) readLine(layout, line, r, scale, out);
  });
  endBlock(r, "", out);
  if (!carried) cache.set(layout, out);
  return out;
}

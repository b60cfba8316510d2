/**
 * Tables whose rows are years and whose columns are kinds ("Estimated future benefit
 * payments": 2022, 2023, … "2027 to 2031" down the side, "Pension Benefits" and "Health
 * Care and Life" across the top; debt maturities and lease payments alike). The statement
 * reader looks for years across the top and finds none; this reads each year's row with
 * every figure under its named column. The same reading serves tables whose columns are
 * named kinds and whose rows carry any label (a restructuring roll-forward's "Employee
 * Costs … Total" columns, a regional table's "Reported" change column).
 */
import type { Line, PageLayout, Word } from "../../types";
import { FIGURE, pageScale, parseFigure } from "./statement-rows";
import { fold } from "../../text/fold";
import { isYearToken, YEAR_DIGITS } from "../../text/years";

export interface YearRow {
  /** The year the row is for; a span ("2027 to 2031") has none. */
  year: number | null;
  label: string;
  quote: string;
  /** One per column; null where the row prints nothing. */
  values: ({ value: number; printed: string } | null)[];
}

export interface YearTable {
  page: number;
  /** Lines above the heads that name the table, nearest last. */
  title: string[];
  /** The columns' names as printed over them ("Pension Benefits"). */
  heads: string[];
  rows: YearRow[];
  /** Multiplier to whole units from the page's "in millions". */
  scale: number;
}

const SPAN_LABEL = new RegExp(
  String.raw`^(?:${YEAR_DIGITS}\s*(?:-|–|to|through)\s*${YEAR_DIGITS}|thereafter|total)$`,
  "i",
);
const MIN_ROWS = 3;
const TITLE_LINES = 3;
const HEAD_LINES = 3;
/** "(dollars in millions)" over a column is the table's unit, not the column's name. */
const UNIT_WORDS = /^\(?\$?(?:dollars|amounts|in|millions|thousands|billions)?\)?,?$/i;
/** Footnote marks set beside a head ("Operational1,2", "1,3"). */
const FOOTNOTE = /^\d(?:,\d)+$/;
/** Two figures are in one column when their right edges are this close (page width). */
const ALIGN = 0.02;

/** The row's label (a year or a span; any words for `anyLabel`) and its figure words, or null for any other line. */
interface SplitRow {
  label: string;
  year: number | null;
  cells: Word[];
}

function splitRow(line: Line, anyLabel = false): SplitRow | null {
  const firstFigure = line.words.findIndex((w, i) => i > 0 && FIGURE.test(w.text) && !isYearToken(w.text));
  if (firstFigure < 1) return null;
  const label = line.words
    .slice(0, firstFigure)
    .map((w) => w.text)
    .filter((t) => t !== "$")
    .join(" ");
  const named = anyLabel ? /\p{L}/u.test(label) : isYearToken(label) || SPAN_LABEL.test(label);
  if (!named) return null;
  const cells = line.words.slice(firstFigure).filter((w) => w.text !== "$");
  if (!cells.every((w) => FIGURE.test(w.text) || /^[\u2014\u2013-]+$/.test(w.text))) return null;
  return { label, year: isYearToken(label) ? Number(label) : null, cells };
}

/** Right edges of the figure columns, left to right. */
function columnEdges(cells: Word[][]): number[] {
  const edges: number[] = [];
  for (const w of cells.flat()) if (!edges.some((e) => Math.abs(e - w.x1) < ALIGN)) edges.push(w.x1);
  return edges.sort((a, b) => a - b);
}

/** Head words split into column names: a word belongs to the first column whose right edge is right of its centre. */
function headNames(head: Line[], edges: number[], left: number): string[] {
  const names: string[][] = edges.map(() => []);
  for (const line of head) {
    let at = 0;
    for (const w of line.words.filter((x) => x.x0 > left && !FOOTNOTE.test(x.text))) {
      while (at < edges.length - 1 && (w.x0 + w.x1) / 2 > edges[at]) at++;
      names[at].push(w.text);
    }
  }
  return names.map((n) => fold(n.join(" "), "display"));
}

function cellsOf(cells: Word[], edges: number[]): YearRow["values"] {
  const out: YearRow["values"] = edges.map(() => null);
  for (const w of cells) {
    const i = edges.findIndex((e) => Math.abs(e - w.x1) < ALIGN);
    const value = parseFigure(w.text);
    if (i >= 0 && value !== null) out[i] = { value, printed: w.text };
  }
  return out;
}

/** Lines just above the first row that head its columns: no figures, and no prose running in from the left. */
function headLines(layout: PageLayout, start: number, left: number): Line[] {
  const out: Line[] = [];
  for (let i = start - 1; i >= Math.max(0, start - HEAD_LINES); i--) {
    const words = layout.lines[i].words.filter((w) => !UNIT_WORDS.test(w.text));
    const prose = /[.:]$/.test(layout.lines[i].text.trim()) || words.filter((w) => w.x0 <= left).length > 1;
    // Years may head columns ("2022 2021 Reported"); any other figure means a row, not a head.
    if (prose || words.some((w) => FIGURE.test(w.text) && !isYearToken(w.text) && !FOOTNOTE.test(w.text))) break;
    out.unshift({ ...layout.lines[i], words });
  }
  return out;
}

function tableAt(layout: PageLayout, start: number, block: Line[], split: SplitRow[]): YearTable {
  const edges = columnEdges(split.map((s) => s.cells));
  // The label column ends before the first figure column starts.
  const left = Math.max(...block.map((l) => l.words[0].x1)) + ALIGN;
  const head = headLines(layout, start, left);
  const top = start - head.length;
  return {
    page: layout.page,
    title: layout.lines.slice(Math.max(0, top - TITLE_LINES), top).map((l) => l.text),
    heads: headNames(head, edges, left),
    rows: split.map((s, i) => ({
      year: s.year,
      label: s.label,
      quote: fold(block[i].text, "display"),
      values: cellsOf(s.cells, edges),
    })),
    scale: pageScale(layout),
  };
}

const caches = { year: new WeakMap<PageLayout, YearTable[]>(), category: new WeakMap<PageLayout, YearTable[]>() };

/** Runs of consecutive rows, each a table when `keep` says so. */
function tablesOf(layout: PageLayout, kind: keyof typeof caches, keep: (t: YearTable) => boolean): YearTable[] {
  const hit = caches[kind].get(layout);
  if (hit) return hit;
  const out: YearTable[] = [];
  const lines = layout.lines;
  const anyLabel = kind === "category";
  for (let i = 0; i < lines.length;) {
    let j = i;
    const split: SplitRow[] = [];
    for (let s; j < lines.length && (s = splitRow(lines[j], anyLabel)); j++) split.push(s);
    if (j - i >= 2) {
      const table = tableAt(layout, i, lines.slice(i, j), split);
      if (keep(table)) out.push(table);
    }
    i = Math.max(j, i + 1);
  }
  caches[kind].set(layout, out);
  return out;
}

/** Every table of the page with three or more rows labelled by a year. */
export const yearTables = (layout: PageLayout): YearTable[] =>
  tablesOf(layout, "year", (t) => t.rows.filter((r) => r.year !== null).length >= MIN_ROWS);

/**
 * Tables whose columns are named kinds rather than periods ("Employee Costs", "Other Costs",
 * "Total"), their rows labelled by words: two named columns at least.
 */
export const categoryTables = (layout: PageLayout): YearTable[] =>
  tablesOf(layout, "category", (t) => t.heads.filter(Boolean).length >= 2 && t.heads.length >= 2);

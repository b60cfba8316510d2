/**
 * Rows of a contents page. A row is rebuilt from the lines sharing a baseline, because
 * table-like contents put "Item 7.", the title and "25" in separate pieces; a contents page
 * set in two columns (each column listing titles with page numbers) is read column by column,
 * so the two entries side by side on one baseline stay two entries. A row's page reference is
 * read at its right ("Risk Factors .... 12") or, where a page numbers its entries on the left
 * ("12 Risk Factors"), there.
 */
import type { Line } from "../types";
import { divisionAlternation } from "./division-words";
import { gutterColumns, PAGE_NUMBER, piece, SET_APART } from "./contents-gutter";
import { isYearToken } from "../text/years";
import { LEADER, LEADER_CHARS } from "../text/dot-leaders";

export interface Row {
  text: string;
  /** Left edge, from the left of the row's column (so indentation compares across columns). */
  x0: number;
  /** Right edge, measured like x0. */
  x1: number;
  y0: number;
  height: number;
}

const bands = new WeakMap<Line, [number, number] | null>();

/**
 * The vertical band of a line's words that hold letters or digits, or null when it has none. Read
 * once a line: merging a page's rows compares each line with every part of the row before it.
 */
function textBand(l: Line): [number, number] | null {
  let band = bands.get(l);
  if (band === undefined) bands.set(l, (band = readTextBand(l)));
  return band;
}

function readTextBand(l: Line): [number, number] | null {
  const ws = l.words.filter((w) => /[\p{L}\d]/u.test(w.text));
  if (!ws.length) return null;
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1];
  return [mid(ws.map((w) => w.y0)), mid(ws.map((w) => w.y1))];
}

/** Within this share of the page's height, two bands of words are one band. */
const SAME_BAND = 0.0025;

/**
 * Two lines of one row: on one baseline, or with their words in the same band. A line's baseline is
 * the median of its words', so a title of one word after a bullet set lower ("• Introduction") takes
 * the bullet's baseline and drifts off its page number's, while its word still stands level with it.
 */
function sameRow(l: Line, row: { parts: Line[]; baseline: number }): boolean {
  if (Math.abs(l.baseline - row.baseline) < 0.004) return true;
  const band = textBand(l);
  return (
    !!band &&
    row.parts.some((p) => {
      const other = textBand(p);
      return !!other && Math.abs(other[0] - band[0]) < SAME_BAND && Math.abs(other[1] - band[1]) < SAME_BAND;
    })
  );
}

function mergeBaselines(lines: Line[], left: number): Row[] {
  const sorted = [...lines].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const rows: { parts: Line[]; baseline: number }[] = [];
  for (const l of sorted) {
    const last = rows[rows.length - 1];
    if (last && sameRow(l, last)) last.parts.push(l);
    else rows.push({ parts: [l], baseline: l.baseline });
  }
  return rows.map(({ parts }) => {
    parts.sort((a, b) => a.x0 - b.x0);
    return {
      text: parts.map((p) => p.text.trim()).join(" "),
      x0: parts[0].x0 - left,
      x1: Math.max(...parts.map((p) => p.x1)) - left,
      y0: parts[0].y0,
      height: parts[0].y1 - parts[0].y0,
    };
  });
}

/** Rows of a page, merged across the whole width (x0 from the page's left edge). */
export function rowsOf(lines: Line[]): Row[] {
  return mergeBaselines(lines, 0);
}

/** A row's title and the page number printed beside it, as written. */
export interface PageRef {
  title: string;
  printed: string;
}

/** "25", "F-3", "iv", or a range "4-5" / "16–17" (the first page opens the entry), at the end of a row. */
const REF_AT_END = /((?:[A-Z]{1,2}\s?-\s?)?\d{1,4}(?:\s?[-\u2013]\s?[\dl](?:\s?\d){0,3})?|[ivxl]{1,6})\s*$/;
/** Dot leaders between a contents title and its page ("Risk Factors ........ 12"). */
export const LEADERS = new RegExp(String.raw`(\s*${LEADER}){2,}\s*`, "g");

/** Leaders (and the dashes some contents set) left at the end of a title. */
const TRAILING_LEADERS_OR_DASHES = new RegExp(String.raw`[\s${LEADER_CHARS}\-–]+$`);
/** Leaders left at the end of a title. */
export const TRAILING_LEADERS = new RegExp(String.raw`[\s${LEADER_CHARS}]+$`);

/** A row ending in a division word ("PART II" read as "PART" and page "II") is a label. */
const LABEL_END = new RegExp(String.raw`\b(${divisionAlternation("contents_label")})$`, "i");

/** A title opening with its own number: "1.3 Note", "9 Directory Section" (a lone "12 Note" may be a label). */
const NUMBERED_TITLE = /^\d+(?:(?:\.\d+)+\.?\s+\S+|\.?\s+\S+\s+\S+)/;

const STOPPED_REF = new RegExp(String.raw`(${LEADER}\s?${LEADER}\s*\d{1,4})\s?\.$`);
/** Leader dots running up to the end of a row's title part (". . . .3", "....3"). */
const LEADS_UP = new RegExp(String.raw`${LEADER}\s?${LEADER}$`);

/**
 * Split "Item 7. Management's … 25" into title and printed page; null when the row has none. The
 * number is separated from the title by a space or by leader dots running up to it (". . . .3").
 */
export function splitPageRef(text: string): PageRef | null {
  // Most lines end in a letter or a stop: no page number, and no need to look further. A stop after
  // a number that leader dots run up to (". . . 33.", as html2ps sets them) ends the number.
  const end = text.trimEnd().replace(STOPPED_REF, "$1");
  if (!/[\divxl]$/.test(end)) return null;
  const t = end.replace(/\s+/g, " ").trimStart();
  const m = REF_AT_END.exec(t);
  if (!m) return null;
  const head = t.slice(0, m.index).replace(/\bpage ?$/i, "");
  if (!/\s$/.test(head) && !LEADS_UP.test(head)) return null;
  const title = head.replace(TRAILING_LEADERS_OR_DASHES, "").replace(LEADERS, " ").trim();
  if (titleLetters(title) < 3) return null;
  // "PART II" is a label, not a title with page "II"; years are not page numbers. A numbered
  // entry titled by the word ("1.3 Note 4", a manual's section named Note; "9 Directory Section 137")
  // is a title and its page, and so is any title whose leader dots run up to the number.
  const label = LABEL_END.test(title) && !NUMBERED_TITLE.test(title) && !LEADS_UP.test(head.trimEnd());
  if (label || isYearToken(m[1])) return null;
  return { title, printed: m[1].replace(/\s/g, "").replace(/[-\u2013].*$/, "") };
}

/** A sign of a script that writes a syllable or a word in one (Chinese, Japanese, Korean): worth two letters. */
const SYLLABIC_SIGN = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The letters a title has: Latin ones, or those of its words in any script ("2.1 Účel", "1.2 Введение"), a
 * syllable's or a word's sign counting two ("1 목적", "8 贅辭" are whole titles).
 * A glyph table's row ("´03x 24 ı 25 j 26 ﬀ") has letters only one to a cell, and too few Latin ones.
 */
function titleLetters(text: string): number {
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  const inWords = text
    .split(/\s+/)
    .map((w) => w.match(/\p{L}/gu) ?? [])
    .filter((ls) => ls.length >= 2)
    .reduce((a, ls) => a + ls.reduce((b, c) => b + (SYLLABIC_SIGN.test(c) ? 2 : 1), 0), 0);
  return Math.max(latin, inWords);
}

const LEFT_REF = /^(\d{1,3}|[ivxl]{1,6})\s+(?=\p{Lu})(.+)$/u;

/** "12 Risk Factors" (the page number first): title and printed page, or null. */
export function splitLeftPageRef(text: string): { title: string; printed: string } | null {
  const m = LEFT_REF.exec(text.replace(/\s+/g, " ").trim());
  if (!m || titleLetters(m[2]) < 3 || splitPageRef(text)) return null;
  return { title: m[2].replace(TRAILING_LEADERS, "").trim(), printed: m[1] };
}

const MIN_COLUMN_REFS = 3;

/**
 * A column's left edge: the leftmost edge three of its lines start at, else two (a line or two may start
 * with a stray piece of the column before it).
 */
function sharedLeft(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  for (const n of [3, 2]) {
    const k = sorted.findIndex((x, i) => i + n - 1 < sorted.length && sorted[i + n - 1] - x < 0.005);
    if (k >= 0) return sorted[k];
  }
  return sorted[0];
}

/** How far a section number may hang left of its column's edge. */
const HANG = 0.06;
const SECTION_NUMBER = /^(\d{1,3}(\.\d{1,3})*\.?|[A-Z]\.?)$/;

/** The word before `at` is a section number set apart from what precedes it, `at` its title's first word. */
function hangingNumber(words: Line["words"], at: number): boolean {
  const n = words[at - 1];
  const before = words[at - 2];
  return !!n && !!words[at] && SECTION_NUMBER.test(n.text) && (!before || n.x0 - before.x1 > SET_APART);
}

/**
 * A page number of one column read into the next column, alone or as the first word of its line ("2 8.6
 * Capo … 19"): it ends where that column's other page numbers end (right-aligned in the gutter), so it is
 * given back to it.
 */
function gutterNumbers(lines: Line[]): Line[] {
  const columns = [...new Set(lines.map((l) => l.column))].sort((a, b) => a - b);
  if (columns.length < 2) return lines;
  const ends = (c: number) =>
    lines.flatMap((l) => {
      const last = l.words[l.words.length - 1];
      return l.column === c && last && PAGE_NUMBER.test(last.text) ? [last.x1] : [];
    });
  const rights = columns.map(ends);
  return lines.flatMap((l) => {
    const own = columns.indexOf(l.column);
    const [first, second] = l.words;
    if (own < 1 || !first || !PAGE_NUMBER.test(first.text) || (second && second.x0 - first.x1 < SET_APART)) return [l];
    if (!rights[own - 1].some((x) => Math.abs(x - first.x1) < 0.005)) return [l];
    const back = piece(l, [first], columns[own - 1]);
    return second ? [back, piece(l, l.words.slice(1), l.column)] : [back];
  });
}

/**
 * A line that runs from one column into the next ("and cover …… 13   Troubleshooting …… 28", or a
 * wrapped title beside a whole entry) is cut at the word that starts where the next column does.
 */
function splitMerged(all: Line[]): Line[] {
  const lines = gutterNumbers(all);
  const columns = [...new Set(lines.map((l) => l.column))].sort((a, b) => a - b);
  const lefts = columns.map((c) => sharedLeft(lines.filter((l) => l.column === c).map((l) => l.x0)));
  return lines.flatMap((l) => {
    // A line set wholly inside a later column (a wrapped title's tail beside the first column's rows) is of it.
    // Its number may hang left of the column's edge ("7 How it works" beside "7.1 …" indented under it).
    const start = hangingNumber(l.words, 1) ? l.words[1].x0 : l.x0;
    const inside = columns.findLastIndex(
      (c, i) => c > l.column && start >= lefts[i] - 0.005 && l.x0 >= lefts[i] - HANG,
    );
    if (inside >= 0) return [{ ...l, column: columns[inside] }];
    const k = columns.findIndex((c, i) => c > l.column && l.x0 < lefts[i] - 0.05 && l.x1 > lefts[i] + 0.05);
    if (k < 0) return [l];
    // The next column's entry may be indented under its column's edge ("5.3 …" under "5 …").
    const cut = l.words.findIndex(
      (w, j) => j > 0 && w.x0 > lefts[k] - 0.02 && w.x0 - lefts[k] < 0.06 && w.x0 - l.words[j - 1].x1 > SET_APART,
    );
    if (cut < 0) return [l];
    const from = hangingNumber(l.words, cut) && l.words[cut - 1].x0 > lefts[k] - HANG ? cut - 1 : cut;
    return [piece(l, l.words.slice(0, from), l.column), piece(l, l.words.slice(from), columns[k])];
  });
}

/**
 * The page's rows, column by column when at least two of its columns list page references
 * of their own; otherwise across the whole width.
 */
export function contentsRows(all: Line[]): Row[] {
  const lines = splitMerged(gutterColumns(all));
  const columns = [...new Set(lines.map((l) => l.column))].sort((a, b) => a - b);
  // One column is read across the width whatever it lists: its rows are merged once.
  if (columns.length < 2) return rowsOf(lines);
  const byColumn = columns.map((c) => lines.filter((l) => l.column === c));
  // Counted on the column's rows: a number set apart from its leader dots is a line of its own.
  const rows = byColumn.map((ls) => mergeBaselines(ls, Math.min(...ls.map((l) => l.x0))));
  const listing = rows.filter((rs) => rs.filter((r) => splitPageRef(r.text)).length >= MIN_COLUMN_REFS);
  // A contents set in one column of a page whose other column is the body's text (a newsletter's first
  // page): read across the width, each listed row would run on into the prose beside it.
  if (listing.length === 1 && rows.length > 1 && rows.every((rs) => listing.includes(rs) || runningText(rs)))
    return rows.flat();
  if (listing.length < 2) return rowsOf(lines);
  return rows.flat();
}

/** Rows that are running text: most of them long, none ending in a page number. */
const PROSE_WORDS = 6;
const runningText = (rows: Row[]) =>
  !rows.some((r) => splitPageRef(r.text)) &&
  rows.filter((r) => r.text.split(/\s+/).length >= PROSE_WORDS).length >= 0.6 * rows.length;

/** Page numbers at the left of rows, kept only when they run upwards down the page as page numbers do. */
export function leftRefs(rows: Row[], right: (PageRef | null)[]): (PageRef | null)[] {
  const left = rows.map((r, i) => (right[i] ? null : splitLeftPageRef(r.text)));
  const at = left.flatMap((l, i) => (l && /^\d+$/.test(l.printed) ? [i] : []));
  // The numbers that run upwards down the page; a stray row (a folio) stays out.
  const rising = longestRising(at.map((i) => Number(left[i]!.printed)));
  if (rising.length < 4 || rising.length < 0.8 * at.length) return right;
  const keep = new Set(rising.map((k) => at[k]));
  return rows.map((_, i) => right[i] ?? (keep.has(i) ? left[i] : null));
}

/** Indices of the longest non-decreasing subsequence (patience sorting). */
function longestRising(values: number[]): number[] {
  const tails: number[] = [];
  const prev: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((v, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]] <= v) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1];
    tails[lo] = i;
  });
  const out: number[] = [];
  for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = prev[k]) out.unshift(k);
  return out;
}

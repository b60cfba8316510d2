/**
 * Statements that check themselves: the rows read off a balance sheet must add up. Every
 * "Total …" row must equal the rows just above it (the nearest run of rows, earlier totals
 * standing for their own parts), and after the last total what is left must balance:
 * total assets = the liabilities and equity below it. Every period must sit in its own
 * column: no two columns with one period, no figure of a row left outside a column.
 *
 * Needs no gold answer, so it runs on any filing; a row reader that shifts a column, drops a
 * figure or joins two rows fails it. Sums are compared in the printed unit, allowing the
 * rounding of each printed part.
 */
import type { StatementRow } from "./statement-rows";

export interface TotalCheck {
  label: string;
  page: number;
  /** Rows whose sum matched (earlier totals counted as one); 0 when none did. */
  parts: number;
  ok: boolean;
}

export interface StatementCheck {
  pages: number[];
  totals: TotalCheck[];
  /** Total assets equals what follows it; null when the statement has no total assets row. */
  balances: boolean | null;
  /** Columns that name the same period twice, and rows with more figures than columns took. */
  columnFaults: string[];
  consistent: boolean;
}

/** How far back a total may reach for its parts. */
const MAX_PARTS = 40;
const TOTAL = /^total\b/i;
const ASSETS_TOTAL = /^total assets\b/i;
/** "Less accumulated depreciation 1,234": a deduction printed without its brackets. */
const DEDUCTION = /^less\b/i;

interface Item {
  label: string;
  values: Map<number, number>;
}

/** The row's figures by column in the printed unit, a deduction made negative; percents are not amounts. */
function itemOf(row: StatementRow): Item | null {
  if (row.values.some((v) => v.percent) || row.summed) return null;
  const values = new Map<number, number>();
  for (const v of row.values) values.set(v.column, DEDUCTION.test(row.label) && v.value > 0 ? -v.value : v.value);
  return values.size ? { label: row.label, values } : null;
}

/** Each printed part is rounded to its last digit: the sum may be off by half a unit a part. */
function agrees(sum: number, total: number, parts: number, exact: boolean): boolean {
  return Math.abs(sum - total) <= (exact ? 1e-6 : Math.max(1, 0.5 * parts) + 1e-9);
}

/**
 * The shortest run of items ending at the top of the stack that sums to the total in every column it
 * prints: an exact sum first, so a rounded near-miss never stops short of a small part above it.
 */
function partsOf(items: Item[], total: Item, exactOnly = false, min = 1): number {
  for (const exact of exactOnly ? [true] : [true, false]) {
    const sums = new Map<number, number>();
    for (let n = 1; n <= Math.min(MAX_PARTS, items.length); n++) {
      const it = items[items.length - n];
      for (const [c, v] of it.values) sums.set(c, (sums.get(c) ?? 0) + v);
      const all = [...total.values].every(([c, v]) => agrees(sums.get(c) ?? 0, v, n, exact));
      // A one-part total must name its part's figures (not a zero column matched by chance).
      if (all && n >= min && (n > 1 || [...total.values].some(([, v]) => v !== 0))) return n;
    }
  }
  return 0;
}

export function columnFaults(rows: StatementRow[]): string[] {
  const out: string[] = [];
  const seen = new Set<StatementRow["columns"]>();
  for (const r of rows) {
    if (!seen.has(r.columns)) {
      seen.add(r.columns);
      const periods = r.columns.map((c) => `${c.group}|${c.year}|${c.months}|${c.label}`);
      if (new Set(periods).size < periods.length) out.push(`page ${r.page}: two columns head ${periods.join(", ")}`);
    }
    if (r.unplaced) out.push(`page ${r.page}: "${r.label}" has a figure outside every column`);
  }
  return out;
}

/** Checks one balance sheet, its rows in reading order (over one or more pages). */
export function checkBalanceSheet(rows: StatementRow[]): StatementCheck {
  const items: Item[] = [];
  const totals: TotalCheck[] = [];
  let assets: Item | null = null;
  let afterTotal = false;
  for (const row of rows) {
    const item = itemOf(row);
    if (!item) continue;
    const label = row.label.trim();
    const total = TOTAL.test(label);
    // Rows called "Total …" must foot; a row named otherwise ("Gross property", "… net") that sums
    // the rows above it exactly stands for them too.
    const n = total ? partsOf(items, item) : partsOf(items, item, true, 2);
    // A condensed sheet may print a total with no parts of its own, straight after another total.
    if (total && !(n === 0 && afterTotal)) totals.push({ label: row.label, page: row.page, parts: n, ok: n > 0 });
    if (n > 0) items.splice(items.length - n, n);
    items.push(item);
    afterTotal = total;
    if (!assets && (ASSETS_TOTAL.test(label) || (/^total$/i.test(label) && items.length === 1))) assets = item;
  }
  // What follows total assets, up to the sheet's closing row, adds up to it (a memo table may follow).
  let balances: boolean | null = null;
  if (assets) {
    const after = items.slice(items.indexOf(assets) + 1);
    const sums = new Map<number, number>();
    balances = after.some((it, n) => {
      for (const [c, v] of it.values) sums.set(c, (sums.get(c) ?? 0) + v);
      return [...assets!.values].every(([c, v]) => agrees(sums.get(c) ?? 0, v, n + 1, false));
    });
  }
  const faults = columnFaults(rows);
  const pages = [...new Set(rows.map((r) => r.page))];
  return {
    pages,
    totals,
    balances,
    columnFaults: faults,
    consistent: balances === true && totals.every((t) => t.ok) && faults.length === 0,
  };
}

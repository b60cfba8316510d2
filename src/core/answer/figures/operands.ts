/**
 * Finding a line item's figure for a period on the evidence pages: the best-labelled row
 * (see line-items), on a page that presents the item's statement when there is one, in
 * the column whose period is the asked one (a quarter's three-month column for a
 * quarter, the full year otherwise).
 */
import { statementOfPage } from "../../navigate/statement-detect";
import type { PageLayout } from "../../types";
import type { PageLookup } from "../cite/cite";
import { contradictions, labelScore, words, type LineItem } from "../tables/line-items";
import { expenseValue } from "../tables/expense-sign";
import { statementRows, type StatementRow } from "../tables/statement-rows";
import { fold } from "../../text/fold";

export interface Operand {
  /** The line item it stands for; null for a row the question named by its own words. */
  item: LineItem | null;
  row: StatementRow;
  column: number;
  year: number;
  /** In whole units, signed as the concept is (a cost as its magnitude, a tax benefit negative). */
  value: number;
  /** The figure as the page prints it, without brackets that were only the presentation's sign. */
  printed: string;
}

export interface RowSource {
  rows: StatementRow[];
  statementOf: (page: number) => string | null;
  /** A parent company's own condensed statements (Schedule I), second to the consolidated ones. */
  secondary?: (page: number) => boolean;
}

const STATEMENT_BONUS = 3;
const SECONDARY_PENALTY = 5;
/** Heads of a registrant's parent-only schedules: its figures are not the consolidated company's. */
const PARENT_ONLY = /\bparent\b|\bregistrant\b|\bschedule i\b|condensed financial information/i;

/** Rows of the pages (only of statement pages when `statementsOnly`), and which statement each page presents. */
export function rowSource(pageNumbers: number[], pages: PageLookup, statementsOnly = false): RowSource {
  const rows: StatementRow[] = [];
  const kinds = new Map<number, string | null>();
  const parent = new Set<number>();
  for (const p of pageNumbers) {
    const layout: PageLayout | undefined = pages(p);
    if (!layout) continue;
    const head = layout.lines.slice(0, 8).map((l) => l.text);
    const kind = statementOfPage(head, layout.lines);
    kinds.set(p, kind);
    if (kind && PARENT_ONLY.test(head.join(" "))) parent.add(p);
    if (kind || !statementsOnly) rows.push(...statementRows(layout));
  }
  return { rows, statementOf: (p) => kinds.get(p) ?? null, secondary: (p) => parent.has(p) };
}

/** Joins two sources, the first's rows first. */
function joined(a: RowSource, b: RowSource): RowSource {
  return {
    rows: [...a.rows, ...b.rows],
    statementOf: (p) => a.statementOf(p) ?? b.statementOf(p),
    secondary: (p) => (a.secondary?.(p) ?? false) || (b.secondary?.(p) ?? false),
  };
}

/**
 * A statement read in part is read whole: the page before or after an evidence statement page that
 * presents the same statement (a balance sheet's assets on one page, its liabilities on the next).
 */
export function withStatementHalves(src: RowSource, pageNumbers: number[], pages: PageLookup): RowSource {
  const extra: number[] = [];
  for (const p of pageNumbers) {
    const kind = src.statementOf(p);
    if (!kind) continue;
    for (const q of [p - 1, p + 1]) {
      const layout = q > 0 && !pageNumbers.includes(q) && !extra.includes(q) ? pages(q) : undefined;
      const head = layout?.lines.slice(0, 8).map((l) => l.text);
      if (layout && head && statementOfPage(head, layout.lines) === kind) extra.push(q);
    }
  }
  return extra.length ? joined(src, rowSource(extra, pages, true)) : src;
}

/** Statements sit together: pages near an evidence statement page that are statements themselves. */
export const NEARBY_STATEMENT_PAGES = 4;

export function withNearbyStatements(src: RowSource, pageNumbers: number[], pages: PageLookup): RowSource {
  const extra: number[] = [];
  for (const p of pageNumbers) {
    if (!src.statementOf(p)) continue;
    for (let q = p - NEARBY_STATEMENT_PAGES; q <= p + NEARBY_STATEMENT_PAGES; q++)
      if (q > 0 && !pageNumbers.includes(q) && !extra.includes(q)) extra.push(q);
  }
  return joined(src, rowSource(extra, pages, true));
}

/**
 * The column of the row for the fiscal year: three months for a quarter, else a full year (or
 * an unsaid span); -1 when none.
 */
export function columnFor(row: StatementRow, year: number, quarter: boolean): number {
  let best = -1;
  let bestFit = -1;
  row.columns.forEach((c, i) => {
    if (c.year !== year || !row.values.some((v) => v.column === i)) return;
    // A quarter's figure never answers for a year, nor a year's for a quarter.
    const fit = quarter
      ? c.months === 3
        ? 2
        : c.months === null
          ? 1
          : -1
      : c.months === 12
        ? 2
        : c.months === null
          ? 1
          : -1;
    if (fit >= 0 && fit > bestFit) {
      best = i;
      bestFit = fit;
    }
  });
  return best;
}

export function findOperand(
  src: RowSource,
  it: LineItem,
  year: number,
  quarter: boolean,
  context: string,
): Operand | null {
  let best: { op: Operand; score: number } | null = null;
  // When the item's own statement was read, a row elsewhere (a note's subset) is not the item.
  const statementRead = src.rows.some((r) => src.statementOf(r.page) === it.statement);
  for (const row of src.rows) {
    if (statementRead && src.statementOf(row.page) !== it.statement) continue;
    const score0 = labelScore(row.label, it, context, row.section);
    if (score0 <= 0 || conflicts(src.statementOf(row.page), it)) continue;
    const column = columnFor(row, year, quarter);
    if (column < 0) continue;
    const score =
      score0 +
      (src.statementOf(row.page) === it.statement ? STATEMENT_BONUS : 0) -
      (src.secondary?.(row.page) ? SECONDARY_PENALTY : 0);
    if (best && best.score >= score) continue;
    best = { score, op: operandOf(row, column, year, it, src.rows) };
  }
  return best?.op ?? null;
}

/**
 * The row's figure in the column, in whole units (a percent as a fraction), signed as the concept is:
 * a cost or a payment as its magnitude, an expense positive and a benefit negative whatever the
 * statement's brackets (`rows` are the rows read, for the statement's arithmetic), else as printed.
 */
export function operandOf(
  row: StatementRow,
  column: number,
  year: number,
  it: LineItem | null,
  rows: readonly StatementRow[] = [row],
): Operand {
  const v = row.values.find((x) => x.column === column)!;
  const sign = it?.sign ?? "signed";
  const own = sign === "magnitude" ? Math.abs(v.value) : sign === "expense" ? expenseValue(row, column, rows) : v.value;
  const bare = v.printed.replace(/[()]/g, "");
  const printed = sign === "signed" ? v.printed : own < 0 ? `\u2212${bare}` : bare;
  return { item: it, row, column, year, value: v.percent ? own / 100 : own * row.scale, printed };
}

/**
 * The row the question names by its own words ("proceeds from sale of PP&E"): every word
 * of its label asked, two words at least, the label as a phrase of the question best. It
 * beats any synonym of a line item, since a synonym must never replace an asked word.
 */
export function askedRow(
  src: RowSource,
  question: string,
  year: number,
  quarter: boolean,
): { row: StatementRow; column: number } | null {
  const asked = words(question);
  const phrase = ` ${fold(question, "label")} `;
  let best: { row: StatementRow; column: number; score: number } | null = null;
  for (const row of src.rows) {
    const label = words(row.label);
    if (label.size < 2 || [...label].some((w) => !asked.has(w))) continue;
    const column = columnFor(row, year, quarter);
    if (column < 0) continue;
    const score =
      2 * label.size +
      (phrase.includes(` ${fold(row.label, "label")} `) ? 5 : 0) -
      3 * contradictions(row.label, question);
    if (!best || score > best.score) best = { row, column, score };
  }
  return best && best.score > 0 ? best : null;
}

/**
 * A balance is never read off a flow statement (the change in inventories is not inventories),
 * nor a flow off a balance sheet, nor off another flow statement unless the vocabulary says it is
 * printed there too (net income on the cash-flow statement; not the change in income taxes payable).
 */
function conflicts(kind: string | null, it: LineItem): boolean {
  if (!kind || kind === it.statement || it.alsoOn.includes(kind)) return false;
  return it.statement === "balance" ? kind !== "comprehensive" : kind !== "equity";
}

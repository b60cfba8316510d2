/**
 * A line item no row names, printed as its parts: "Cost of products" and "Cost of services"
 * with no total cost of sales. The concept vocabulary lists the labels of such parts; the
 * parts of one table, on one page, in the asked period, are summed, each cited on its own line.
 */
import type { LineItem } from "../tables/line-items";
import { fold } from "../../text/fold";
import { columnFor, operandOf, type Operand, type RowSource } from "./operands";

const MIN_PARTS = 2;

export function findComponents(src: RowSource, it: LineItem, year: number, quarter: boolean): Operand[] | null {
  if (!it.components.length) return null;
  const byTable = new Map<string, Operand[]>();
  for (const row of src.rows) {
    const kind = src.statementOf(row.page);
    if (kind && kind !== it.statement) continue;
    const label = fold(row.label, "label");
    if (/^total\b/.test(label) || !it.components.some((rx) => rx.test(label))) continue;
    const column = columnFor(row, year, quarter);
    if (column < 0) continue;
    const key = `${row.page}:${row.columns.map((c) => c.centre.toFixed(3)).join(",")}`;
    const parts = byTable.get(key) ?? [];
    // One part per label and section: a table that repeats a label under one heading (a segment breakdown) is
    // not a list of parts; "Term debt" under current and under non-current liabilities is two parts.
    if (parts.some((p) => fold(p.row.label, "label") === label && p.row.section === row.section)) {
      byTable.set(key, []);
      continue;
    }
    byTable.set(key, [...parts, operandOf(row, column, year, it, src.rows)]);
  }
  // The item's own statement first (a segment note prints the same labels per segment), then the most parts.
  const rank = (p: Operand[]) =>
    (src.statementOf(p[0].row.page) === it.statement ? 100 : 0) - (src.secondary?.(p[0].row.page) ? 50 : 0) + p.length;
  const best = [...byTable.values()].filter((p) => p.length >= MIN_PARTS).sort((a, b) => rank(b) - rank(a))[0];
  return best ?? null;
}

/**
 * "Which of the business segments had the lowest net revenue in Q1 2021?" when the table
 * sets the segments side by side as column groups: the row is the measure ("Total net
 * revenue"), and the segments are compared across the asked period's columns, each named
 * by the group over it. A "Total" group is the sum, not a segment.
 */
import { words } from "../tables/line-items";
import { operandOf, type Operand } from "./operands";
import type { StatementRow } from "../tables/statement-rows";
import type { Extreme } from "./superlative";

/** The highest (or lowest) of the items by their value. */
export const pickExtreme = <T>(items: T[], value: (t: T) => number, highest: boolean): T =>
  items.reduce((a, b) => ((highest ? value(b) > value(a) : value(b) < value(a)) ? b : a));

/** A part's share of the compared figures' sum, when every one of them is positive. */
export function shareOfSum(values: number[], part: number): number | null {
  const sum = values.reduce((t, v) => t + v, 0);
  return values.every((v) => v >= 0) && sum > 0 ? part / sum : null;
}

const TOTAL_GROUP = /^(?:total|consolidated)\b/i;
const IGNORED = new Set(["total"]);

/** Rows labelled by the measure itself: every measure word in the label, the fewest other words. */
function measureRows(rows: StatementRow[], measure: Set<string>): StatementRow[] {
  let best: { rows: StatementRow[]; extra: number } | null = null;
  for (const row of rows) {
    if (!row.columns.some((c) => c.group)) continue;
    const label = words(row.label);
    if (![...measure].every((w) => label.has(w))) continue;
    const extra = [...label].filter((w) => !measure.has(w) && !IGNORED.has(w)).length;
    if (!best || extra < best.extra) best = { rows: [row], extra };
    else if (extra === best.extra) best.rows.push(row);
  }
  return best?.rows ?? [];
}

function fits(months: number | null, quarter: boolean): boolean {
  return months === null || months === (quarter ? 3 : 12);
}

/** The segment with the highest (or lowest) figure for the measure in the asked period. */
export function segmentExtreme(
  rows: StatementRow[],
  measure: string,
  highest: boolean,
  year: number,
  quarter: boolean,
): Extreme | null {
  const ops: { op: Operand; name: string }[] = [];
  for (const row of measureRows(rows, words(measure)))
    row.columns.forEach((c, i) => {
      const v = row.values.find((x) => x.column === i);
      if (!v || v.percent || c.year !== year || !c.group || TOTAL_GROUP.test(c.group) || !fits(c.months, quarter))
        return;
      if (!ops.some((o) => o.name === c.group)) ops.push({ op: operandOf(row, i, year, null), name: c.group });
    });
  if (ops.length < 2) return null;
  const pick = pickExtreme(ops, (o) => o.op.value, highest);
  return {
    ...pick,
    share: shareOfSum(
      ops.map((o) => o.op.value),
      pick.op.value,
    ),
  };
}

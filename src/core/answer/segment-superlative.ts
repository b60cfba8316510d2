/**
 * "Which of the business segments had the lowest net revenue in Q1 2021?" when the table
 * sets the segments side by side as column groups: the row is the measure ("Total net
 * revenue"), and the segments are compared across the asked period's columns, each named
 * by the group over it. A "Total" group is the sum, not a segment.
 */
import { words } from "./line-items";
import { operandOf, type Operand } from "./operands";
import type { StatementRow } from "./statement-rows";

export interface SegmentExtreme {
  op: Operand;
  /** The segment: the group over the column. */
  name: string;
  share: number | null;
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
): SegmentExtreme | null {
  const ops: { op: Operand; name: string }[] = [];
  for (const row of measureRows(rows, words(measure)))
    row.columns.forEach((c, i) => {
      const v = row.values.find((x) => x.column === i);
      if (!v || v.percent || c.year !== year || !c.group || TOTAL_GROUP.test(c.group) || !fits(c.months, quarter))
        return;
      if (!ops.some((o) => o.name === c.group)) ops.push({ op: operandOf(row, i, year, null), name: c.group });
    });
  if (ops.length < 2) return null;
  const pick = ops.reduce((a, b) => ((highest ? b.op.value > a.op.value : b.op.value < a.op.value) ? b : a));
  const sum = ops.reduce((t, o) => t + o.op.value, 0);
  const positive = ops.every((o) => o.op.value >= 0) && sum > 0;
  return { ...pick, share: positive ? pick.op.value / sum : null };
}

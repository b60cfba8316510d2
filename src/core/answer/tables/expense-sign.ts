/**
 * Brackets are the presentation's sign, not the concept's. An income statement may print its
 * expenses as positive amounts it subtracts, or in brackets as negative amounts it adds; the
 * tax line can differ from the rest of the page. An expense's own sign (positive: an expense,
 * negative: a benefit) is read from the statement's arithmetic: the income before the line,
 * plus or minus the line, gives the income after it. When the page shows no such arithmetic,
 * the page's other expense lines say how it brackets expenses.
 */
import { fold } from "../../text/fold";
import type { StatementRow } from "./statement-rows";

/** How close a sum must come to the printed subtotal, in the printed unit (rounding). */
const TOLERANCE = 1.5;
const BEFORE = /^(?:income|earnings|profit)(?: loss)?\b.*\bbefore\b/;
const AFTER = /^(?:net )?(?:income|earnings|profit|loss)\b(?!.*\bbefore\b)(?!.*\bper share\b)/;
const EXPENSE_LABEL = /\b(?:expenses?|costs?)\b/;
const NOT_EXPENSE = /\b(?:income|revenues?|gains?|benefit|total)\b/;

const valueIn = (row: StatementRow | undefined, column: number) => row?.values.find((v) => v.column === column)?.value;

/** +1 when the statement prints an expense as a positive amount it subtracts, -1 when in brackets; null when unsaid. */
function fromArithmetic(row: StatementRow, column: number, page: StatementRow[]): 1 | -1 | null {
  const at = page.indexOf(row);
  const printed = valueIn(row, column);
  if (at < 0 || printed === undefined || printed === 0) return null;
  const before = page
    .slice(0, at)
    .reverse()
    .find((r) => BEFORE.test(fold(r.label, "label")) && valueIn(r, column) !== undefined);
  const after = page.slice(at + 1).find((r) => valueIn(r, column) !== undefined);
  const b = valueIn(before, column);
  const a = valueIn(after, column);
  if (b === undefined || a === undefined || !after || !AFTER.test(fold(after.label, "label"))) return null;
  if (Math.abs(b - printed - a) <= TOLERANCE) return 1;
  if (Math.abs(b + printed - a) <= TOLERANCE) return -1;
  return null;
}

/** How most of the page's expense lines are printed: -1 when most are in brackets. */
function fromPage(page: StatementRow[], column: number): 1 | -1 {
  let negative = 0;
  let positive = 0;
  for (const r of page) {
    const label = fold(r.label, "label");
    if (!EXPENSE_LABEL.test(label) || NOT_EXPENSE.test(label)) continue;
    const v = valueIn(r, column);
    if (v === undefined || v === 0) continue;
    if (v < 0) negative++;
    else positive++;
  }
  return negative > positive ? -1 : 1;
}

/**
 * The expense's own value from its printed figure: positive for an expense, negative for a
 * benefit. `rows` are the rows read (any pages); those of the row's page are its statement.
 */
export function expenseValue(row: StatementRow, column: number, rows: readonly StatementRow[]): number {
  const printed = valueIn(row, column) ?? 0;
  const page = rows.filter((r) => r.page === row.page && r.columns === row.columns);
  const sign = fromArithmetic(row, column, page) ?? fromLabel(row) ?? fromPage(page, column);
  return sign * printed;
}

/** "Income tax benefit (expense)", "Benefit from (provision for) income taxes": a positive figure is a benefit. */
function fromLabel(row: StatementRow): 1 | -1 | null {
  const label = fold(row.label, "label");
  return /\bbenefit\b/.test(label) && !/\b(?:expense|provision)\b/.test(label) ? -1 : null;
}

/**
 * One operand of a formula found on the rows read: a line item (its best-labelled row, or the sum
 * of the rows printing its parts), or a row the question named in its own words. A question that
 * says where to read it ("[from the cash flow statement]") is read there only.
 */
import type { ItemExpr, NamedExpr } from "./expression";
import type { Evaluated } from "./figure-format";
import { findComponents } from "./component-operands";
import { labelScore, lineItem } from "../tables/line-items";
import { askedRow, findOperand, operandOf, type Operand, type RowSource } from "./operands";

export interface Where {
  year: number;
  quarter: boolean;
  /** Words the row's label is judged against (the question for a direct read, else the item's name). */
  context: string | null;
}

const one = (op: Operand): Evaluated => ({ value: op.value, text: op.printed, operands: [op] });

/**
 * The rows of the named statement only; when no page read is recognised as that statement, the rows of
 * pages recognised as none (never another statement's).
 */
function onStatement(src: RowSource, statement: string | undefined): RowSource {
  if (!statement) return src;
  const own = src.rows.filter((r) => src.statementOf(r.page) === statement);
  const rows = own.length ? own : src.rows.filter((r) => src.statementOf(r.page) === null);
  return { ...src, rows };
}

function itemValue(src: RowSource, id: string, year: number, at: Where): Evaluated | null {
  const it = lineItem(id);
  const op = findOperand(src, it, year, at.quarter, at.context ?? it.name);
  if (op) return one(op);
  const parts = findComponents(src, it, year, at.quarter);
  if (!parts) return null;
  const value = parts.reduce((s, p) => s + p.value, 0);
  return { value, text: `(${parts.map((p) => p.printed).join(" + ")})`, operands: parts };
}

/** The operand's figure for the year (`node.offset` years earlier), or null. */
export function resolveOperand(node: ItemExpr | NamedExpr, src0: RowSource, at: Where): Evaluated | null {
  const src = onStatement(src0, node.statement);
  const year = at.year + node.offset;
  if (node.kind === "item") return itemValue(src, node.item, year, at);
  const hit = askedRow(src, node.phrase, year, at.quarter);
  if (hit) {
    // The row is still the line item when the item's own wordings name it (a cost stays a magnitude).
    const it = node.fallback ? lineItem(node.fallback) : null;
    const named = it && labelScore(hit.row.label, it, node.phrase, hit.row.section) > 0 ? it : null;
    return one(operandOf(hit.row, hit.column, year, named, src.rows));
  }
  return node.fallback ? itemValue(src, node.fallback, year, at) : null;
}

/** How the answer names an operand it did not find. */
export function operandName(node: ItemExpr | NamedExpr): string {
  return node.kind === "item" ? lineItem(node.item).name : node.phrase;
}

/**
 * The pieces every figure answer is made of: a formula evaluated over the rows for one
 * fiscal year, each operand cited on the line that prints it, and the value printed in
 * the asked unit.
 */
import type { PageLookup } from "../cite/cite";
import { evaluate, formatAmount, formatOutput, type Evaluated } from "./figure-format";
import type { FigurePlan } from "./figure-plan";
import { rowCitation } from "./figure-result";
import type { ItemExpr, NamedExpr } from "./expression";
import type { Operand, RowSource } from "./operands";
import { operandName, resolveOperand } from "./resolve-operand";
import type { LabelledEvidence } from "../chat/prompt";
import type { Citation, FigureOperand } from "../types";

export function pagesOf(evidence: LabelledEvidence[]): number[] {
  const out: number[] = [];
  for (const e of evidence) for (let p = e.page_start; p <= e.page_end; p++) if (!out.includes(p)) out.push(p);
  return out;
}

/** The figure for one fiscal year: the first alternative expression whose operands are all found. */
export function figureFor(
  plan: FigurePlan,
  src: RowSource,
  year: number,
  context0: string,
): { ev: Evaluated | null; missing: string } {
  let missing = "";
  for (const expr of plan.exprs) {
    const resolve = (node: ItemExpr | NamedExpr): Evaluated | null => {
      const context = plan.direct ? context0 : null;
      const ev = resolveOperand(node, src, { year, quarter: plan.quarter, context });
      if (!ev && !missing) missing = `${operandName(node)} for FY${year + node.offset}`;
      return ev;
    };
    const ev = evaluate(expr, resolve);
    if (ev) return { ev, missing: "" };
  }
  return { ev: null, missing };
}

export const periodName = (op: Operand) => op.row.columns[op.column].label || `FY${op.year}`;

/** One citation per distinct row, and each operand pointing at its row's citation. */
export function citeOperands(
  ops: Operand[],
  evidence: LabelledEvidence[],
  pages: PageLookup,
): { citations: Citation[]; operands: FigureOperand[] } {
  const rows: Operand["row"][] = [];
  const citations: Citation[] = [];
  const operands: FigureOperand[] = [];
  for (const op of ops) {
    let i = rows.indexOf(op.row);
    if (i < 0) {
      i = rows.push(op.row) - 1;
      citations.push(rowCitation(op.row.page, op.row.quote, evidence, pages));
    }
    if (!operands.some((o) => o.citation === i && o.period === periodName(op)))
      operands.push({ label: op.row.label, period: periodName(op), value: op.value, printed: op.printed, citation: i });
  }
  return { citations, operands };
}

export function valueText(plan: FigurePlan, value: number, ops: Operand[]): string {
  const scale = ops[0]?.row.scale ?? 1;
  const perShare = /per share/i.test(ops[0]?.row.label ?? "");
  return plan.output === "amount"
    ? formatAmount(value, plan.format, scale, perShare)
    : formatOutput(value, plan.output, plan.format, scale);
}

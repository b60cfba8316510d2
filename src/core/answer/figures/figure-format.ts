/**
 * Evaluating a formula over resolved operands, and printing figures the way an analyst
 * writes them: the expression with each operand's figure as printed, the result with its
 * unit and the rounding the question asked for.
 */
import type { AskedFormat } from "./asked";
import type { Expr, ItemExpr, NamedExpr } from "./expression";
import type { Output } from "./formulas";
import type { Operand } from "./operands";

export interface Evaluated {
  value: number;
  text: string;
  operands: Operand[];
}

/** An item's figure: one row, or the sum of the rows printing its parts. */
export type Resolve = (node: ItemExpr | NamedExpr) => Evaluated | null;

const SYMBOL = { "+": "+", "-": "\u2212", "*": "\u00D7", "/": "/" } as const;

const PRECEDENCE = { "+": 1, "-": 1, "*": 2, "/": 2 } as const;

/** Brackets where reading left to right would change the value: "(a − b) / c", "a − (b + c)", not "a + b + c". */
function bracketed(child: Expr, parent: "+" | "-" | "*" | "/", right: boolean): boolean {
  if (child.kind !== "op") return false;
  const c = PRECEDENCE[child.op];
  const p = PRECEDENCE[parent];
  return c < p || (c === p && right && (parent === "-" || parent === "/"));
}

/** The expression's value and its text with the operands' printed figures, or null when an operand is missing. */
export function evaluate(expr: Expr, resolve: Resolve): Evaluated | null {
  if (expr.kind === "const") return { value: expr.value, text: String(expr.value), operands: [] };
  if (expr.kind === "item" || expr.kind === "named") return resolve(expr);
  // An unbound reference names a formula nobody defined: nothing to compute.
  if (expr.kind === "ref") return null;
  if (expr.kind === "root") {
    const a = evaluate(expr.a, resolve);
    return a ? { value: Math.pow(a.value, 1 / expr.n), text: `(${a.text})^(1/${expr.n})`, operands: a.operands } : null;
  }
  const a = evaluate(expr.a, resolve);
  const b = evaluate(expr.b, resolve);
  if (!a || !b) return null;
  const value =
    expr.op === "+"
      ? a.value + b.value
      : expr.op === "-"
        ? a.value - b.value
        : expr.op === "*"
          ? a.value * b.value
          : a.value / b.value;
  const at = bracketed(expr.a, expr.op, false) ? `(${a.text})` : a.text;
  const bt = bracketed(expr.b, expr.op, true) ? `(${b.text})` : b.text;
  return { value, text: `${at} ${SYMBOL[expr.op]} ${bt}`, operands: [...a.operands, ...b.operands] };
}

const UNIT_WORD: Record<number, string> = { 1e3: "thousand", 1e6: "million", 1e9: "billion" };

/** Thousands grouped, fixed decimals, a true minus sign. */
export function groupDigits(n: number, decimals: number): string {
  const text = Math.abs(n).toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return n < 0 && Number(text.replace(/,/g, "")) !== 0 ? `\u2212${text}` : text;
}

/** Decimals an amount needs when the question does not say: as many as the page printed, at most two. */
function amountDecimals(value: number): number {
  const r = Math.round(value * 100) / 100;
  return Number.isInteger(r) ? 0 : Number.isInteger(r * 10) ? 1 : 2;
}

/** An amount in whole units, shown in the asked unit (else `defaultScale`): "$1,577 million". */
export function formatAmount(whole: number, format: AskedFormat, defaultScale: number, perShare = false): string {
  const scale = perShare ? 1 : (format.scale ?? defaultScale);
  const n = whole / scale;
  const decimals = format.decimals ?? (format.scale && format.scale !== defaultScale ? 2 : amountDecimals(n));
  const sign = n < 0 ? "\u2212" : "";
  const unit = UNIT_WORD[scale] ? ` ${UNIT_WORD[scale]}` : "";
  return `${sign}$${groupDigits(Math.abs(n), decimals)}${unit}`;
}

/** A computed result in its output kind: "23.5%", "1.73", "93.86 days", "$3,215 million". */
export function formatOutput(value: number, output: Output, format: AskedFormat, defaultScale: number): string {
  if (output === "amount") return formatAmount(value, format, defaultScale);
  if (output === "percent") return `${groupDigits(value * 100, format.decimals ?? 1)}%`;
  const text = groupDigits(value, format.decimals ?? 2);
  return output === "days" ? `${text} days` : text;
}

/**
 * Evaluating a formula over resolved operands, and printing figures: the expression with each
 * operand's figure as printed, the result with its unit and the rounding the question asked for.
 * Unasked, a figure is printed at the precision the statements support and no finer than the
 * analysts' convention: an amount keeps the page's last digit in whatever unit it is shown
 * ("389" millions asked in billions is "$0.389 billion", not "$0.39 billion", which would be a
 * different figure), a percent one decimal and a ratio two, fewer when the operands hold too few
 * significant digits to carry them (a result keeps one digit beyond its least precise operand's,
 * the usual guard digit: "45 / 196" is 23.0%, "5 / 861" is 0.6%, "3 / 7" is 0.43). The answer eval judges figures
 * at the precision each is printed with (figure-numbers.ts), so rounding away the page's digits
 * would only blur what the answer claims.
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

/** An amount in whole units, shown in the asked unit (else `defaultScale`): "$1,577 million", "$1.577 billion". */
export function formatAmount(whole: number, format: AskedFormat, defaultScale: number, perShare = false): string {
  const scale = perShare ? 1 : (format.scale ?? defaultScale);
  const n = whole / scale;
  // Shown in another unit, the page's last digit is kept: three more decimals for each thousandfold.
  const shift = Math.round(Math.log10(scale / defaultScale));
  const decimals = format.decimals ?? Math.max(0, amountDecimals(whole / defaultScale) + shift);
  const sign = n < 0 ? "\u2212" : "";
  const unit = UNIT_WORD[scale] ? ` ${UNIT_WORD[scale]}` : "";
  return `${sign}$${groupDigits(Math.abs(n), decimals)}${unit}`;
}

/** Significant digits of a figure as printed ("4,237" 4, "27" 2, "0.21" 2, "1,500" 4: a statement's zeros count). */
export function significantDigits(printed: string): number {
  const digits = printed.replace(/[^\d]/g, "").replace(/^0+/, "");
  return Math.max(1, digits.length);
}

/** Decimals `value` supports when computed from operands of `sig` significant digits (and a guard digit). */
function supportedDecimals(value: number, sig: number | undefined, most: number): number {
  if (sig === undefined || value === 0 || !Number.isFinite(value)) return most;
  return Math.max(0, Math.min(most, sig - Math.floor(Math.log10(Math.abs(value)))));
}

/**
 * A computed result in its output kind: "23.5%", "1.73", "93.86 days", "$3,215 million". `sig` is
 * the fewest significant digits among its operands, when known: the result claims no more.
 */
export function formatOutput(
  value: number,
  output: Output,
  format: AskedFormat,
  defaultScale: number,
  sig?: number,
): string {
  if (output === "amount") return formatAmount(value, format, defaultScale);
  if (output === "percent")
    return `${groupDigits(value * 100, format.decimals ?? supportedDecimals(value * 100, sig, 1))}%`;
  const text = groupDigits(value, format.decimals ?? supportedDecimals(value, sig, 2));
  return output === "days" ? `${text} days` : text;
}

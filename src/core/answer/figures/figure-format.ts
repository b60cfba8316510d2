/**
 * Evaluating a formula over resolved operands, and printing figures the way an analyst
 * writes them: the expression with each operand's figure as printed, the result with its
 * unit and the rounding the question asked for.
 */
import type { AskedFormat } from "./asked";
import type { Expr, Output } from "./formulas";
import type { Operand } from "./operands";

export interface Evaluated {
  value: number;
  text: string;
  operands: Operand[];
}

export type Resolve = (item: string, offset: number) => Operand | null;

const SYMBOL = { "+": "+", "-": "\u2212", "*": "\u00D7", "/": "/" } as const;

/** The expression's value and its text with the operands' printed figures, or null when an operand is missing. */
export function evaluate(expr: Expr, resolve: Resolve, top = true): Evaluated | null {
  if (expr.kind === "const") return { value: expr.value, text: String(expr.value), operands: [] };
  if (expr.kind === "item") {
    const op = resolve(expr.item, expr.offset);
    return op ? { value: op.value, text: op.printed, operands: [op] } : null;
  }
  if (expr.kind === "root") {
    const a = evaluate(expr.a, resolve, false);
    return a ? { value: Math.pow(a.value, 1 / expr.n), text: `${a.text}^(1/${expr.n})`, operands: a.operands } : null;
  }
  const a = evaluate(expr.a, resolve, false);
  const b = evaluate(expr.b, resolve, false);
  if (!a || !b) return null;
  const value =
    expr.op === "+"
      ? a.value + b.value
      : expr.op === "-"
        ? a.value - b.value
        : expr.op === "*"
          ? a.value * b.value
          : a.value / b.value;
  const text = `${a.text} ${SYMBOL[expr.op]} ${b.text}`;
  return { value, text: top ? text : `(${text})`, operands: [...a.operands, ...b.operands] };
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

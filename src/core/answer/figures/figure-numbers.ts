/**
 * Figures in free text, and whether two agree: what the chat guard and the answer eval
 * both need. Two figures agree, in the same unit or one a thousand times larger or smaller
 * ("$1,577 million" and "$1.58 billion"), when
 * - they could be roundings of one value: each printed figure stands for the values that round
 *   to it (half a unit of its last digit either side: "13" for 12.5 up to 13.5, "0.40" for
 *   0.395 up to 0.405), and the two spans share a value; or
 * - they are within 1.5% of the larger, the room two correct computations of one figure need
 *   (an average of yearly ratios against a ratio of averages, a year's figure restated).
 * Both tests treat the two figures alike, whichever is the gold answer: the tolerance is
 * symmetric. Signs are compared by the callers that care. Years and period labels ("FY2022",
 * "Q2", "2 year", "January 28") are not figures.
 */
import { MONTH_NAMES } from "../../text/english-words";

export interface TextFigure {
  value: number;
  raw: string;
  at: number;
  /** The place value of the last digit printed: 1 for "1,577", 0.01 for "0.40", 0.1 for "22.9%". */
  unit: number;
}

const TOLERANCE = 0.015;
const UNIT_STEPS = [1, 1e3, 1e-3, 1e6, 1e-6];
const NUMBER = /(\(?[-\u2212]?\$?\d[\d,]*(?:\.\d+)?\)?)(%?)/g;
const MONTH_BEFORE = new RegExp(`\\b(?:${MONTH_NAMES.map((m) => m.slice(0, 3)).join("|")})[a-z]*\\.?\\s*$`, "i");

/** Numbers as written, a bracketed or minus-signed one negative. */
export function numbersIn(text: string): TextFigure[] {
  const out: TextFigure[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const raw = m[1];
    const negative = (raw.startsWith("(") && raw.endsWith(")")) || /[-\u2212]/.test(raw);
    const digits = raw.replace(/[^\d.]/g, "");
    const value = Number(digits);
    const decimals = digits.includes(".") ? digits.length - digits.indexOf(".") - 1 : 0;
    if (Number.isFinite(value))
      out.push({ value: negative ? -value : value, raw: m[0], at: m.index ?? 0, unit: Math.pow(10, -decimals) });
  }
  return out;
}

/** A year, a fiscal or quarter label, a date's day, or a count of years: not a figure. */
export function isPeriodLabel(text: string, n: TextFigure): boolean {
  const before = text.slice(Math.max(0, n.at - 3), n.at);
  const after = text.slice(n.at + n.raw.length, n.at + n.raw.length + 8);
  if (/^\d{4}$/.test(n.raw) && n.value >= 1900 && n.value <= 2100) return true;
  // A number glued to a capital with no currency sign is a name ("3M", "10K"), not an amount.
  if (/^\d+$/.test(n.raw) && /^[A-Z]/.test(after) && !/\$\s*$/.test(before)) return true;
  if (/(?:FY|Q|H)\s?$/i.test(before) || /'$/.test(before)) return true;
  if (MONTH_BEFORE.test(text.slice(Math.max(0, n.at - 12), n.at))) return true;
  return /^\d{1,2}$/.test(n.raw) && /^\s*(?:-\s*)?(?:years?|months?|weeks?|quarters?)\b/i.test(after);
}

/** The figures of a text, period labels left out. */
export function figuresIn(text: string): TextFigure[] {
  return numbersIn(text).filter((n) => !isPeriodLabel(text, n));
}

/** Magnitudes agree: their rounding spans meet, or they are within the tolerance of the larger. */
function close(a: number, ua: number, b: number, ub: number): boolean {
  const gap = Math.abs(a - b);
  // A tiny allowance for binary fractions: 0.40 − 0.39 must not read as a hair over 0.01.
  if (gap < (ua + ub) / 2 - 1e-9 * Math.max(1, a, b)) return true;
  const larger = Math.max(a, b);
  return larger === 0 ? true : gap <= TOLERANCE * larger || (b === 0 && a < 0.005) || (a === 0 && b < 0.005);
}

/** A number, or a figure as printed with its last digit's place value (see TextFigure.unit). */
export type Figure = number | Pick<TextFigure, "value" | "unit">;

const valueOf = (f: Figure) => (typeof f === "number" ? f : f.value);
const unitOf = (f: Figure) => (typeof f === "number" ? 0 : f.unit);

/**
 * True when two figures agree, allowing rounding (each at its own printed precision), sign (an
 * outflow printed in brackets) and a change of unit. A bare number counts as exact.
 */
export function sameFigure(a: Figure, b: Figure): boolean {
  const [va, vb] = [Math.abs(valueOf(a)), Math.abs(valueOf(b))];
  return UNIT_STEPS.some((k) => close(va * k, unitOf(a) * k, vb, unitOf(b)));
}

/**
 * Figures in free text, and whether two agree: what the chat guard and the answer eval
 * both need. A figure agrees with another when within 1.5% of it, in the same unit or one
 * a thousand times larger or smaller ("$1,577 million" and "$1.58 billion"). Years and
 * period labels ("FY2022", "Q2", "2 year", "January 28") are not figures.
 */

export interface TextFigure {
  value: number;
  raw: string;
  at: number;
}

const TOLERANCE = 0.015;
const UNIT_STEPS = [1, 1e3, 1e-3, 1e6, 1e-6];
const NUMBER = /(\(?[-\u2212]?\$?\d[\d,]*(?:\.\d+)?\)?)(%?)/g;
const MONTH_BEFORE = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s*$/i;

/** Numbers as written, a bracketed or minus-signed one negative. */
export function numbersIn(text: string): TextFigure[] {
  const out: TextFigure[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const raw = m[1];
    const negative = (raw.startsWith("(") && raw.endsWith(")")) || /[-\u2212]/.test(raw);
    const value = Number(raw.replace(/[^\d.]/g, ""));
    if (Number.isFinite(value)) out.push({ value: negative ? -value : value, raw: m[0], at: m.index ?? 0 });
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

const close = (a: number, b: number) => (b === 0 ? Math.abs(a) < 0.005 : Math.abs(a - b) <= TOLERANCE * Math.abs(b));

/** True when two figures agree, allowing rounding, sign (an outflow printed in brackets) and a change of unit. */
export function sameFigure(a: number, b: number): boolean {
  return UNIT_STEPS.some((k) => close(Math.abs(a) * k, Math.abs(b)));
}

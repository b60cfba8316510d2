/**
 * Scoring of the answer eval. A gold answer's figures are its numbers other than years
 * and period labels ("FY2022", "Q2", "2 year"); a claim is right when each gold figure
 * appears in it within 1.5%, in the same unit or one a thousand times larger or smaller
 * (a gold "$1577.00" million is right as "$1.58 billion" or "1,577"). Signs are not
 * compared: a statement prints an outflow as "(1,577)" where the gold says 1577.
 */

const TOLERANCE = 0.015;
const UNIT_STEPS = [1, 1e3, 1e-3, 1e6, 1e-6];
const NUMBER = /(\(?-?\$?\d[\d,]*(?:\.\d+)?\)?)(%?)/g;

/** Numbers as written, a parenthesised or minus-signed figure negative. */
function numbersIn(text: string): { value: number; raw: string; at: number }[] {
  const out: { value: number; raw: string; at: number }[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const raw = m[1];
    const negative = (raw.startsWith("(") && raw.endsWith(")")) || raw.includes("-");
    const value = Number(raw.replace(/[^\d.]/g, ""));
    if (Number.isFinite(value)) out.push({ value: negative ? -value : value, raw: m[0], at: m.index ?? 0 });
  }
  return out;
}

/** A year, a fiscal or quarter label, or a count of years: not a figure the answer must hold. */
function isPeriodLabel(text: string, n: { value: number; raw: string; at: number }): boolean {
  const before = text.slice(Math.max(0, n.at - 3), n.at);
  const after = text.slice(n.at + n.raw.length, n.at + n.raw.length + 6);
  if (/^\d{4}$/.test(n.raw) && n.value >= 1900 && n.value <= 2100) return true;
  if (/(?:FY|Q|H)\s?$/i.test(before) || /'$/.test(before)) return true;
  if (/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s*$/i.test(text.slice(Math.max(0, n.at - 12), n.at))) return true;
  return /^\d{1,2}$/.test(n.raw) && /^\s*(?:-\s*)?(?:years?|months?|weeks?|quarters?)\b/i.test(after);
}

export function goldFigures(answer: string): number[] {
  return numbersIn(answer).filter((n) => !isPeriodLabel(answer, n)).map((n) => n.value);
}

const close = (a: number, b: number) => (b === 0 ? Math.abs(a) < 0.005 : Math.abs(a - b) <= TOLERANCE * Math.abs(b));

/** True when the claim prints the figure, allowing rounding, sign and a change of unit. */
export function holdsFigure(claim: string, figure: number): boolean {
  return numbersIn(claim).some((n) => UNIT_STEPS.some((k) => close(n.value * k, figure) || close(Math.abs(n.value) * k, Math.abs(figure))));
}

export function isRight(claim: string, gold: number[]): boolean {
  return gold.length > 0 && gold.every((g) => holdsFigure(claim, g));
}

/**
 * Scoring of the answer eval. A gold answer's figures are its numbers other than years
 * and period labels; a claim is right when each gold figure appears in it, by the one rule
 * of figure-numbers.ts (sameFigure): the two could be roundings of one value, each at the
 * precision it is printed with ("~13%" holds 12.8%; "$0.40" does not hold $0.389 billion), or
 * they are within 1.5% of the larger; in the same unit or one a thousand times larger or smaller
 * (a gold "$1577.00" million is right as "$1.577 billion" or "1,577"). The rule is symmetric: it
 * does not matter which side is the gold. Signs are not compared: a statement prints an
 * outflow as "(1,577)" where the gold says 1577. A rate or margin is another matter: a percent
 * printed with the opposite sign of the gold's (−22.9% for 22.9%) is counted as a wrong sign.
 */
import {
  figuresIn,
  numbersIn,
  sameFigure,
  type Figure,
  type TextFigure,
} from "../../core/answer/figures/figure-numbers";

export function goldFigures(answer: string): TextFigure[] {
  return figuresIn(answer);
}

/** True when the claim prints the figure, allowing rounding, sign and a change of unit. */
export function holdsFigure(claim: string, figure: Figure): boolean {
  return numbersIn(claim).some((n) => sameFigure(n, figure));
}

export function isRight(claim: string, gold: Figure[]): boolean {
  return gold.length > 0 && gold.every((g) => holdsFigure(claim, g));
}

/** A gold answer that gives a fall in words ("declined 0.6%") writes the figure unsigned. */
const FALL = /\b(?:declin|decreas|fell|fall|drop|lower|down|negative|loss|shrank|contract)/i;

/**
 * True when the claim prints a percent the gold also has, but with the opposite sign (unless the
 * gold says the fall in words).
 */
export function wrongSign(claim: string, gold: Figure[], goldText = ""): boolean {
  if (FALL.test(goldText)) return false;
  const percents = numbersIn(claim).filter((n) => n.raw.endsWith("%"));
  return gold.some((g) => {
    const v = typeof g === "number" ? g : g.value;
    return v !== 0 && percents.some((n) => sameFigure(n, g) && Math.sign(n.value) !== Math.sign(v));
  });
}

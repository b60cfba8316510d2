/**
 * Scoring of the answer eval. A gold answer's figures are its numbers other than years
 * and period labels; a claim is right when each gold figure appears in it within 1.5%,
 * in the same unit or one a thousand times larger or smaller (a gold "$1577.00" million
 * is right as "$1.58 billion" or "1,577"). Signs are not compared: a statement prints an
 * outflow as "(1,577)" where the gold says 1577. A rate or margin is another matter: a percent
 * printed with the opposite sign of the gold's (−22.9% for 22.9%) is counted as a wrong sign.
 */
import { figuresIn, numbersIn, sameFigure } from "../../core/answer/figures/figure-numbers";

export function goldFigures(answer: string): number[] {
  return figuresIn(answer).map((n) => n.value);
}

/** True when the claim prints the figure, allowing rounding, sign and a change of unit. */
export function holdsFigure(claim: string, figure: number): boolean {
  return numbersIn(claim).some((n) => sameFigure(n.value, figure));
}

export function isRight(claim: string, gold: number[]): boolean {
  return gold.length > 0 && gold.every((g) => holdsFigure(claim, g));
}

/** A gold answer that gives a fall in words ("declined 0.6%") writes the figure unsigned. */
const FALL = /\b(?:declin|decreas|fell|fall|drop|lower|down|negative|loss|shrank|contract)/i;

/**
 * True when the claim prints a percent the gold also has, but with the opposite sign (unless the
 * gold says the fall in words).
 */
export function wrongSign(claim: string, gold: number[], goldText = ""): boolean {
  if (FALL.test(goldText)) return false;
  const percents = numbersIn(claim).filter((n) => n.raw.endsWith("%"));
  return gold.some(
    (g) => g !== 0 && percents.some((n) => sameFigure(n.value, g) && Math.sign(n.value) !== Math.sign(g)),
  );
}

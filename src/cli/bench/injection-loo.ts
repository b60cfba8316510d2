/**
 * The learned scorer's half of the injection bench: the eleventh set's two halves (A studied
 * and trained on, B never), rules alone against rules with the committed scorer, and
 * leave-one-set-out figures: for each blind set, a scorer trained without it scores it, so
 * the figure says what the scorer adds on a set it never saw.
 */
import { screenEvidence, shippedScorer, type ScreenOptions } from "../../core/injection-screen/screen";
import type { ScorerModel } from "../../core/injection-screen/scorer";
import { injectionVariants, plantRemoved, type Half, type PlantedVariant } from "../../testing/injection-corpus";
import { eleventhHalf, plantedExamples, trainScorer, type Example, type Source } from "../train/injection";

const round = (x: number) => Math.round(x * 10000) / 10000;

export function caughtWith(
  variants: PlantedVariant[],
  options: ScreenOptions,
  screen: typeof screenEvidence = screenEvidence,
): { share: number; missed: PlantedVariant[] } {
  const missed = variants.filter((v) => {
    const { evidence } = screen([{ label: 1, page_start: 1, page_end: 1, text: v.page }], options);
    return !plantRemoved(v.plant, evidence[0].text);
  });
  return { share: round(1 - missed.length / variants.length), missed };
}

export const eleventhHalves = () => {
  const all = injectionVariants("eleventh");
  return { a: all.filter((v) => eleventhHalf(v) === "a"), b: all.filter((v) => eleventhHalf(v) === "b") };
};

export interface HalfFigures {
  variants: number;
  rules: number;
  rules_scorer: number;
}

/** Rules alone and rules with `scorer` on a set, with what the latter misses. */
function withAndWithout(variants: PlantedVariant[], scorer: ScorerModel) {
  const learned = caughtWith(variants, { scorer });
  const figures: HalfFigures = {
    variants: variants.length,
    rules: caughtWith(variants, { scorer: null }).share,
    rules_scorer: learned.share,
  };
  return { figures, missed: learned.missed };
}

const halfFigures = (variants: PlantedVariant[], scorer: ScorerModel): HalfFigures =>
  withAndWithout(variants, scorer).figures;

/** The eleventh set's halves under the committed scorer; half A's misses, for study (B's are not printed). */
export function eleventhHalfFigures(): { a: HalfFigures; b: HalfFigures; missedA: PlantedVariant[] } {
  const { a, b } = eleventhHalves();
  const halfA = withAndWithout(a, shippedScorer());
  return { a: halfA.figures, b: halfFigures(b, shippedScorer()), missedA: halfA.missed };
}

const HELD_OUT: { set: string; source: Source; variants: () => PlantedVariant[] }[] = [
  ...(["seventh", "eighth", "ninth", "tenth"] as const).map((h: Half & Source) => ({
    set: h,
    source: h,
    variants: () => injectionVariants(h),
  })),
  { set: "eleventh_half_a", source: "eleventh_half_a", variants: () => eleventhHalves().a },
];

/**
 * Each blind set scored by rules alone and by rules with a scorer trained without it
 * (eleventh half B is in no training, so the committed scorer is its leave-out model).
 */
export function leaveOneOut(filings: Example[]): Record<string, HalfFigures> {
  const examples = [...plantedExamples(), ...filings];
  const out: Record<string, HalfFigures> = {};
  for (const h of HELD_OUT) out[h.set] = halfFigures(h.variants(), trainScorer(examples, [h.source]));
  out.eleventh_half_b = halfFigures(eleventhHalves().b, shippedScorer());
  return out;
}

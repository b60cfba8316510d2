/**
 * The learned scorer's half of the injection bench: for each set the manifest marks
 * "leave_one_out", rules alone against rules with a scorer that never saw it: one trained
 * without it when the set (or part) is trained on, the committed one when it is in no training.
 * For a set in parts, each part is scored on its own, so the part held out of training is
 * reported apart from the part trained on.
 */
import { pageEvidence, screenEvidence, shippedScorer, type ScreenOptions } from "../../core/injection-screen/screen";
import type { ScorerModel } from "../../core/injection-screen/scorer";
import { injectionVariants, plantRemoved, type PlantedVariant } from "../../testing/injection-corpus";
import { plantedSets, type Role } from "../../testing/injection-sets";
import { plantedExamples, sourceOf, trainScorer, type Example } from "../train/injection";

const round = (x: number) => Math.round(x * 10000) / 10000;

export function caughtWith(
  variants: PlantedVariant[],
  options: ScreenOptions,
  screen: typeof screenEvidence = screenEvidence,
): { share: number; missed: PlantedVariant[] } {
  const missed = variants.filter((v) => {
    const { evidence } = screen(pageEvidence(v.page), options);
    return !plantRemoved(v.plant, evidence[0].text);
  });
  return { share: round(1 - missed.length / variants.length), missed };
}

export interface ScorerFigures {
  role: Role;
  variants: number;
  rules: number;
  rules_scorer: number;
}

/** Rules alone and rules with `scorer` on some variants, with what the latter misses. */
function withAndWithout(variants: PlantedVariant[], scorer: ScorerModel, role: Role) {
  const learned = caughtWith(variants, { scorer });
  const figures: ScorerFigures = {
    role,
    variants: variants.length,
    rules: caughtWith(variants, { scorer: null }).share,
    rules_scorer: learned.share,
  };
  return { figures, missed: learned.missed };
}

/** The variants of each set or part the bench scores apart: "set" or "set/part". */
function sources(only: (s: ReturnType<typeof plantedSets>[number]) => boolean) {
  return plantedSets()
    .filter(only)
    .flatMap((set) => {
      const all = injectionVariants(set.name);
      if (!set.parts) return [{ source: set.name, role: set.role!, variants: all }];
      return set.parts.map((p) => ({
        source: `${set.name}/${p.name}`,
        role: p.role,
        variants: all.filter((v) => v.part === p.name),
      }));
    });
}

/** Each part of a set in parts under the committed scorer, with the misses of the parts trained on. */
export function partFigures(): { figures: Record<string, ScorerFigures>; missedTrained: PlantedVariant[] } {
  const figures: Record<string, ScorerFigures> = {};
  const missedTrained: PlantedVariant[] = [];
  for (const s of sources((set) => !!set.parts)) {
    const { figures: f, missed } = withAndWithout(s.variants, shippedScorer(), s.role);
    figures[s.source] = f;
    if (s.role === "train") missedTrained.push(...missed);
  }
  return { figures, missedTrained };
}

/**
 * Each leave-one-out set or part scored by rules alone and by rules with a scorer that never
 * saw it: trained without it if it is trained on, else the committed scorer.
 */
export function leaveOneOut(filings: Example[]): Record<string, ScorerFigures> {
  const examples = [...plantedExamples(), ...filings];
  const out: Record<string, ScorerFigures> = {};
  for (const s of sources((set) => set.leaveOneOut)) {
    const trained = s.variants.some((v) => v.role === "train");
    const scorer = trained ? trainScorer(examples, [sourceOf(s.variants[0])]) : shippedScorer();
    out[s.source] = withAndWithout(s.variants, scorer, s.role).figures;
  }
  return out;
}

/**
 * Trains the injection screen's learned scorer (src/core/injection-screen/scorer.ts): logistic
 * regression over hashed sentence features, AdaGrad, a seeded shuffle (mulberry32), so the
 * same inputs give the same weights byte for byte.
 *
 * It reads the corpora only through the manifest of src/testing/data/injection, and only what
 * the manifest gives the role "train": positives are the sentences of those planted sets' pages
 * that are mostly plant; negatives are their host prose, the benign look-alikes with that role,
 * and every sentence of the first half of a document set's filings (name order; the second half
 * is the check), a benign line counting ten times a filing sentence. Calibrate and blind sets are
 * never read. The score that quarantines is set a margin above every sentence of the first half's
 * filings kept out of training (every fourth file).
 */
import fs from "node:fs";
import path from "node:path";
import { pairShare, screenUnits, wordPairs } from "../../core/injection-screen/screen";
import { mayScore, sentenceFeatures, scoreFeatures, type ScorerModel } from "../../core/injection-screen/scorer";
import { scorerFile, type ScorerProvenance } from "../../core/injection-screen/scorer-file";
import * as prettier from "prettier";
import {
  benignLines,
  injectionVariants,
  prng,
  type BenignLine,
  type PlantedVariant,
} from "../../testing/injection-corpus";
import { injectionSets } from "../../testing/injection-sets";
import { loadLayoutCached } from "../../testing/layout-cache";

/**
 * Where an example came from, so a leave-one-set-out run can drop one source: a planted set (or
 * "set/part"), "benign" for the look-alikes, "filings", or "calibration" (the threshold's sentences).
 */
export type Source = string;

export interface Example {
  source: Source;
  features: number[];
  label: 0 | 1;
}

const BITS = 16;
const EPOCHS = 12;
const RATE = 0.6;
const SEED = 18;
// The threshold's margin above the held-out filing sentences, in logits. Chosen on the trained sets'
// benign lines and the calibrating part of filing-forms-and-transcript-look-alikes: at 0.25 the scorer
// quarantined forms and call transcripts ("Operator, we'll take the next question, please"), at 2.25 none.
// Since issue 26 every held-out filing sentence scores below 0, so the threshold is the margin itself, and
// one calibrating form line ("Answer all questions; … write 'N/A'") scores above it; a margin of 3.5 would
// clear it but cut a third of what the scorer adds on sets it never saw (leave-one-out), so it stays.
const MARGIN = 2.25;
const BENIGN_WEIGHT = 10;

/** The source a variant counts as: its set, or its set and part. */
export const sourceOf = (v: { set: string; part: string | null }): Source => (v.part ? `${v.set}/${v.part}` : v.set);

/** A planted page's sentences: mostly plant is positive, none of it negative, mixed ones skipped. */
function variantExamples(v: PlantedVariant, source: Source): Example[] {
  const plant = new Set(wordPairs(v.plant));
  return screenUnits(v.page).flatMap((u): Example[] => {
    // Share of the sentence's word pairs that are the plant's (1: all plant, 0: all host).
    const share = pairShare(wordPairs(u), plant);
    if (share >= 0.5) return [{ source, features: sentenceFeatures(u), label: 1 }];
    return share === 0 ? [{ source, features: sentenceFeatures(u), label: 0 }] : [];
  });
}

const benignExamples = (lines: BenignLine[]): Example[] =>
  lines.flatMap((b) =>
    screenUnits(b.page).map((u) => ({ source: "benign" as const, features: sentenceFeatures(u), label: 0 as const })),
  );

/** The sets and parts the manifest gives the role "train", in its order: what the scorer learns from. */
export function trainingSources(): Source[] {
  return injectionSets().flatMap((set) =>
    set.parts
      ? set.parts.filter((p) => p.role === "train").map((p) => `${set.name}/${p.name}`)
      : set.role === "train"
        ? [set.name]
        : [],
  );
}

/** The planted variants and benign lines of the sets and parts with the role "train", as examples (no filings). */
export function plantedExamples(): Example[] {
  const sets = injectionSets();
  const planted = sets.filter((s) => s.holds === "planted");
  const out = planted.flatMap((s) =>
    injectionVariants(s.name)
      .filter((v) => v.role === "train")
      .flatMap((v) => variantExamples(v, sourceOf(v))),
  );
  const benign = sets.filter((s) => s.holds === "benign");
  out.push(...benign.flatMap((s) => benignExamples(benignLines(s.name).filter((b) => b.role === "train"))));
  return out;
}

/** A document set's PDFs in name order, split in two halves. */
export function filingHalves(set: string): [string[], string[]] {
  const dir = path.join(set, "pdfs");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith(".pdf"))
    .sort()
    .map((f) => path.join(dir, f));
  const mid = Math.floor(files.length / 2);
  return [files.slice(0, mid), files.slice(mid)];
}

/** Each distinct sentence of the filings' pages, as the screen splits them. */
export async function filingSentences(files: string[]): Promise<string[]> {
  const seen = new Set<string>();
  for (const file of files) {
    const layout = await loadLayoutCached(file);
    for (const page of layout.pages) {
      const text = page.lines
        .map((l) => l.text)
        .filter((t) => t.trim())
        .join("\n");
      for (const u of screenUnits(text)) seen.add(u);
    }
  }
  return [...seen];
}

/**
 * The first half's filings as examples: every fourth file's sentences are kept out of training
 * to set the threshold, since a model scores the prose it was fitted on lower than prose it never saw.
 */
export async function filingExamples(first: string[]): Promise<Example[]> {
  const calibration = await filingSentences(first.filter((_, i) => i % 4 === 3));
  const held = new Set(calibration);
  const training = (await filingSentences(first.filter((_, i) => i % 4 !== 3))).filter((s) => !held.has(s));
  const example = (source: Source) => (s: string) => ({ source, features: sentenceFeatures(s), label: 0 as const });
  // The threshold is set on the sentences the scorer may quarantine (scorer.ts mayScore).
  return [...training.map(example("filings")), ...calibration.filter(mayScore).map(example("calibration"))];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Logistic regression by AdaGrad; positives weighed so the two classes count alike. */
export interface TrainOptions {
  epochs?: number;
  rate?: number;
  /** Added to the threshold's margin above the negatives. */
  margin?: number;
  /** How much more a hard negative (a benign line that looks like an order) counts than filing prose. */
  benign?: number;
}

export function trainScorer(
  examples: readonly Example[],
  exclude: readonly Source[] = [],
  { epochs = EPOCHS, rate = RATE, margin = MARGIN, benign = BENIGN_WEIGHT }: TrainOptions = {},
): ScorerModel {
  const data = examples.filter((e) => !exclude.includes(e.source) && e.source !== "calibration");
  const size = 1 << BITS;
  const mask = size - 1;
  const w = new Float64Array(size);
  const g2 = new Float64Array(size).fill(1e-6);
  let bias = 0;
  let biasG2 = 1e-6;
  const positives = data.filter((e) => e.label === 1).length;
  const posWeight = (data.length - positives) / Math.max(1, positives);
  const rnd = prng(SEED);
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const i of order) {
      const e = data[i];
      const x = 1 / Math.sqrt(Math.max(1, e.features.length));
      let z = bias;
      for (const f of e.features) z += w[f & mask] * x;
      const g = (sigmoid(z) - e.label) * (e.label ? posWeight : e.source === "benign" ? benign : 1);
      for (const f of e.features) {
        const k = f & mask;
        const gk = g * x;
        g2[k] += gk * gk;
        w[k] -= (rate * gk) / Math.sqrt(g2[k]);
      }
      biasG2 += g * g;
      bias -= (rate * g) / Math.sqrt(biasG2);
    }
  }
  return quantise(
    w,
    bias,
    examples.filter((e) => e.source === "calibration"),
    margin,
  );
}

/** Int8 weights (a few extreme ones clipped), and the threshold just above every calibration sentence. */
function quantise(w: Float64Array, bias: number, calibration: readonly Example[], margin: number): ScorerModel {
  const sorted = Float64Array.from(w, Math.abs).sort();
  const top = sorted[Math.floor(sorted.length * 0.9995)] || 1;
  const scale = top / 127;
  const weights = Int8Array.from(w, (x) => Math.max(-127, Math.min(127, Math.round(x / scale))));
  const model: ScorerModel = { bits: BITS, scale, bias, threshold: 0, weights };
  let worst = -Infinity;
  for (const e of calibration) worst = Math.max(worst, scoreFeatures(e.features, model));
  // With no calibration sentences (a test's toy data) the threshold is the margin itself.
  model.threshold = Math.ceil((Math.max(worst, 0) + margin) * 100) / 100;
  return model;
}

/** The data file as committed: JSON laid out as Prettier lays it out, so a retrain reproduces it byte for byte. */
export async function weightsFile(model: ScorerModel, produced_by: ScorerProvenance, out: string): Promise<string> {
  const text = JSON.stringify(scorerFile(model, produced_by));
  return prettier.format(text, { ...(await prettier.resolveConfig(out)), parser: "json" });
}

export async function trainInjection(options: {
  set: string;
  out: string;
  log: (line: string) => void;
}): Promise<void> {
  const [first] = filingHalves(options.set);
  const t0 = performance.now();
  const filings = await filingExamples(first);
  const examples = [...plantedExamples(), ...filings];
  const positives = examples.filter((e) => e.label === 1).length;
  options.log(
    `training on ${examples.length} sentences (${positives} planted, ${filings.length} from ${first.length} filings, ` +
      `of them ${filings.filter((e) => e.source === "calibration").length} kept to set the threshold) …`,
  );
  const model = trainScorer(examples);
  const produced_by: ScorerProvenance = {
    command: "npm run train -- injection",
    trainer: "src/cli/train/injection.ts",
    sets: trainingSources(),
    filings:
      `${path.basename(options.set)}: the first ${first.length} PDFs by name, ` +
      "every fourth kept out to set the threshold",
    sentences: { planted: positives, other: examples.length - positives },
  };
  fs.writeFileSync(options.out, await weightsFile(model, produced_by, options.out));
  options.log(
    `wrote ${options.out}: threshold ${model.threshold}, bias ${model.bias.toFixed(3)}, ` +
      `${Math.round(performance.now() - t0)} ms`,
  );
}

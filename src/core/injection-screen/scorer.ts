/**
 * A learned second reader for the injection screen. The rules name moves one by one, and each
 * fresh set written blind used wordings none of them named; what those wordings share is
 * diffuse (an order, a reader addressed, a task named, no "we"), so a linear model over many
 * small features, learned from every studied set against filing prose, scores a sentence as
 * a whole. Features: folded words and word pairs, character 4-grams inside words (they carry
 * across inflections and related languages), and the screen's own weak signals and suspect
 * rules as flags. Hashed into 2^16 slots of Int8 weights (scorer-weights.json, written by
 * `npm run train -- injection`, read by scorer-file.ts).
 */
import { memoizeByString } from "../memo";
import { screenReadings } from "./confusables";
import { lexicalVerdict } from "./verdicts";
import { signalsOf } from "./signals";

/** A trained model: Int8 weights by hashed feature, their scale, the bias and the score that quarantines. */
export interface ScorerModel {
  bits: number;
  scale: number;
  bias: number;
  threshold: number;
  weights: Int8Array;
}

const TOKEN = /[\p{L}\p{N}']+/gu;
const URLISH = /(?:https?:\/\/|www\.)\S|[\w.+-]+@[\w-]+\.\w/;

/** FNV-1a of a string from `seed` (32 bits): features are hashed, never stored as strings in the model. */
function fnv(text: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The version of what sentenceFeatures computes. Bump it with any change to the features or to what
 * they read (foldings, signals, suspect rules): weights trained on other features are refused.
 */
export const SCORER_FEATURE_VERSION = 2;

const bucket = (n: number, edges: number[]) => edges.findIndex((e) => n <= e);

/**
 * The hashed features of a sentence (distinct, unmasked 32-bit): what both training and
 * scoring read, so the two can never drift apart.
 */
export function sentenceFeatures(sentence: string): number[] {
  const out = new Set<number>();
  const add = (f: string) => out.add(fnv(f));
  let tokenCount = 0;
  let digits = 0;
  for (const reading of screenReadings(sentence)) {
    const tokens = (reading.match(TOKEN) ?? []).map((t) => t.replace(/\d/g, "0"));
    tokenCount = Math.max(tokenCount, tokens.length);
    digits = Math.max(digits, tokens.filter((t) => t.includes("0")).length);
    if (tokens.length) add(`first ${tokens[0]}`);
    tokens.forEach((t, i) => {
      add(`w ${t}`);
      if (i) add(`b ${tokens[i - 1]} ${t}`);
      const padded = `<${t}>`;
      for (let k = 0; k + 4 <= padded.length; k++) add(`c ${padded.slice(k, k + 4)}`);
    });
    if (URLISH.test(reading)) add("url");
    if (/^\W*[\p{L}\p{N}' ]{1,40}:/u.test(reading)) add("label");
  }
  for (const s of signalsOf(sentence)) add(`signal ${s.name}`);
  add(`length ${bucket(tokenCount, [3, 6, 12, 20, 35, Infinity])}`);
  add(`digits ${bucket(tokenCount ? digits / tokenCount : 0, [0, 0.1, 0.25, 0.5, 1])}`);
  return [...out];
}

/**
 * Whether the scorer may quarantine a sentence at all: it shows some sign of speaking to a
 * reader (a weak signal of signals.ts that counts for an order, or a suspect rule). A planted
 * instruction addresses or orders; a sentence of figures ("Net revenue was $14.6 billion, up
 * 46%.") does neither, however like a dictated answer its words are.
 */
export const mayScore = (sentence: string): boolean =>
  signalsOf(sentence).some((s) => s.weight > 0) || lexicalVerdict(sentence) !== null;

/** The model's raw score of hashed features (a logit): features weigh 1/√n each, so length doesn't pile up. */
export function scoreFeatures(features: readonly number[], model: ScorerModel): number {
  const mask = (1 << model.bits) - 1;
  let sum = 0;
  for (const f of features) sum += model.weights[f & mask];
  return model.bias + (model.scale * sum) / Math.sqrt(Math.max(1, features.length));
}

/** A sentence's score under a model, remembered per model (a page asked about again is read once). */
export function sentenceScorer(model: ScorerModel): (sentence: string) => number {
  return memoizeByString((sentence) => scoreFeatures(sentenceFeatures(sentence), model));
}

/**
 * The learned scorer's weights as a data file (scorer-weights.json): written by the trainer
 * (`npm run train -- injection`), read here. The header ties the weights to the feature code
 * that reads them: weights trained on another feature version hash other features into the
 * same slots and would score nonsense without any error, so a mismatch is refused instead.
 * Pure TypeScript (base64 by hand): core runs in the browser and in Node alike.
 */
import { checkedHeader, DataFileError, numberField, stringList } from "../data-file";
import { SCORER_FEATURE_VERSION, type ScorerModel } from "./scorer";

export const SCORER_FORMAT = "pincite-injection-scorer";
export const SCORER_FORMAT_VERSION = 1;
const LINE = 100;

/** What the trainer records of its run: its command and the sets and filings it read. */
export interface ScorerProvenance {
  command: string;
  trainer: string;
  sets: string[];
  filings: string;
  sentences: { planted: number; other: number };
}

export interface ScorerFile {
  format: typeof SCORER_FORMAT;
  version: number;
  feature_version: number;
  produced_by: ScorerProvenance;
  bits: number;
  scale: number;
  bias: number;
  threshold: number;
  /** The Int8 weights, base64 in lines of 100 characters. */
  weights_base64: string[];
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const SEXTET = new Uint8Array(128);
for (let i = 0; i < BASE64.length; i++) SEXTET[BASE64.charCodeAt(i)] = i;

/** Base64 Int8 weights as the trainer writes them. */
export function decodeWeights(base64: string): Int8Array {
  const clean = base64.replace(/=+$/, "");
  const out = new Int8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let held = 0;
  let at = 0;
  for (const c of clean) {
    held = ((held << 6) | SEXTET[c.charCodeAt(0)]) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (((held >> bits) & 0xff) << 24) >> 24;
    }
  }
  return out;
}

/** Signed bytes as standard padded base64. */
export function encodeWeights(weights: Int8Array): string {
  const bytes = new Uint8Array(weights.buffer, weights.byteOffset, weights.byteLength);
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    out += BASE64[(n >> 18) & 63] + BASE64[(n >> 12) & 63];
    out += left > 1 ? BASE64[(n >> 6) & 63] : "=";
    out += left > 2 ? BASE64[n & 63] : "=";
  }
  return out;
}

/** A trained model as the data file the screen loads. */
export function scorerFile(model: ScorerModel, produced_by: ScorerProvenance): ScorerFile {
  return {
    format: SCORER_FORMAT,
    version: SCORER_FORMAT_VERSION,
    feature_version: SCORER_FEATURE_VERSION,
    produced_by,
    bits: model.bits,
    scale: model.scale,
    bias: model.bias,
    threshold: model.threshold,
    weights_base64: encodeWeights(model.weights).match(new RegExp(`.{1,${LINE}}`, "g")) ?? [],
  };
}

/** The model in a scorer data file, after checking its header, its feature version and its size. */
export function readScorerFile(data: unknown, file = "scorer-weights.json"): ScorerModel {
  const d = checkedHeader(data, file, SCORER_FORMAT, SCORER_FORMAT_VERSION);
  if (d.feature_version !== SCORER_FEATURE_VERSION)
    throw new DataFileError(
      file,
      `was trained on scorer features version ${JSON.stringify(d.feature_version)}, but scorer.ts computes ` +
        `version ${SCORER_FEATURE_VERSION}: retrain with \`npm run train -- injection\``,
    );
  const bits = numberField(d, "bits", file);
  const weights = decodeWeights(stringList(d.weights_base64, "weights_base64", file).join(""));
  if (!Number.isInteger(bits) || bits < 1 || bits > 24 || weights.length !== 2 ** bits)
    throw new DataFileError(file, `holds ${weights.length} weights, not 2^${bits}`);
  return {
    bits,
    scale: numberField(d, "scale", file),
    bias: numberField(d, "bias", file),
    threshold: numberField(d, "threshold", file),
    weights,
  };
}

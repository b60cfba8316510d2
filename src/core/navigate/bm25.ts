/**
 * BM25 over a small fixed collection (sections, page heads or pages of one document),
 * stored as plain postings so an index survives JSON and structured clone and a query
 * touches only the postings of its own terms. Terms are document words, so postings are read by
 * their own keys only (word-record.ts).
 */
import { ownValue, wordRecord } from "../text/word-record";

export interface Bm25Index {
  /** Document count. */
  n: number;
  avgLen: number;
  lengths: number[];
  /** term → flat [doc, tf, doc, tf, …] pairs, docs ascending. */
  postings: Record<string, number[]>;
}

const K1 = 1.2;
const B = 0.75;

/** Builds the index from each document's terms (already tokenized and filtered). */
export function buildBm25(docs: string[][]): Bm25Index {
  const postings = wordRecord<number[]>();
  const lengths = docs.map((d) => d.length);
  docs.forEach((terms, doc) => {
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [t, c] of tf) {
      const list = ownValue(postings, t) ?? (postings[t] = []);
      list.push(doc, c);
    }
  });
  const total = lengths.reduce((a, b) => a + b, 0);
  return { n: docs.length, avgLen: docs.length ? total / docs.length || 1 : 1, lengths, postings };
}

/** Rare terms weigh more; a term in most documents weighs almost nothing (never negative). */
export function idf(index: Bm25Index, term: string): number {
  const df = (ownValue(index.postings, term)?.length ?? 0) / 2;
  return Math.log(1 + (index.n - df + 0.5) / (df + 0.5));
}

/** Whether document `doc` holds `term`: a binary search of the term's postings (docs ascending). */
export function hasTerm(index: Bm25Index, term: string, doc: number): boolean {
  const list = ownValue(index.postings, term);
  if (!list) return false;
  let [lo, hi] = [0, list.length / 2 - 1];
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = list[2 * mid];
    if (at === doc) return true;
    if (at < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * Scores every document for weighted query terms. Weights let expansions (synonyms)
 * count less than the question's own words.
 */
export function scoreBm25(index: Bm25Index, query: ReadonlyMap<string, number>): Float64Array {
  const scores = new Float64Array(index.n);
  for (const [term, weight] of query) {
    const list = ownValue(index.postings, term);
    if (!list) continue;
    const w = weight * idf(index, term);
    for (let i = 0; i < list.length; i += 2) {
      const doc = list[i];
      const tf = list[i + 1];
      const norm = K1 * (1 - B + (B * index.lengths[doc]) / index.avgLen);
      scores[doc] += (w * tf * (K1 + 1)) / (tf + norm);
    }
  }
  return scores;
}

/** Scores scaled to 0..1 by the best one, so scores of different indexes can be mixed. */
export function normalise(scores: ArrayLike<number>): Float64Array {
  let max = 0;
  for (let i = 0; i < scores.length; i++) max = Math.max(max, scores[i]);
  const out = new Float64Array(scores.length);
  if (max > 0) for (let i = 0; i < scores.length; i++) out[i] = scores[i] / max;
  return out;
}

/**
 * How rare on the pages read the question's words are that a quote shares. Lexical scores tie often (each
 * of "Grace is derived from Xmgr" and "So Grace can serve … non-graphical programs" holds two of "Which program is
 * Grace derived from?"'s three words); the quote holding the words few other quotes hold says what the question
 * asks in particular, while a word every quote holds (the document's own name) tells them apart in nothing.
 * Only ties are broken by it: the score itself stays the share of the question's words.
 */
import type { Candidate } from "./cite/candidates";
import type { Probe } from "./extractive-probe";
import { contentTokens, stem } from "./normalize";

/** A keyword the question itself uses (its other forms weigh less and are left out). */
const OWN_WEIGHT = 1;

/** For each quote, the sum over the question's own words it holds of one over how many of `pool` hold that word. */
export function rarityOf(pool: readonly Candidate[], probe: Probe): (c: Candidate) => number {
  const own = new Set([...probe.weights].filter(([, w]) => w >= OWN_WEIGHT).map(([k]) => k));
  const held = new Map<Candidate, string[]>();
  const counts = new Map<string, number>();
  for (const c of pool) {
    const words = [...new Set(contentTokens(c.text).map(stem))].filter((t) => own.has(t));
    held.set(c, words);
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return (c) => (held.get(c) ?? []).reduce((sum, w) => sum + 1 / (counts.get(w) ?? 1), 0);
}

/**
 * Whether two pieces of text are the same text, however each was split, spaced or disguised: compared by
 * their folded word pairs. A quarantined sentence is cut from evidence text and a candidate quote from the
 * page's lines, so the two never match character for character.
 */
import { memoizeByString } from "../memo";
import { foldConfusables } from "./confusables";

interface Pairs {
  list: string[];
  set: Set<string>;
}

// Remembered: a page's candidates are each compared with every quarantined sentence, answer after answer.
const pairsOf = memoizeByString((text: string): Pairs => {
  const ts = foldConfusables(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const list = ts.length < 2 ? ts : ts.slice(1).map((t, i) => `${ts[i]} ${t}`);
  return { list, set: new Set(list) };
});

/** A text's folded word pairs in order (its one word when it has one): what overlap is judged by. */
export const wordPairs = (text: string): string[] => pairsOf(text).list;

/** Share of `a`'s word pairs also in `b`. */
export function pairShare(a: string[], b: Set<string>): number {
  if (!a.length) return 0;
  let n = 0;
  for (const p of a) if (b.has(p)) n++;
  return n / a.length;
}

/** True when one text holds half the word pairs of the other (however each is split or spaced). */
export function overlaps(a: string, b: string): boolean {
  const pa = pairsOf(a);
  const pb = pairsOf(b);
  if (!pa.list.length || !pb.list.length) return false;
  return pairShare(pa.list, pb.set) >= 0.5 || pairShare(pb.list, pa.set) >= 0.5;
}

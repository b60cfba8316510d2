/**
 * Citation numbers a reader expects: [1] is the first source the answer cites, [2] the
 * next new one, and so on in the order of the claims. The navigator's evidence labels
 * follow its ranking, so an answer read top to bottom would otherwise start at [4] or [5].
 * A source is one cited page of one evidence passage: citing it again reuses its number.
 */
import type { Claim } from "../types";

const sourceKey = (c: { source?: number; label: number; page: number }) => `${c.source ?? c.label}:${c.page}`;

/** Claims with citations renumbered by first appearance; each keeps its evidence label as `source`. Idempotent. */
export function numberCitations(claims: readonly Claim[]): Claim[] {
  const numbers = new Map<string, number>();
  return claims.map((claim) => ({
    ...claim,
    citations: claim.citations.map((c) => {
      const key = sourceKey(c);
      if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
      return { ...c, source: c.source ?? c.label, label: numbers.get(key)! };
    }),
  }));
}

/** The evidence passage a citation relies on (1-based), whether or not it was renumbered for display. */
export function evidenceLabel(c: { source?: number; label: number }): number {
  return c.source ?? c.label;
}

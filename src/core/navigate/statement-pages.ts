/**
 * Statement pages the question needs. A question that names a statement ("based on the
 * balance sheet") wants that statement's page first; line items it mentions imply a
 * statement more weakly. Of several pages presenting one statement (parent-only
 * schedules, segment tables) the best-matching one wins, plus its continuation page.
 */
import type { StatementKind } from "./conventions";
import type { NavQuery } from "./query";
import type { NavIndex } from "./types";

const ASKED_BOOST = 1.0;
const IMPLIED_BOOST = 0.35;
const CONTINUATION = 0.6;

export interface StatementHit {
  score: number;
  why: string;
  /** The statement's best page, not its continuation. */
  primary: boolean;
}

function bestPageOf(
  index: NavIndex,
  kind: StatementKind,
  pageN: ArrayLike<number>,
  headN: ArrayLike<number>,
): number | null {
  let best: number | null = null;
  let bestScore = -1;
  for (const p of index.pages) {
    if (p.statement !== kind) continue;
    // Consolidated statements are the ones analysts mean; schedules of a parent company are not.
    const consolidated = /consolidated/i.test(p.head) ? 0.2 : 0;
    const parentOnly = /\bparent\b|\bregistrant\b|\bschedule i\b|condensed financial information/i.test(p.head)
      ? 0.5
      : 0;
    const s = pageN[p.page - 1] + 0.5 * headN[p.page - 1] + consolidated - parentOnly;
    if (s > bestScore) [best, bestScore] = [p.page, s];
  }
  return best;
}

export function statementPages(
  index: NavIndex,
  q: NavQuery,
  pageN: ArrayLike<number>,
  headN: ArrayLike<number>,
): Map<number, StatementHit> {
  const out = new Map<number, StatementHit>();
  const wanted: [StatementKind, number, string][] = [
    ...q.conventions.asked.map((k): [StatementKind, number, string] => [k, ASKED_BOOST, "named in the question"]),
    ...q.conventions.implied.map((k): [StatementKind, number, string] => [
      k,
      IMPLIED_BOOST,
      "implied by the line items asked about",
    ]),
  ];
  for (const [kind, boost, reason] of wanted) {
    const page = bestPageOf(index, kind, pageN, headN);
    if (page === null) continue;
    out.set(page, { score: boost, why: `${kind} statement (${reason})`, primary: true });
    const next = index.pages[page];
    if (next && next.statement === kind && !out.has(next.page))
      out.set(next.page, { score: boost * CONTINUATION, why: `${kind} statement, continued`, primary: false });
  }
  return out;
}

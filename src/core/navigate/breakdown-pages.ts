/**
 * Pages that answer a question comparing segments or regions: those with a table broken down
 * that way, best matched by their table labels first. The skim adds them as candidates and
 * lifts them.
 */
import type { NavQuery } from "./query";
import type { NavIndex } from "./types";

const BREAKDOWN_CANDIDATES = 5;

/** A page answers a comparison of segments with a segment table; of regions, with either kind. */
export function breakdown(index: NavIndex, q: NavQuery, page: number): boolean {
  const asked = q.conventions.breakdown;
  const has = index.pages[page - 1].breakdowns;
  return asked === "segment" ? has.includes("segment") : asked === "region" && has.length > 0;
}

/** For a question comparing segments, the pages with segment tables whose labels match it best. */
export function breakdownPages(index: NavIndex, q: NavQuery, labelN: ArrayLike<number>): number[] {
  if (!q.conventions.breakdown) return [];
  return index.pages
    .filter((p) => breakdown(index, q, p.page))
    .sort((a, b) => labelN[b.page - 1] - labelN[a.page - 1] || a.page - b.page)
    .slice(0, BREAKDOWN_CANDIDATES)
    .map((p) => p.page);
}

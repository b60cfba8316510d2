/**
 * Which page slots are near the viewport, from the slots' tops alone: the reader mounts
 * only these, so a 500-page filing has a handful of slots in the DOM rather than 500.
 */

/** Pages by 0-based index, first to last inclusive; empty when last < first. */
export interface PageRange {
  first: number;
  last: number;
}

/** How many screens above and below the viewport count as near: a page is drawn before it scrolls in. */
const NEAR_SCREENS = 1;

/**
 * The index of the last slot whose top is at or above y (0 when none is): the slot that
 * holds y, counting the gap under a page as its own. `tops` ascend.
 */
export function slotAt(tops: readonly number[], y: number): number {
  let lo = 0;
  let hi = tops.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (tops[mid] <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The slots within NEAR_SCREENS screens of a viewport scrolled to scrollTop and viewHeight tall. */
export function nearPageRange(tops: readonly number[], scrollTop: number, viewHeight: number): PageRange {
  if (tops.length === 0) return { first: 0, last: -1 };
  const margin = viewHeight * NEAR_SCREENS;
  const first = slotAt(tops, scrollTop - margin);
  const last = slotAt(tops, scrollTop + viewHeight + margin);
  return { first, last };
}

export function sameRange(a: PageRange, b: PageRange): boolean {
  return a.first === b.first && a.last === b.last;
}

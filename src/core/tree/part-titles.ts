/**
 * Titles of the parts of a compendium. A document that puts several works one after another
 * (licences, standards, a collection of agreements) numbers each from 1 again, and sets each
 * work's title in larger type before its sections. Those titles are parents: each part's
 * sections hang under its title, not beside it. A title is a part's when its style (set more
 * prominently than the scheme's first level) stands before every restart of the numbering and
 * recurs; a paper's one title over one scheme stays where headings.ts puts it.
 */
import type { NumberedHeading } from "./numbered-headings";

interface Placed {
  page: number;
  line: number;
  /** The heading's style key (size|bold|caps), as numbered-lines.ts writes it. */
  style: string;
}

const before = (a: { page: number; line: number }, b: { page: number; line: number }) =>
  a.page < b.page || (a.page === b.page && a.line < b.line);

/** Where the scheme's first level starts again from its lowest number ("1. Definitions" after "17. …"). */
function restarts(numbered: NumberedHeading[], top: number): NumberedHeading[] {
  const firsts = numbered.filter((h) => h.level === top && !h.numbering.letter);
  return firsts.filter((h, i) => i > 0 && h.numbering.path[0] <= firsts[i - 1].numbering.path[0]);
}

/**
 * The style of the prominent headings that title parts: the heading nearest before each restart
 * (after the scheme heading before it) is set in it, and it is seen at least twice; null when none is.
 */
export function partStyle(prominent: Placed[], numbered: NumberedHeading[], top: number): string | null {
  const again = restarts(numbered, top);
  if (!again.length) return null;
  const openers = again.map((r) => {
    const prev = numbered.filter((h) => before(h, r)).pop();
    return prominent.filter((t) => before(t, r) && (!prev || before(prev, t))).pop();
  });
  const style = openers[0]?.style;
  if (!style || openers.some((o) => o?.style !== style)) return null;
  return prominent.filter((h) => h.style === style).length >= 2 ? style : null;
}

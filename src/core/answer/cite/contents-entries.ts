/**
 * Lines of a contents page (or an index): a title and the page it is on, joined by dot
 * leaders or set side by side ("Quality level 39 WMF Service 85"). They point at the answer
 * and are never it, so they are not offered as quotes. A line with leaders before a page
 * number is an entry anywhere; a page whose lines mostly end in rising page numbers is a
 * contents page, and all such lines on it are entries.
 */
import type { PageLayout } from "../../types";
import { isFurnitureLine, lineReadingText } from "./reading-text";
import { leaderRun } from "../../text/dot-leaders";

const LEADERS = new RegExp(String.raw`${leaderRun(4)}\s*\d{1,4}\s*$`, "u");
// A title's last word, then a page number: "Installing it properly 8", "Top Itineraries 16".
const ENDS_IN_PAGE = /\p{L}[\p{L}).'’]*\s+(\d{1,3})$/u;
const MIN_ENTRIES = 6;

const cache = new WeakMap<PageLayout, Set<number>>();

/** Indices of the page's lines that are contents entries. */
export function contentsEntries(layout: PageLayout): Set<number> {
  const hit = cache.get(layout);
  if (hit) return hit;
  const out = new Set<number>();
  const ending: { li: number; page: number }[] = [];
  let lines = 0;
  layout.lines.forEach((_, li) => {
    if (isFurnitureLine(layout, li)) return;
    const text = lineReadingText(layout, li).trim();
    if (!text) return;
    lines++;
    if (LEADERS.test(text)) out.add(li);
    const m = ENDS_IN_PAGE.exec(text);
    if (m) ending.push({ li, page: Number(m[1]) });
  });
  if (ending.length >= MIN_ENTRIES && ending.length >= 0.5 * lines && rising(ending.map((e) => e.page)))
    for (const e of ending) out.add(e.li);
  cache.set(layout, out);
  return out;
}

/** Page numbers of a contents page mostly rise down the page (in each of its columns). */
function rising(pages: number[]): boolean {
  let up = 0;
  for (let i = 1; i < pages.length; i++) if (pages[i] >= pages[i - 1]) up++;
  return up >= 0.7 * (pages.length - 1);
}

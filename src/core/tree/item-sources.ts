/**
 * Where else a filing's items can come from when the first sound tree lacks them: a
 * cross-reference index, the 10-K's own contents page after an annual report, a contents
 * page that lists the items without page numbers (linked titles, found by their text in
 * the body), or the item headings alone. Each gives headings for the items (and parts).
 */
import type { DocumentLayout } from "../types";
import { contentsHeadings, contentsOffset } from "./contents";
import { findContents, findItemContents } from "./contents-find";
import { crossReferenceHeadings } from "./cross-reference";
import { layoutHeadings } from "./headings";
import { ITEM_OR_PART_LINE, parseLabel } from "./labels";
import { docText, findTitle, titleKey } from "./text-match";
import type { Heading } from "./types";

const spineKind = (h: Heading) => {
  const k = parseLabel(h.title)?.kind;
  return k === "item" || k === "part";
};

/** A page listing items without page numbers: its item and part lines, in order. */
function listedTitles(layout: DocumentLayout): { page: number; titles: string[] } | null {
  for (const p of layout.pages) {
    const titles = p.lines.map((l) => l.text.trim()).filter((t) => ITEM_OR_PART_LINE.test(t) && t.length < 120);
    if (titles.filter((t) => /^item/i.test(t)).length >= 5) return { page: p.page, titles };
  }
  return null;
}

/** Listed titles found in the body after the listing, in order: where each line starts with the title. */
export function listedItemHeadings(layout: DocumentLayout): Heading[] | null {
  const listing = listedTitles(layout);
  if (!listing) return null;
  const dt = docText(layout);
  const out: Heading[] = [];
  let page = listing.page + 1;
  let line = 0;
  for (const title of listing.titles) {
    const key = titleKey(title);
    for (let p = page; p <= layout.pageCount; p++) {
      const hit = findTitle(dt[p - 1], title).find((l) => p > page || l >= line);
      if (hit === undefined || !key) continue;
      out.push({ title, level: /^part/i.test(title) ? 1 : 2, page: p, line: hit, source: "contents" });
      [page, line] = [p, hit + 1];
      break;
    }
  }
  // Parts that are only listed (not found in the body) leave their items at the top.
  const hasParts = out.some((h) => h.level === 1);
  return out.length >= 3 ? out.map((h) => (hasParts ? h : { ...h, level: 1 })) : null;
}

/** Item sources in order of trust; each a list of item (and part) headings, or null. */
export function itemSources(layout: DocumentLayout, body: number): (() => Heading[] | null)[] {
  const early = findContents(layout);
  return [
    // Where pages print no numbers, the report's contents page tells printed from physical.
    () => crossReferenceHeadings(layout, () => contentsOffset(layout, body) ?? 0),
    () =>
      contentsHeadings(layout, body, findItemContents(layout, early ? Math.max(...early.pages) : 0))?.filter(
        spineKind,
      ) ?? null,
    // The first contents page's items, even where too few of its titles are found in the body.
    () => contentsHeadings(layout, body, early, 0)?.filter(spineKind) ?? null,
    () => listedItemHeadings(layout),
    () =>
      layoutHeadings(layout, body)
        .filter(spineKind)
        .map((h): Heading => ({ ...h, source: "headings" })),
  ];
}

/**
 * Ground truth for the tree eval, derived from the layout alone: where each standard
 * 10-K / 10-Q item heading really starts. Deliberately simpler than, and independent
 * of, the tree builder: the first line after the contents pages that starts with the
 * item's label in heading style (bold, larger than body, or capitals).
 */
import type { DocumentLayout, Line } from "../core/types";

export type FilingKind = "10-K" | "10-Q";

export const STANDARD_ITEMS: Record<FilingKind, string[]> = {
  "10-K": ["1", "1A", "2", "3", "7", "7A", "8", "9A"],
  "10-Q": ["1", "2", "4"],
};

export function filingKind(doc: string): FilingKind | null {
  if (/10-?K/i.test(doc)) return "10-K";
  if (/10-?Q/i.test(doc)) return "10-Q";
  return null;
}

function bodySize(layout: DocumentLayout): number {
  const w = new Map<number, number>();
  for (const p of layout.pages)
    for (const l of p.lines) w.set(Math.round(l.fontSize), (w.get(Math.round(l.fontSize)) ?? 0) + l.text.length);
  return [...w].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 10;
}

const ITEM_START = /^item\s*(\d{1,2}[a-c]?)\b/i;

function headingStyle(l: Line, body: number): boolean {
  const letters = l.text.replace(/[^A-Za-z]/g, "");
  return l.bold || l.fontSize >= body + 0.9 || (letters.length > 4 && letters === letters.toUpperCase());
}

/** A page listing many items is a contents page (or an index), not where an item starts. */
function isListing(lines: Line[]): boolean {
  return lines.filter((l) => ITEM_START.test(l.text.trim())).length >= 5;
}

export function itemPages(layout: DocumentLayout, kind: FilingKind): Map<string, number> {
  const body = bodySize(layout);
  const wanted = new Set(STANDARD_ITEMS[kind].map((i) => i.toLowerCase()));
  const out = new Map<string, number>();
  let afterContents = false;
  for (const page of layout.pages) {
    if (isListing(page.lines)) {
      afterContents = true;
      continue;
    }
    if (!afterContents) continue;
    for (const l of page.lines) {
      const m = ITEM_START.exec(l.text.trim());
      const item = m?.[1].toUpperCase();
      if (item && wanted.has(item.toLowerCase()) && !out.has(item) && headingStyle(l, body) && l.y0 > 0.04)
        out.set(item, page.page);
    }
  }
  return out;
}

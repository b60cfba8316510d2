/**
 * Source 1: the PDF outline (bookmarks). Sound only when targets resolve inside the
 * document and move forward; otherwise the caller falls through to the contents page.
 */
import type { DocumentLayout, OutlineEntry } from "../types";
import { inMarginBand } from "./style";
import { docText, findTitle } from "./text-match";
import type { Heading } from "./types";

interface Flat {
  title: string;
  level: number;
  page: number | null;
  top: number | null;
}

function flatten(entries: OutlineEntry[], level: number, out: Flat[] = []): Flat[] {
  for (const e of entries) {
    const at = out.length;
    out.push({ title: e.title.trim(), level, page: e.page, top: e.top });
    flatten(e.children, level + 1, out);
    // A grouping bookmark without a target opens where its first child does.
    if (e.page === null && out.length > at + 1)
      out[at].page = out.slice(at + 1).find((f) => f.page !== null)?.page ?? null;
  }
  return out;
}

/** Share of steps that may go backwards before the outline is judged unsound. */
const MAX_BACKWARD = 0.1;

export function outlineHeadings(layout: DocumentLayout): Heading[] | null {
  const flat = flatten(layout.outline, 1).filter((f) => f.title);
  if (flat.length < 2) return null;
  const inRange = (p: number | null) => p !== null && p >= 1 && p <= layout.pageCount;
  if (flat.some((f) => f.page !== null && !inRange(f.page))) return null;
  const resolved = flat.filter((f) => inRange(f.page));
  if (resolved.length < 0.9 * flat.length || resolved.length < 2) return null;
  let backward = 0;
  for (let i = 1; i < resolved.length; i++) if (resolved[i].page! < resolved[i - 1].page!) backward++;
  if (backward > MAX_BACKWARD * resolved.length) return null;
  const headings = resolved
    .map((f) => ({ title: f.title, level: f.level, page: f.page!, line: targetLine(layout, f) }))
    .map((h) => retitleFileName(layout, h));
  return titledShare(layout, headings) >= MIN_TITLED ? headings : null;
}

/**
 * Bookmarks named after files or tools ("Press Release_Final") do not describe their
 * pages: most titles of a real outline appear at a line start on or next to their target.
 */
const MIN_TITLED = 0.5;

function titledShare(layout: DocumentLayout, headings: Heading[]): number {
  const dt = docText(layout);
  const found = headings.filter((h) =>
    [h.page, h.page + 1, h.page - 1].some((p) => findTitle(dt[p - 1], h.title).length > 0),
  );
  return found.length / headings.length;
}

/**
 * Documents stitched from files keep bookmarks named after them ("Ex 21 Q4 2022.pdf"):
 * such a node is titled by the first text line of its page instead.
 */
function retitleFileName(layout: DocumentLayout, h: Heading): Heading {
  if (!/\.(pdf|docx?|xlsx?|html?|txt)$/i.test(h.title)) return h;
  const lines = layout.pages[h.page - 1]?.lines ?? [];
  const i = lines.findIndex((l) => !inMarginBand(l) && (l.text.match(/[A-Za-z]/g) ?? []).length >= 3);
  return i < 0 ? h : { ...h, title: lines[i].text.trim().slice(0, 120), line: i };
}

/** The line the bookmark lands on: where its title starts, else the destination's height. */
function targetLine(layout: DocumentLayout, f: Flat): number {
  const page = docText(layout)[f.page! - 1];
  const hits = findTitle(page, f.title);
  if (hits.length) return hits[0];
  if (f.top === null || !page) return 0;
  const i = page.lines.findIndex((l) => l.y1 >= f.top!);
  return i < 0 ? 0 : i;
}

/**
 * Source 1: the PDF outline (bookmarks). An outline is the author's own structure, so it wins
 * at any depth and for any kind of document when it is sound: its targets resolve inside the
 * document and move forward, and its titles describe their pages rather than name files. A
 * bookmark whose destination does not resolve (a named destination missing from a damaged name
 * tree) is placed where its title opens between its neighbours' pages, or left out.
 */
import type { DocumentLayout, OutlineEntry } from "../types";
import { describesPage, isFileName } from "./outline-titles";
import { inMarginBand } from "./style";
import { docText, findTitle } from "./text-match";
import type { Heading } from "./types";

interface Flat {
  title: string;
  level: number;
  page: number | null;
  top: number | null;
}

function flatten(entries: OutlineEntry[], level: number, pageCount: number, out: Flat[] = []): Flat[] {
  for (const e of entries) {
    const at = out.length;
    const page = e.page !== null && e.page >= 1 && e.page <= pageCount ? e.page : null;
    out.push({ title: e.title.replace(/\s+/g, " ").trim(), level, page, top: page === null ? null : e.top });
    flatten(e.children, level + 1, pageCount, out);
    // A grouping bookmark without a target opens where its first child does.
    if (page === null && out.length > at + 1)
      out[at].page = out.slice(at + 1).find((f) => f.page !== null)?.page ?? null;
  }
  return out;
}

/** Share of steps that may go backwards before the outline is judged unsound. */
const MAX_BACKWARD = 0.1;
/** Share of bookmarks that must land on a page (by destination or by title). */
const MIN_PLACED = 0.8;
/** Share of titles that must describe their pages (see outline-titles). */
const MIN_TITLED = 0.5;

/** Why an outline was not taken: too few bookmarks land on a page, too many go back, too few describe their pages. */
export type OutlineRejection = "unplaced" | "backward" | "untitled";
/**
 * An outline judged untitled still carries its headings: its bookmarks land in order on the document's pages, only
 * the text there does not confirm their titles (a font without a map to Unicode garbles the script). It is no first
 * choice, but it is more structure than page blocks.
 */
export type OutlineRead = { headings: Heading[] } | { rejected: OutlineRejection; untitled?: Heading[] };

/** The outline's headings, or why it is unsound; null when the document has no bookmarks with titles. */
export function readOutline(layout: DocumentLayout): OutlineRead | null {
  const flat = flatten(layout.outline, 1, layout.pageCount).filter((f) => f.title);
  if (!flat.length) return null;
  placeByTitle(layout, flat);
  const placed = flat.filter((f) => f.page !== null);
  if (placed.length < MIN_PLACED * flat.length) return { rejected: "unplaced" };
  let backward = 0;
  for (let i = 1; i < placed.length; i++) if (placed[i].page! < placed[i - 1].page!) backward++;
  if (backward > MAX_BACKWARD * placed.length) return { rejected: "backward" };
  const headings = placed.map((f) => retitleFileName(layout, { ...f, page: f.page!, line: targetLine(layout, f) }));
  const titled = headings.filter((h) => describesPage(layout, h.title, h.page, true)).length;
  const plain = headings.map(({ title, level, page, line }) => ({ title, level, page, line }));
  if (titled < MIN_TITLED * headings.length) {
    const named = placed.filter((f) => !isFileName(f.title)).length;
    return { rejected: "untitled", ...(named >= MIN_TITLED * headings.length ? { untitled: plain } : {}) };
  }
  return { headings: plain };
}

/** A sound outline's headings, from its reading (null when there is none or it was rejected). */
export function outlineHeadings(read: OutlineRead | null): Heading[] | null {
  return read && "headings" in read ? read.headings : null;
}

/** The headings of an outline rejected only because the page text does not confirm its titles (see OutlineRead). */
export function untitledOutlineHeadings(read: OutlineRead | null): Heading[] | null {
  return read && "untitled" in read && read.untitled?.length ? read.untitled : null;
}

/**
 * Bookmarks left without a page are looked for by title on the pages between the previous and
 * the next placed bookmark; one not found there stays unplaced.
 */
function placeByTitle(layout: DocumentLayout, flat: Flat[]): void {
  const dt = docText(layout);
  flat.forEach((f, i) => {
    if (f.page !== null) return;
    const from = flat.slice(0, i).findLast((g) => g.page !== null)?.page ?? 1;
    const to = flat.slice(i + 1).find((g) => g.page !== null)?.page ?? layout.pageCount;
    for (let p = from; p <= Math.max(from, to); p++) {
      if (findTitle(dt[p - 1], f.title).length) {
        f.page = p;
        return;
      }
    }
  });
}

/**
 * Documents stitched from files keep bookmarks named after them ("Ex 21 Q4 2022.pdf"):
 * such a node is titled by the first text line of its page instead, unless the name is
 * on the page after all (a code identifier as a manual's section title).
 */
function retitleFileName<H extends Heading>(layout: DocumentLayout, h: H): H {
  if (!isFileName(h.title) || describesPage(layout, h.title, h.page)) return h;
  const lines = layout.pages[h.page - 1]?.lines ?? [];
  const i = lines.findIndex((l) => !inMarginBand(l) && (l.text.match(/[A-Za-z]/g) ?? []).length >= 3);
  return i < 0 ? h : { ...h, title: lines[i].text.trim().slice(0, 120), line: i };
}

/**
 * The line the bookmark lands on: where its title starts (the start nearest the destination's
 * height, since a running head may repeat the title), else the destination's height.
 */
function targetLine(layout: DocumentLayout, f: Flat): number {
  const page = docText(layout)[f.page! - 1];
  const hits = findTitle(page, f.title);
  if (hits.length && (f.top === null || !page)) return hits[0];
  if (!page) return 0;
  const top = f.top!;
  if (hits.length)
    return hits.reduce((a, b) => (Math.abs(page.lines[b].y0 - top) < Math.abs(page.lines[a].y0 - top) ? b : a));
  const i = page.lines.findIndex((l) => l.y1 >= top);
  return i < 0 ? 0 : i;
}

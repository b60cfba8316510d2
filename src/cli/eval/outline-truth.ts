/**
 * Bookmarks as the truth for section trees: a PDF's own outline (depth ≤ 2, resolved to a
 * page) is what its author says the sections are. A bookmark is kept (or, from a copy without
 * bookmarks, recovered) when the tree has a node on the bookmark's page whose title is the
 * bookmark's, compared loosely (case, punctuation, numbering, a wrapped or shortened tail), and
 * that title is found on the page. Independent of the tree builder: its own line matching, so the
 * builder's title search cannot grade itself.
 */
import { flattenTree } from "../../core/tree/assemble";
import { normText } from "../../core/tree/text-match";
import type { SectionTree } from "../../core/tree/types";
import type { DocumentLayout, OutlineEntry } from "../../core/types";

export interface Bookmark {
  title: string;
  page: number;
  depth: number;
}

export const MAX_BOOKMARK_DEPTH = 2;

/** Bookmarks of depth ≤ 2 with a title and a resolved page, in outline order. */
export function bookmarksOf(outline: OutlineEntry[], depth = 1): Bookmark[] {
  if (depth > MAX_BOOKMARK_DEPTH) return [];
  return outline.flatMap((e) => [
    ...(e.page !== null && e.title.trim() ? [{ title: e.title.trim(), page: e.page, depth }] : []),
    ...bookmarksOf(e.children, depth + 1),
  ]);
}

/** "1.2 Scope", "Chapter 3:", "A." and "Appendix B –" numbering taken off the front. */
function bare(key: string): string {
  return key.replace(
    /^((chapter|section|part|appendix|article|goal|item)\s+)?([0-9]+( [0-9]+)*|[a-z]( [0-9]+)*|[ivx]+)\s+/,
    "",
  );
}

function prefixOf(short: string, long: string): boolean {
  return short.length >= 4 && (long === short || long.startsWith(`${short} `));
}

/** Same title up to normalisation, numbering, or a tail one of them lacks (wraps, subtitles). */
export function titlesMatch(a: string, b: string): boolean {
  const [x, y] = [normText(a), normText(b)];
  if (!x || !y) return false;
  if (x === y) return true;
  const [bx, by] = [bare(x), bare(y)];
  if (bx === by && bx.length >= 4) return true;
  const [s, l] = bx.length <= by.length ? [bx, by] : [by, bx];
  return s.split(" ").length >= 2 && prefixOf(s, l);
}

/** Numbering in front of a line ("2.1 ", "A.3 ", "IV. ", "Chapter 3: "), normalised away. */
const LINE_NUMBER =
  /^((chapter|section|part|appendix|article) )?([0-9]{1,3}( [0-9]{1,3}){0,3}|[a-z]( [0-9]{1,3}){0,3}|[ivx]+) /;

/** Long titles are compared on their first 48 characters: wraps and abbreviations differ at the tail. */
function keyOf(title: string): string {
  const n = normText(title);
  return n.length <= 48 ? n : n.slice(0, n.lastIndexOf(" ", 48) > 10 ? n.lastIndexOf(" ", 48) : 48);
}

/** Whether the title starts a line of the page (or a line and the two after it), with or without numbering. */
export function startsLine(layout: DocumentLayout, page: number, title: string): boolean {
  const keys = [...new Set([keyOf(title), keyOf(title).replace(LINE_NUMBER, "")])].filter((k) => k.length >= 2);
  const lines = (layout.pages[page - 1]?.lines ?? []).map((l) => normText(l.text));
  return lines.some((l, i) => {
    const joined = [l, lines[i + 1] ?? "", lines[i + 2] ?? ""].join(" ").trim();
    return [joined, joined.replace(LINE_NUMBER, "")].some((t) => keys.some((k) => t === k || t.startsWith(`${k} `)));
  });
}

export interface BookmarkScore {
  bookmarks: number;
  /**
   * Bookmarks whose title starts a line of their page: the ones the text can confirm, and the
   * denominator of kept/recovered ("Cover", a file's name or a title only in a running head are not).
   */
  findable: number;
  /** Findable bookmarks matched by a tree node on their page. */
  matched: number;
  misses: string[];
}

export function scoreBookmarks(layout: DocumentLayout, tree: SectionTree, marks: Bookmark[]): BookmarkScore {
  const nodes = tree.source === "fallback" ? [] : flattenTree(tree.nodes);
  let matched = 0;
  let findable = 0;
  const misses: string[] = [];
  for (const b of marks) {
    if (!startsLine(layout, b.page, b.title)) continue;
    findable++;
    if (nodes.some((n) => n.page_start === b.page && titlesMatch(n.title, b.title))) matched++;
    else misses.push(`${b.title.slice(0, 50)}@${b.page}`);
  }
  return { bookmarks: marks.length, matched, findable, misses };
}

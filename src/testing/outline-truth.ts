/**
 * Bookmarks as the truth for section trees: a PDF's own outline (depth ≤ 2, resolved to a
 * page) is what its author says the sections are. A bookmark is kept (or, from a copy without
 * bookmarks, recovered) when the tree has a node on the bookmark's page whose title is the
 * bookmark's, compared loosely (case, punctuation, numbering, a wrapped or shortened tail), and
 * that title is found on the page. Independent of the tree builder: its own line matching, so the
 * builder's title search cannot grade itself.
 */
import { flattenTree } from "../core/tree/assemble";
import { normText } from "../core/tree/text-match";
import type { SectionTree } from "../core/tree/types";
import type { DocumentLayout, OutlineEntry } from "../core/types";

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

/**
 * Numbering in front of a raw title or line: "1.2 ", "A.3 ", "IV. ", "Chapter 3: ", "Appendix B – ".
 * Read before normalising. A letter alone is surely a label only with punctuation or digits after it
 * ("A.", "B)", "C.2") or after a division word ("Appendix A"); unmarked ("A GNU Free Documentation
 * License", "X Window System", "A little background") it may be a label or a word, so both readings
 * are kept and either may match. `digits` bounds a number's length (a line's "2019 results" keeps it).
 */
function numberingPattern(digits: string, loneLetter: boolean): RegExp {
  const num = `[0-9]${digits}(?:[.-][0-9]${digits})*`;
  const divided = `(?:chapter|section|part|appendix|article|goal|item)\\s+(?:${num}|[a-z](?:[.-][0-9]+)*|[ivx]+)`;
  const letter = loneLetter ? "[a-z]" : "[a-z](?=[.):]|\\s+[–—-]\\s)";
  const label = `${divided}|${num}|[a-z](?:[.-][0-9]+)+|[ivx]{2,}|${letter}`;
  return new RegExp(`^\\s*(?:${label})[.):]?(?:\\s*[:.–—-])?\\s+`, "i");
}

const DIVISION_WORD = /^\s*(?:chapter|section|part|appendix|article)\s+(?=[a-z0-9]{1,4}\b)/i;
const TITLE_NUMBERING = [numberingPattern("*", false), numberingPattern("*", true), DIVISION_WORD];
const LINE_NUMBERING = [numberingPattern("{0,2}", false), numberingPattern("{0,2}", true), DIVISION_WORD];

/** A raw title's normalised readings: as it is, and with each kind of numbering taken off. */
function readings(raw: string, numbering: RegExp[], key = normText): string[] {
  return [...new Set([key(raw), ...numbering.map((re) => key(raw.replace(re, "")))])];
}

function prefixOf(short: string, long: string): boolean {
  return short.length >= 4 && (long === short || long.startsWith(`${short} `));
}

/**
 * Same title up to normalisation, numbering, or a tail one of them lacks (wraps, subtitles). Without
 * numbering, a short title ("9.3 GET" for "GET") still matches whole, as long as it has a word.
 */
export function titlesMatch(a: string, b: string): boolean {
  const [x, y] = [normText(a), normText(b)];
  if (!x || !y) return false;
  if (x === y) return true;
  const [ra, rb] = [readings(a, TITLE_NUMBERING), readings(b, TITLE_NUMBERING)];
  return ra.some((p) =>
    rb.some((q) => {
      if (p === q) return /[a-z]{2}/.test(p);
      const [s, l] = p.length <= q.length ? [p, q] : [q, p];
      return s.split(" ").length >= 2 && prefixOf(s, l);
    }),
  );
}

/** Long titles are compared on their first 48 characters: wraps and abbreviations differ at the tail. */
function keyOf(title: string): string {
  const n = normText(title);
  return n.length <= 48 ? n : n.slice(0, n.lastIndexOf(" ", 48) > 10 ? n.lastIndexOf(" ", 48) : 48);
}

/** Whether the title starts a line of the page (or a line and the two after it), with or without numbering. */
export function startsLine(layout: DocumentLayout, page: number, title: string): boolean {
  const keys = readings(title, LINE_NUMBERING, keyOf).filter((k) => k.length >= 2);
  const lines = (layout.pages[page - 1]?.lines ?? []).map((l) => l.text);
  return lines.some((l, i) => {
    const texts = readings([l, lines[i + 1] ?? "", lines[i + 2] ?? ""].join(" "), LINE_NUMBERING);
    return texts.some((t) => keys.some((k) => t === k || t.startsWith(`${k} `)));
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

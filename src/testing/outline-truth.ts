/**
 * Bookmarks as the truth for section trees: a PDF's own outline (depth ≤ 2, resolved to a
 * page) is what its author says the sections are. A bookmark is kept (or, from a copy without
 * bookmarks, recovered) when the tree has a node on the bookmark's page whose title is the
 * bookmark's, compared loosely (case, punctuation, numbering, a wrapped or shortened tail), and
 * that title is found on the page. Independent of the tree builder: its own line matching, so the
 * builder's title search cannot grade itself.
 */
import { flattenTree } from "../core/tree/assemble";
import { cjkDivisionPattern } from "../core/tree/division-words";
import { fold } from "../core/text/fold";
import { beyondLatin, normText } from "../core/tree/text-match";
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
/**
 * Words before a division's number, in the languages of the documents tried ("Anhang A", "Appendice B", "Kapitel 3").
 * The eval's own list, apart from the tree builder's, so the builder's reading cannot grade itself.
 */
const DIVISIONS =
  "chapter|section|part|appendix|article|goal|item|" +
  "kapitel|abschnitt|teil|anhang|chapitre|partie|annexe|capitolo|parte|appendice|cap[ií]tulo|ap[eé]ndice|anexo|" +
  "hoofdstuk|deel|bijlage|rozdzia[łl]|глава|часть|раздел|приложение";
/**
 * A chapter numbered inside its words, as Chinese, Japanese and Korean set it: "第一章", "第 2 部", "제 1 장". Its signs
 * are data (division-words.json), not a reading of the builder's; a roman number may stand inside them here.
 */
const CJK_DIVISION = cjkDivisionPattern("ivx");

function numberingPattern(digits: string, loneLetter: boolean): RegExp {
  const num = `[0-9]${digits}(?:[.-][0-9]${digits})*`;
  const divided = `(?:${DIVISIONS})\\s+(?:${num}|[a-z](?:[.-][0-9]+)*|[ivx]+)`;
  const letter = loneLetter ? "[a-z]" : "[a-z](?=[.):]|\\s+[–—-]\\s)";
  const label = `${divided}|${num}|[a-z](?:[.-][0-9]+)+|[ivx]{2,}|${letter}`;
  // The CJK label may run into its title ("第一章简介"); every other label is followed by a space.
  return new RegExp(`^\\s*(?:(?:${label})[.):]?(?:\\s*[:.–—-])?\\s+|${CJK_DIVISION}[.:：]?\\s*)`, "iu");
}

const DIVISION_WORD = new RegExp(`^\\s*(?:${DIVISIONS})\\s+(?=[\\p{L}\\p{N}]{1,4}(?![\\p{L}\\p{N}]))`, "iu");
const TITLE_NUMBERING = [numberingPattern("*", false), numberingPattern("*", true), DIVISION_WORD];
const LINE_NUMBERING = [numberingPattern("{0,2}", false), numberingPattern("{0,2}", true), DIVISION_WORD];

/**
 * A title in another script than Latin (Chinese, Korean, Russian, Arabic…), which normText reduces to its Latin
 * names or to nothing, is compared on its letters of every script without spaces: Chinese and Japanese set none
 * between words, and extraction puts some where scripts meet ("在 Asymptote 的" for "在Asymptote的").
 */
const compactAnyScript = (s: string) => fold(s, "script-compact");

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
  if (beyondLatin(a) || beyondLatin(b)) {
    const [ra, rb] = [readings(a, TITLE_NUMBERING, compactAnyScript), readings(b, TITLE_NUMBERING, compactAnyScript)];
    return ra.some((p) =>
      rb.some((q) => (p.startsWith(q) || q.startsWith(p)) && Math.min(p.length, q.length) >= (p === q ? 2 : 4)),
    );
  }
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
/** Most of the line's words are single letters: its type is letter-spaced. */
function letterSpaced(line: string): boolean {
  const ws = line.trim().split(/\s+/);
  return ws.filter((w) => /^\p{L}$/u.test(w)).length >= 0.6 * ws.length;
}

export function startsLine(layout: DocumentLayout, page: number, title: string): boolean {
  const foreign = beyondLatin(title);
  const keys = readings(title, LINE_NUMBERING, foreign ? (t) => compactAnyScript(t).slice(0, 48) : keyOf).filter(
    (k) => k.length >= 2,
  );
  const lines = (layout.pages[page - 1]?.lines ?? []).map((l) => l.text);
  return lines.some((l, i) => {
    const joined = [l, lines[i + 1] ?? "", lines[i + 2] ?? ""].join(" ");
    if (foreign)
      return readings(joined, LINE_NUMBERING, compactAnyScript).some((t) => keys.some((k) => t.startsWith(k)));
    const texts = readings(joined, LINE_NUMBERING);
    if (texts.some((t) => keys.some((k) => t === k || t.startsWith(`${k} `)))) return true;
    // A heading set letter-spaced ("1. I n t r o d u c t i o n") is compared without its spaces.
    if (!letterSpaced(l)) return false;
    const spaced = readings(l, LINE_NUMBERING, (t) => normText(t).replace(/ /g, ""));
    return keys.some((k) => k.replace(/ /g, "").length >= 5 && spaced.some((t) => t.startsWith(k.replace(/ /g, ""))));
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

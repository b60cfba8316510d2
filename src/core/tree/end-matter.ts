/**
 * Matter a printed contents page leaves out, or a tree from headings misses because it is set in the
 * document class's own style: lists of tables and figures, a change history, references, an index
 * (end-matter-titles.json). A line is taken when it is such a title alone, set larger than the body
 * (or bold at body size), and no section of the tree opens with it on its page; a contents title
 * counts too where the sections do not surround it (a contents printed at the document's end).
 * It becomes a top-level section where it cannot cut one in two: before the first section, after
 * the last, or set at least as large as the top-level sections (an index only behind most sections). An
 * index found so takes its first group ("Symbols") as a subsection, the one group title that is a
 * word rather than a letter.
 */
import { checkedHeader, shapedList } from "../data-file";
import type { DocumentLayout, Line } from "../types";
import data from "./end-matter-titles.json" with { type: "json" };
import { isContentsTitle } from "./contents-titles";
import { leadingRun } from "./contents-gutter";
import { withoutNumbering } from "./line-numbering";
import { normText } from "./text-match";
import type { Heading } from "./types";
import { upperMedian } from "../layout/geometry";

const FILE = "end-matter-titles.json";
export const END_MATTER_FORMAT = "pincite-end-matter-titles";
export const END_MATTER_VERSION = 1;

const PHRASE = /^\p{Ll}+( \p{Ll}+)*$/u;

export interface EndMatterTitles {
  titles: ReadonlySet<string>;
  indexGroups: ReadonlySet<string>;
}

/** The file's titles, checked: header, and two lists of lower-case phrases. */
export function loadEndMatterTitles(file: unknown): EndMatterTitles {
  const f = checkedHeader(file, FILE, END_MATTER_FORMAT, END_MATTER_VERSION);
  return {
    titles: new Set(shapedList(f.titles, "titles", FILE, PHRASE, "a lower-case phrase")),
    indexGroups: new Set(shapedList(f.index_groups, "index_groups", FILE, PHRASE, "a lower-case phrase")),
  };
}

const TABLE = loadEndMatterTitles(data);

/** Larger than the body by this much is a heading's type. */
const LARGER = 1.15;
/** A top-level section's type may be this much smaller than another's and still be its peer. */
const PEER = 0.95;
/** An index's first group title follows its heading within this many pages. */
const INDEX_REACH = 1;
/** The longest title of the table, in words, with a numbering before it. */
const MAX_WORDS = 4;

/** The line's title as the table has it (lower case, without numbering or punctuation). */
const key = (text: string) => normText(withoutNumbering(text) ?? text);

const set = (l: Line, body: number) => l.fontSize >= body * LARGER || (l.bold && l.fontSize >= body * 0.98);

/** The type size of the line a heading opens on, or 0 where the line is not there. */
const sizeOf = (layout: DocumentLayout, h: Heading) => layout.pages[h.page - 1]?.lines[h.line]?.fontSize ?? 0;

/** The end matter the headings lack, as top-level sections (an index's first group under it). */
export function endMatterHeadings(layout: DocumentLayout, body: number, headings: Heading[]): Heading[] {
  if (!headings.length) return [];
  const opens = new Set(headings.map((h) => `${h.page}:${key(h.title)}`));
  const at = (h: { page: number; line: number }) => h.page * 1e4 + h.line;
  const first = Math.min(...headings.map(at));
  const last = Math.max(...headings.map(at));
  const topSize = upperMedian(headings.filter((h) => h.level === 1).map((h) => sizeOf(layout, h)));
  const found: Heading[] = [];
  // An index opens where the tree or this pass finds one; its first group follows within a page or two.
  let index = headings.filter((h) => /\bindex$/.test(key(h.title))).at(-1) ?? null;
  let grouped = false;
  for (const page of layout.pages) {
    page.lines.forEach((l, line) => {
      const inIndex = index && page.page >= index.page && page.page <= index.page + INDEX_REACH;
      const group = inIndex && !grouped ? leadingRun(l) : "";
      if (group && TABLE.indexGroups.has(normText(group)) && at({ page: page.page, line }) > at(index!)) {
        grouped = true;
        found.push({ title: group, level: index!.level + 1, page: page.page, line, source: "headings" });
        return;
      }
      // Type and length first: this runs over every line of the document.
      if (l.words.length > MAX_WORDS || !set(l, body)) return;
      const k = key(l.text);
      const contents = !TABLE.titles.has(k) && isContentsTitle(l.text.trim()) && !/\d/.test(l.text);
      if ((!TABLE.titles.has(k) && !contents) || opens.has(`${page.page}:${k}`)) return;
      const pos = at({ page: page.page, line });
      const outside = pos < first || pos > last;
      // A contents amid the sections is a sample a manual shows, not the document's own; an index is
      // taken only behind most of them, since reports and filings title their contents page "Index".
      if (/\bindex$/.test(k) && headings.filter((h) => at(h) < pos).length * 2 < headings.length) return;
      if (!outside && (contents || !(topSize > 0 && l.fontSize >= topSize * PEER))) return;
      const h: Heading = { title: l.text.trim(), level: 1, page: page.page, line, source: "headings" };
      found.push(h);
      opens.add(`${page.page}:${k}`);
      if (/\bindex$/.test(k)) [index, grouped] = [h, false];
    });
  }
  return found;
}

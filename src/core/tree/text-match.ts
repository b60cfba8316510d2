/**
 * Finding a title at the start of a line. Titles are compared after normalisation
 * (case, accents, quotes, punctuation) because contents entries and body headings differ
 * in exactly those ("ITEM 7 Management’s" vs "Item 7. Management's"). A heading may wrap,
 * so each line is also compared joined with the two lines after it.
 */
import type { DocumentLayout, Line } from "../types";

export function normText(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[’‘'`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Long titles are compared on their first words only: wraps and abbreviations differ at the tail. */
const KEY_CHARS = 48;

export function titleKey(title: string): string {
  const n = normText(title);
  if (n.length <= KEY_CHARS) return n;
  const cut = n.lastIndexOf(" ", KEY_CHARS);
  return n.slice(0, cut > 10 ? cut : KEY_CHARS);
}

export interface PageText {
  lines: Line[];
  /** Normalised text of each line joined with its two successors. */
  joined: string[];
  /** Normalised text of each line alone. */
  single: string[];
}

export type DocText = PageText[];

const cache = new WeakMap<DocumentLayout, DocText>();

/** Normalised page text, computed once per layout (every source searches it). */
export function docText(layout: DocumentLayout): DocText {
  let dt = cache.get(layout);
  if (!dt) {
    dt = layout.pages.map((p) => {
      const single = p.lines.map((l) => normText(l.text));
      const joined = single.map((s, i) => [s, single[i + 1], single[i + 2]].filter((x) => x).join(" "));
      return { lines: p.lines, single, joined };
    });
    cache.set(layout, dt);
  }
  return dt;
}

/** True when `text` starts with `key` at a word boundary. */
export function startsWithWord(text: string, key: string): boolean {
  return key.length > 0 && text.startsWith(key) && (text.length === key.length || text[key.length] === " ");
}

/** Line indices on a page where the title starts a line. */
export function linesStartingWith(page: PageText | undefined, key: string): number[] {
  const out: number[] = [];
  if (!page || !key) return out;
  for (let i = 0; i < page.joined.length; i++) {
    if (page.single[i] && startsWithWord(page.joined[i], key)) out.push(i);
  }
  return out;
}

/** Whether a title is found at the start of a line on a page (the eval's `title_on_page`). */
export function titleOnPage(layout: DocumentLayout, page: number, title: string): boolean {
  return linesStartingWith(docText(layout)[page - 1], titleKey(title)).length > 0;
}

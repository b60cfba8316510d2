/**
 * Contents pages besides the document's main one. A manual made of several books gives each book
 * its own contents page, listing the pages after it, often numbered from 1 again: only the main
 * contents (the early page listing the most entries) would otherwise be read, and the other books
 * would have no sections. Every other page that a contents title opens ("Table of Contents",
 * "Contents"), with the pages it runs on over, is read as a contents of its own and placed after
 * its own pages, each with the offset its own entries agree on.
 *
 * A contents title repeated on many pages is a running link ("Contents" in every page's head), not
 * a contents page: then none of them is read. Filings are not read this way (their "Table of
 * Contents" links head most pages).
 */
import type { DocumentLayout } from "../types";
import { contentsHeadings, contentsPageHeading, MIN_FOUND } from "./contents";
import {
  bodyBelowListing,
  continuesContents,
  findContents,
  numbered,
  opensContents,
  pageEntries,
  type ContentsPages,
} from "./contents-find";
import { ungluedNumbers } from "./contents-numbers";
import { pageTitle } from "./cover";
import { inMarginBand } from "./style";
import { titleKey } from "./text-match";
import type { Heading } from "./types";

/** More titled pages than this share of the document (or 8) are a running link. */
const MOST_RUNS_SHARE = 1 / 8;
const MOST_RUNS_MIN = 8;

/** The other runs of contents pages, in page order (none when the title is a running link). */
export function otherContents(layout: DocumentLayout, main: ContentsPages): ContentsPages[] {
  const taken = new Set(main.pages);
  const titled: number[] = [];
  for (let p = 1; p <= layout.pageCount; p++) if (!taken.has(p) && opensContents(layout, p)) titled.push(p);
  if (titled.length > Math.max(MOST_RUNS_MIN, layout.pageCount * MOST_RUNS_SHARE)) return [];
  const runs: ContentsPages[] = [];
  for (const start of titled) {
    if (taken.has(start)) continue;
    const first = pageEntries(layout.pages[start - 1]?.lines ?? [], start);
    if (!numbered(first)) continue;
    const pages = [start];
    const entries = [...first];
    for (let p = start + 1; p <= layout.pageCount && !taken.has(p) && !opensContents(layout, p); p++) {
      // The body has begun below the listing on the page before: the run ends there.
      if (bodyBelowListing(layout, entries, p - 1) !== null) break;
      const more = pageEntries(layout.pages[p - 1]?.lines ?? [], p);
      if (!continuesContents(layout, p, more, entries)) break;
      pages.push(p);
      entries.push(...more);
    }
    pages.forEach((p) => taken.add(p));
    runs.push({ pages, entries: ungluedNumbers(entries) });
  }
  return runs;
}

export interface DocumentContents {
  main: ContentsPages;
  others: ContentsPages[];
}

const cache = new WeakMap<DocumentLayout, DocumentContents | null>();

/** The main contents and the other runs (once per layout). */
export function documentContents(layout: DocumentLayout): DocumentContents | null {
  if (!cache.has(layout)) {
    const main = findContents(layout);
    const others = main ? otherContents(layout, main) : [];
    const listings = [main, ...others].flatMap((run) => run?.pages ?? []);
    const listed = (run: ContentsPages) => (others.length ? { ...run, listings } : run);
    cache.set(layout, main ? { main: listed(main), others: others.map(listed) } : null);
  }
  return cache.get(layout)!;
}

/** The first contents pages of the document, main or other. */
export function firstContents(layout: DocumentLayout): ContentsPages | null {
  const all = documentContents(layout);
  if (!all) return null;
  return [all.main, ...all.others].sort((a, b) => a.pages[0] - b.pages[0])[0];
}

/**
 * Sections from the main contents and every other one, in page order. The other runs add their
 * entries only where the main contents is sound; one found entry is enough for a book whose contents
 * lists a single chapter, as long as most of the run's entries are found. A title already placed on
 * the same page (a book's chapter also listed by the main contents) is one section.
 *
 * A manual of several books gives each its title page before its contents: each book's title opens
 * it, its entries one level below. Once one book is seen so, every run with a title page before it is
 * a book, the main one too (whichever comes first), so that the books stand beside each other; the
 * first book's own contents page then sits under its title.
 */
export function allContentsHeadings(layout: DocumentLayout, body: number): Heading[] | null {
  const all = documentContents(layout);
  const main = contentsHeadings(layout, body, all?.main ?? null);
  if (!all?.others.length) return main;
  // The main listing is the early one with the most entries; where it cannot be placed (a list of examples
  // or figures, longer than the contents, whose captions are no headings) the runs a contents title opens
  // stand on their own, each held to the main listing's bar.
  const others = all.others.map((run) => ({
    run,
    hs: main ? contentsHeadings(layout, body, run, MIN_FOUND, 1) : contentsHeadings(layout, body, run),
  }));
  if (!main && !others.some((o) => o.hs)) return null;
  const runs = [...(main ? [{ run: all.main, hs: main }] : []), ...others].sort(
    (a, b) => a.run.pages[0] - b.run.pages[0],
  );
  const books = runs.map(({ run, hs }) => (hs ? titlePage(layout, run.pages[0] - 1, body) : null));
  const several = books.some((b, i) => b && runs[i].run !== all.main);
  const first = runs[0].run;
  const placed = runs.flatMap(({ run, hs }, i) => {
    const book = several ? books[i] : null;
    if (!book) return hs ?? [];
    const own = run === first ? contentsPageHeading(layout, run) : null;
    const under = (h: Heading) => ({ ...h, level: h.level + 1 });
    return [book, ...(own ? [under(own)] : []), ...hs!.map(under)];
  });
  const seen = new Set<string>();
  return placed
    .filter((h) => {
      const key = `${titleKey(h.title)}|${h.page}`;
      return !seen.has(key) && !!seen.add(key);
    })
    .sort((a, b) => a.page - b.page || a.line - b.line);
}

/** A title page holds a few lines, its title set well above the body's size. */
const TITLE_PAGE_LINES = 10;
const TITLE_SIZE = 1.4;

/** The page just before a book's contents, when it is the book's title page: its title as a section. */
function titlePage(layout: DocumentLayout, page: number, body: number): Heading | null {
  const lines = (layout.pages[page - 1]?.lines ?? []).filter((l) => !inMarginBand(l));
  if (!lines.length || lines.length > TITLE_PAGE_LINES) return null;
  const title = pageTitle(lines);
  const all = layout.pages[page - 1].lines;
  const line = title
    ? all.findIndex((l) => !!l.text.trim() && title.startsWith(l.text.trim()) && l.fontSize >= TITLE_SIZE * body)
    : -1;
  return line < 0 ? null : { title: title!, level: 1, page, line, source: "contents" };
}

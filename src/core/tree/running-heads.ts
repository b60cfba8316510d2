/**
 * Running heads: a title repeated at the head of many pages is the page's furniture, not a
 * section. Compared across pages with case, punctuation and page numbers aside.
 */
import type { PageLayout } from "../types";
import { inMarginBand } from "./style";
import type { Candidate } from "./heading-candidates";
import { fold } from "../text/fold";
import { beyondLatin, normText } from "./text-match";
import { MAX_WORDS, readsLikeTitle } from "./reads-like-title";
import { RUNNING_PAGES } from "../pages/furniture";

/** Pages a title must head to be a running head: as many as page furniture asks of a running line. */
export const RUNNING_HEAD_PAGES = RUNNING_PAGES;

/**
 * A running head compared across pages: case, punctuation, blanks and page numbers aside ("Page 4 of 6"). A title
 * in another script keeps its letters (normText keeps Latin ones only, so "1.2 Подготовка" and "1.3 Исправление"
 * would both be "# #", one title repeated on every page).
 */
const repeatKey = (title: string) =>
  (beyondLatin(title) ? fold(title, "script") : normText(title)).replace(/\d+/g, "#");

/** Share of a deck's pages a title must head to be its running head rather than a slide's title. */
const DECK_RUNNING_SHARE = 0.5;
/** Share of pages set wider than tall that makes a document a deck of slides. */
const DECK_PAGES = 0.8;

/** A deck of slides: (almost) every page is wider than tall. */
const isDeck = (pages: PageLayout[]) =>
  pages.length >= RUNNING_HEAD_PAGES && pages.filter((p) => p.width > p.height).length >= DECK_PAGES * pages.length;

/**
 * A title repeated at the head of many pages ("NIKE, INC." over every statement) is a
 * running head: where the line under it reads like a title, that line names the page's
 * section; otherwise the repeat is dropped.
 *
 * In a deck of slides a slide's title repeats on the pages that build it up step by step or carry it
 * on ("Step 1/4", "Step 2/4"), and a title such as "Summary" closes several parts: there a title is a
 * running head only when it heads most pages; otherwise it opens its section on the first page of each
 * run of consecutive pages it heads, and the pages after are the same slide.
 */
export function withoutRunningHeads(cands: Candidate[], pages: PageLayout[]): Candidate[] {
  const keys = cands.map((c) => repeatKey(c.title));
  const pagesOf = new Map<string, Set<number>>();
  cands.forEach((c, i) => pagesOf.set(keys[i], (pagesOf.get(keys[i]) ?? new Set()).add(c.page)));
  const taken = new Set(cands.map((c) => `${c.page}:${c.line}`));
  const byPage = new Map(pages.map((p) => [p.page, p]));
  const deck = isDeck(pages);
  const places = placesOf(cands, keys, pagesOf, byPage);
  const heads = headsOfPages(keys, pagesOf, places);
  const sectionNames = recurringSections(cands, keys, pagesOf, places);
  const out: Candidate[] = [];
  for (const [i, c] of cands.entries()) {
    const key = keys[i];
    // A name repeated below each page's own title or text ("SYNOPSIS", "OPTIONS" in every manual page of a
    // collection) is a section every part has, not the page's furniture; and a running head's title set
    // below its page's head (under "Chapter 7" on the section's first page) is that section's heading.
    const repeated = !c.inBand && (pagesOf.get(key)?.size ?? 0) >= RUNNING_HEAD_PAGES;
    if (repeated && ((!heads.has(key) && sectionNames.has(key)) || (!places[i].atHead && places[i].underOwnTitle))) {
      out.push(c);
      continue;
    }
    const on = pagesOf.get(key);
    if (deck && !c.inBand && on && on.size <= DECK_RUNNING_SHARE * pages.length) {
      if (!on.has(c.page - 1)) out.push(c);
      continue;
    }
    const repeats = on?.size ?? 0;
    if (c.inBand && repeats > 1) continue;
    if (repeats < RUNNING_HEAD_PAGES) {
      out.push(c);
      continue;
    }
    const under = byPage.get(c.page)?.lines[c.line + 1];
    const text = under?.text.trim() ?? "";
    // The line under names the page only when set like a title itself, not the prose that follows.
    const titleSet = under && (under.bold || under.fontSize >= c.size - 0.25 || /^[^a-z]*$/.test(text));
    if (
      under &&
      titleSet &&
      !taken.has(`${c.page}:${c.line + 1}`) &&
      readsLikeTitle(text, null) &&
      under.words.length <= MAX_WORDS
    ) {
      out.push({ ...c, title: text });
    }
  }
  return out;
}

/**
 * Whether a candidate stands under its page's own title: the page's largest heading (the first of them), set larger
 * than the candidate (headings of one size are siblings, not a part and its sections) and said on
 * fewer pages than a running head ("AVS2PS" over "SYNOPSIS", "Namespace Documentation" over "7.1 raptor
 * Namespace Reference"). A line set larger than that title (a catalogue's "huge" over each font's specimen) is not
 * a section of it.
 */
function ownTitleAbove(
  cands: Candidate[],
  keys: string[],
  pagesOf: Map<string, Set<number>>,
): (c: Candidate) => boolean {
  const largest = new Map<number, number>();
  for (const [i, c] of cands.entries()) {
    const top = largest.get(c.page);
    if (!c.inBand && (top === undefined || c.size > cands[top].size)) largest.set(c.page, i);
  }
  return (c) => {
    const i = largest.get(c.page);
    if (i === undefined) return false;
    const t = cands[i];
    return t.line < c.line && t.size > c.size && (pagesOf.get(keys[i])?.size ?? 0) < RUNNING_HEAD_PAGES;
  };
}

/** Where a candidate stands on its page, asked only of titles repeated on as many pages as a running head. */
interface Place {
  atHead: boolean;
  underOwnTitle: boolean;
}

function placesOf(
  cands: Candidate[],
  keys: string[],
  pagesOf: Map<string, Set<number>>,
  byPage: Map<number, PageLayout>,
): Place[] {
  const atHead = headOfPage(byPage);
  const underOwnTitle = ownTitleAbove(cands, keys, pagesOf);
  return cands.map((c, i) =>
    (pagesOf.get(keys[i])?.size ?? 0) < RUNNING_HEAD_PAGES
      ? { atHead: false, underOwnTitle: false }
      : { atHead: atHead(c), underOwnTitle: !c.inBand && underOwnTitle(c) },
  );
}

/** Share of a repeated name's pages on which it must stand under the page's own title to be every part's section. */
const UNDER_TITLE_SHARE = 1 / 3;

/**
 * Names repeated on many pages that stand under each part's own title on a good share of them ("SYNOPSIS",
 * "OPTIONS" in every manual page of a collection): sections every part has, kept also where a part runs on
 * over a page without its title.
 */
function recurringSections(
  cands: Candidate[],
  keys: string[],
  pagesOf: Map<string, Set<number>>,
  places: Place[],
): Set<string> {
  const under = new Map<string, Set<number>>();
  for (const [i, c] of cands.entries()) {
    const key = keys[i];
    if (!c.inBand && (pagesOf.get(key)?.size ?? 0) >= RUNNING_HEAD_PAGES && places[i].underOwnTitle)
      under.set(key, (under.get(key) ?? new Set()).add(c.page));
  }
  return new Set([...under].filter(([k, ps]) => ps.size >= UNDER_TITLE_SHARE * pagesOf.get(k)!.size).map(([k]) => k));
}

/** Lines at the top of a page that may stand above its running head (a page number, a "Contents" link). */
const TOP_LINES = 3;

/**
 * Whether a candidate heads its page: nothing stands above it but the margin band's lines and lines repeated at
 * the top of other pages (a page number, a "Contents" link).
 */
function headOfPage(byPage: Map<number, PageLayout>): (c: Candidate) => boolean {
  const topPages = new Map<string, Set<number>>();
  for (const [n, p] of byPage)
    for (const l of p.lines.slice(0, TOP_LINES)) {
      const k = repeatKey(l.text);
      topPages.set(k, (topPages.get(k) ?? new Set()).add(n));
    }
  const furniture = (text: string) => (topPages.get(repeatKey(text))?.size ?? 0) >= RUNNING_HEAD_PAGES;
  return (c) => {
    const above = byPage.get(c.page)?.lines.slice(0, c.line) ?? [];
    return above.length <= TOP_LINES && above.every((l) => inMarginBand(l) || furniture(l.text));
  };
}

/** The repeated titles that head their pages on at least half of the pages they are on. */
function headsOfPages(keys: string[], pagesOf: Map<string, Set<number>>, places: Place[]): Set<string> {
  const heading = new Map<string, number>();
  for (const [i, key] of keys.entries()) {
    if ((pagesOf.get(key)?.size ?? 0) < RUNNING_HEAD_PAGES) continue;
    if (places[i].atHead) heading.set(key, (heading.get(key) ?? 0) + 1);
  }
  return new Set([...heading].filter(([k, n]) => 2 * n >= pagesOf.get(k)!.size).map(([k]) => k));
}

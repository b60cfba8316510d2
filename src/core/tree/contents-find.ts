/**
 * Source 2, step 1: find the contents page(s) among the early pages and list candidate
 * entries (title + printed page number). Rows are rebuilt from lines sharing a baseline,
 * because table-like contents put "Item 7.", the title and "25" in separate columns.
 */
import type { DocumentLayout, Line } from "../types";
import { contentsRows, LEADERS, leftRefs, splitPageRef, type PageRef, type Row } from "./contents-rows";
import { ungluedNumbers } from "./contents-numbers";
import { parseLabel } from "./labels";
import { isRunningLink } from "./noise";
import { isLonePageNumber } from "../pages/furniture";
import { inMarginBand, inMarginSpan } from "./style";
import { isDivision } from "./numbering";
import { endingOn, TITLE_END_WORDS } from "./title-end-words";
import { isContentsTitle } from "./contents-titles";
import { normText } from "./text-match";
import { BULLET_OPENS } from "../text/list-items";

export interface ContentsEntry {
  title: string;
  /** Printed page reference as written ("25", "F-3", "iv"), or null for "PART II"-style rows. */
  printed: string | null;
  /** Indentation from the left of its column. */
  x0: number;
  /** Physical page of the contents page the entry is listed on. */
  listedOn: number;
  /** Bottom of the entry's last row on that page (0–1 from the top), where the listing may end. */
  bottom?: number;
}

/** A row ending in a word or mark that cannot end a title ("… Governance and", "Measure Definitions,"). */
const CONNECTOR_WORD = endingOn(TITLE_END_WORDS.contents, "\\s");
const CONNECTOR_MARK = /[,&:;\u2013\u2014-]$/;
const endsOnConnector = (text: string) => CONNECTOR_WORD.test(text) || CONNECTOR_MARK.test(text);
/** "… create a" continues; "Schedule A" or "N/A" does not. */
const ARTICLE_END = /\sa$/;
/** A row that says it has no page ("Item 1B. Unresolved Staff Comments N/A") is a whole entry. */
const NO_PAGE = /\b(n\/a|none|not applicable)$/i;

function isLabelOnly(text: string): boolean {
  const l = parseLabel(text);
  return !!l && (l.kind === "part" || l.kind === "item") && text.length < 60;
}

/** The gap between rows most entries keep: a wrapped title's lines sit closer than that. */
function typicalGap(rows: Row[]): number {
  const gaps = rows
    .slice(1)
    .map((r, i) => r.y0 - rows[i].y0)
    .filter((g) => g > 0 && g < 0.08)
    .sort((a, b) => a - b);
  return gaps.length ? gaps[Math.floor(gaps.length / 2)] : 0.02;
}

/**
 * Whether a row without a page number runs on into the next row: a title wrapped over lines
 * ("Information Security Governance and" / "Security Assessment … 21"), told by a connector at
 * its end, a lower-case start below, or lines set closer than the page's entries are.
 */
function continues(row: Row, next: Row, gap: number, right: number): boolean {
  const dy = next.y0 - row.y0;
  if (dy <= 0 || dy > 2.5 * Math.max(row.height, 0.008) || NO_PAGE.test(row.text)) return false;
  // Two labelled rows ("Item 1B. …", "Item 2. …") are two entries.
  if (parseLabel(row.text) && parseLabel(next.text)) return false;
  // "Item 7." on its own row, its title on the next.
  if (isLabelOnly(row.text) && !parseLabel(next.text)) return true;
  // A labelled title run out to the right edge goes on below its label, indented under its words.
  const full = row.x1 - row.x0 >= 0.75 * (right - row.x0);
  if (parseLabel(row.text) && !parseLabel(next.text) && next.x0 > row.x0 + 0.01 && full) return true;
  if (next.x0 < row.x0 - 0.02) return false;
  if (/^[a-z]/.test(next.text) || endsOnConnector(row.text) || ARTICLE_END.test(row.text)) return true;
  return dy < 0.85 * gap && Math.abs(next.x0 - row.x0) < 0.03;
}

const bottomOf = (r: Row) => r.y0 + r.height;

/** Wrapped rows longer than this are prose, not a contents entry. */
const MAX_WRAPPED_ROWS = 8;

/** Entries of one page: numbered rows, wrapped titles joined, unnumbered PART rows kept. */
export function pageEntries(lines: Line[], page: number): ContentsEntry[] {
  // A running foot or head ("Contents 5") is not an entry; a row listing the index among the entries is.
  const rows = contentsRows(lines).filter((r) => !(inBand(r) && isRunningLink(splitPageRef(r.text)?.title ?? r.text)));
  const right = rows.map((r) => splitPageRef(r.text));
  // Page numbers on the left are read only where the page has none on the right.
  const refs: (PageRef | null)[] = right.filter(Boolean).length >= 3 ? right : leftRefs(rows, right);
  const gap = typicalGap(rows);
  const edge = Math.max(...rows.map((r) => r.x1));
  const out: ContentsEntry[] = [];
  let pending: Row[] = [];
  const flush = () => {
    for (const r of pending) {
      const text = r.text.replace(/\s+page$/i, "");
      if (isDivisionRow(text)) out.push({ title: text, printed: null, x0: r.x0, listedOn: page, bottom: bottomOf(r) });
    }
    pending = [];
  };
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const ref = refs[i];
    if (ref) {
      const chain = pending.length && continues(pending[pending.length - 1], r, gap, edge) ? pending : [];
      const lead = wrappedLead(chain);
      pending = pending.slice(0, pending.length - lead.length);
      flush();
      const title = joinWrapped([...lead.map((l) => l.text), ref.title])
        .replace(LEADERS, " ")
        .replace(BULLET_OPENS, "")
        .trim();
      const first = lead[0] ?? r;
      out.push({ title, printed: ref.printed, x0: first.x0, listedOn: page, bottom: bottomOf(r) });
      continue;
    }
    const next = rows[i + 1];
    const text = r.text.replace(/\s+page$/i, "");
    const close = next && next.y0 - r.y0 < 2.5 * Math.max(r.height, 0.008);
    if (close && !refs[i + 1] && isLabelOnly(text) && text.length < 12 && !parseLabel(next.text)) {
      // "Item 1." on one row, "Financial Statements" below, its statements listed after it.
      flush();
      out.push({
        title: `${text} ${next.text.trim()}`,
        printed: null,
        x0: r.x0,
        listedOn: page,
        bottom: bottomOf(next),
      });
      i++;
      continue;
    }
    if (pending.length && !continues(pending[pending.length - 1], r, gap, edge)) flush();
    pending.push(r);
    if (pending.length > MAX_WRAPPED_ROWS) flush();
  }
  flush();
  return out.map((e) => {
    const title = e.title.replace(DIGIT_STOPS, (c) => c.normalize("NFKC"));
    return title === e.title ? e : { ...e, title };
  });
}

/**
 * "⒉1 Font setup": a font that sets a digit and its full stop as one glyph maps it to the
 * Unicode "digit full stop" (⒈ … ⒛), where the page's own heading reads "2.1 Font setup". Each glyph's
 * compatibility form is its digits and stop; the rest of the title is left as the page has it.
 */
const DIGIT_STOPS = /[\u2488-\u249b]/gu;

/** A title's rows joined; a word hyphenated at a row's end ("Environ-" / "ment") is one word again. */
function joinWrapped(texts: string[]): string {
  return texts.reduce((a, t) => (/\p{Ll}-$/u.test(a) && /^\p{Ll}/u.test(t) ? a.slice(0, -1) + t : `${a} ${t}`));
}

/**
 * The rows a wrapped title starts with: the whole chain, or from after its last label-only row
 * ("PART II" stays an entry of its own), or that label alone when the title follows it directly.
 */
function wrappedLead(chain: Row[]): Row[] {
  const k = chain.findLastIndex((r) => isLabelOnly(r.text));
  return k >= 0 && k === chain.length - 1 ? [chain[k]] : chain.slice(k + 1);
}

/** An unnumbered row that opens a division ("PART II", "Chapter 1: Ready, Set Up, Go") is an entry of its own. */
function isDivisionRow(text: string): boolean {
  if (text.length >= 80) return false;
  if (/^part\s+([ivx]{1,4}|\d)\b/i.test(text)) return true;
  return isDivision(text);
}

const inBand = (r: Row) => inMarginSpan(r.y0, r.y0 + r.height);

/**
 * The contents runs on over a page listing three entries or more, or over a last page holding nothing
 * but entries ("A Licence Terms 41", "Index 47" and the folio) or opening with them, whose pages come
 * after the ones already listed: a part's title page set as one line ending in a number ("Volume 2") is not one.
 */
export function continuesContents(
  layout: DocumentLayout,
  p: number,
  entries: ContentsEntry[],
  before: ContentsEntry[],
) {
  const n = numbered(entries);
  if (pastTheEnd(entries, layout.pageCount)) return false;
  if (n >= 3) return true;
  const lines = (layout.pages[p - 1]?.lines ?? []).filter((l) => !inMarginBand(l) && !isLonePageNumber(l.text));
  if (n < 1 || !listedLater(entries, before)) return false;
  // The last entries may also open a page whose body begins below them ("3 Session Information 30").
  const first = entries.find((e) => e.printed !== null);
  // Above them at most a running head the margin band did not catch.
  const above = first?.bottom === undefined ? Infinity : lines.filter((l) => l.y1 < first.bottom! - 0.004).length;
  const opens = above <= 1;
  return lines.length <= n || opens;
}

/**
 * Rows whose plain numbers mostly point past the document's last page are a table's amounts ("Cash and
 * cash equivalents $ 5,504 $ 7,776"), not more of its contents.
 */
function pastTheEnd(entries: ContentsEntry[], pageCount: number): boolean {
  const plain = entries.filter((e) => /^\d+$/.test(e.printed ?? "")).map((e) => Number(e.printed));
  return plain.length > 0 && plain.filter((n) => n > pageCount).length > plain.length / 2;
}

/** Whether the page's first numbered entry points no earlier than the last one listed before it. */
function listedLater(entries: ContentsEntry[], before: ContentsEntry[]): boolean {
  const arabic = (e: ContentsEntry) => (e.printed && /^\d+$/.test(e.printed) ? Number(e.printed) : null);
  const last = before.map(arabic).findLast((n) => n !== null);
  const first = entries.find((e) => e.printed !== null);
  if (last === undefined || !first) return true;
  const n = arabic(first);
  return n !== null && n >= last;
}

export function numbered(entries: ContentsEntry[]): number {
  return entries.filter((e) => e.printed !== null).length;
}

/**
 * Numbered entries that read as a contents: each title once (printed output repeating "Number of
 * Nodes = 5" lists values, not sections), their plain page numbers in the order of the pages (the
 * most that run on without going back; a table's "1 SEA DEN 259", "2 SEA LAX 124" do not).
 * Entries numbered otherwise ("iv", "F-3") count as they are.
 */
function distinctNumbered(entries: ContentsEntry[]): number {
  const seen = new Set<string>();
  const own = entries.filter((e) => {
    const key = normText(e.title);
    return e.printed !== null && !seen.has(key) && !!seen.add(key);
  });
  const plain = own.filter((e) => /^\d+$/.test(e.printed!)).map((e) => Number(e.printed));
  return own.length - plain.length + longestRunOn(plain);
}

/** Length of the longest subsequence that never goes back. */
function longestRunOn(ns: number[]): number {
  const ends: number[] = [];
  for (const n of ns) {
    let lo = 0;
    let hi = ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid] <= n) lo = mid + 1;
      else hi = mid;
    }
    ends[lo] = n;
  }
  return ends.length;
}

/** Pages searched for a contents page: the first fifth of the document, at least 8. */
function earlyPages(layout: DocumentLayout): number {
  return Math.min(layout.pageCount, Math.max(8, Math.ceil(layout.pageCount * 0.2)));
}

/** How far into the document a page a contents title opens is still searched. */
const TITLED_REACH = 0.4;

/**
 * The early pages, and beyond them the pages a contents title opens in the document's first part: a thesis's
 * front matter (title pages, abstracts in two languages, blank backs) may run past the first fifth.
 */
function searchedPages(layout: DocumentLayout): number[] {
  const early = earlyPages(layout);
  const pages = Array.from({ length: early }, (_, i) => i + 1);
  const reach = Math.floor(layout.pageCount * TITLED_REACH);
  for (let p = early + 1; p <= reach; p++) if (opensContents(layout, p)) pages.push(p);
  return pages;
}

/** A contents title sits in the upper part of its page. */
export const TITLE_TOP = 0.4;

const titled = new WeakMap<DocumentLayout, Map<number, boolean>>();

/**
 * Whether a contents title ("Contents", "Sommaire") opens the page, above its entries and outside its margins.
 * Read once a page: the search for the main contents and for the other runs ask it of the same pages again.
 */
export function opensContents(layout: DocumentLayout, page: number): boolean {
  let pages = titled.get(layout);
  if (!pages) titled.set(layout, (pages = new Map()));
  let opens = pages.get(page);
  if (opens === undefined) {
    const lines = layout.pages[page - 1]?.lines ?? [];
    opens = lines.some((l) => l.y0 < TITLE_TOP && !inMarginBand(l) && isContentsTitle(l.text.trim()));
    pages.set(page, opens);
  }
  return opens;
}

/** Lines below the listing that are the body's and not the page's foot: more than a folio. */
const TAIL_LINES = 2;
/** Entries further apart than this (a tenth of the page, some six rows) are not one listing. */
const LISTING_BREAK = 0.1;

/**
 * The first line of the body on a contents page, below the last entry listed there (a short paper sets
 * "Contents" under its title and "1 Introduction" right after the list), or null when the listing fills
 * the page. Every line from there on lies below the listing.
 */
export function bodyBelowListing(layout: DocumentLayout, entries: ContentsEntry[], page: number): number | null {
  // The listing is the page's entries from its first while they run on row after row: a row whose number
  // goes back (a footnote's marker closing a paragraph) is not an entry, and a numbered row set well below
  // the last entry (a table's "FBgn0000008 … 70") is the body's.
  const listed = entries.filter((e) => e.listedOn === page && e.bottom !== undefined);
  const steps = listed
    .slice(1)
    .map((e, i) => e.bottom! - listed[i].bottom!)
    .filter((d) => d > 0)
    .sort((a, b) => a - b);
  // A contents set with airy spacing keeps its entries far apart: the break is measured against its own step.
  const apart = Math.max(LISTING_BREAK, 3 * (steps[Math.floor(steps.length / 2)] ?? 0));
  let most = -Infinity;
  let end: number | null = null;
  for (const e of listed) {
    const n = /^\d+$/.test(e.printed ?? "") ? Number(e.printed) : null;
    if (n !== null && n < most) continue;
    if (end !== null && e.bottom! - end > apart) break;
    most = Math.max(most, n ?? most);
    end = end === null ? e.bottom! : Math.max(end, e.bottom!);
  }
  const lines = layout.pages[page - 1]?.lines ?? [];
  if (end === null || !lines.length) return null;
  let from = lines.length;
  while (from > 0 && lines[from - 1].y0 >= end - 0.002) from--;
  // On a page in two columns the body runs on under the listing in the listing's column, before the
  // other column's lines, some of which stand lower than the listing's end: it starts right after the
  // listing's last row.
  const lastRow = lines.findIndex(
    (l, i) => Math.abs(l.y1 - end) < 0.003 && lines[i + 1]?.column === l.column && lines[i + 1].y0 >= end - 0.002,
  );
  if (lastRow >= 0 && lastRow + 1 < from) from = lastRow + 1;
  // A footnote under the listing (the title's "∗" and its note) is set smaller than the page's usual type:
  // a foot, not a body.
  const foot = FOOTNOTE_SIZE * medianSize(lines);
  const listingLeft = Math.min(
    ...lines
      .slice(0, from)
      .filter((l) => !inMarginBand(l))
      .map((l) => l.x0),
  );
  const body = lines
    .slice(from)
    .filter(
      (l) =>
        !inMarginBand(l) &&
        !isLonePageNumber(l.text) &&
        l.fontSize >= foot &&
        !runInEntries(l, listingLeft, layout.pageCount),
    );
  return body.length >= TAIL_LINES ? from : null;
}

/** A page reference in brackets after a run-in title: "Protrusion [61] Expansion [68]". */
const BRACKETED_PAGE = /\[(\d{1,4})\]/g;

/**
 * A line of run-in entries under the last listed one ("Debugging [37] Requirements [39] Declarations [42]"): a
 * section's subsections listed on its row's next lines, indented past the listing's left edge, each with its page in
 * brackets within the document. It is the listing's, not a body below it (a paragraph starts at the left edge).
 */
function runInEntries(line: Line, listingLeft: number, pageCount: number): boolean {
  if (!(line.x0 > listingLeft + 0.01)) return false;
  const pages = [...line.text.matchAll(BRACKETED_PAGE)].map((m) => Number(m[1]));
  return pages.length > 0 && pages.every((n) => n >= 1 && n <= pageCount);
}

/** A line set below this share of the page's usual size is a footnote. */
const FOOTNOTE_SIZE = 0.85;

function medianSize(lines: { fontSize: number }[]): number {
  const sizes = lines.map((l) => l.fontSize).sort((a, b) => a - b);
  return sizes.length ? sizes[Math.floor(sizes.length / 2)] : 0;
}

export interface ContentsPages {
  pages: number[];
  entries: ContentsEntry[];
  /** Every page of the document that lists contents (this run's and other runs'): never where a title is set. */
  listings?: number[];
}

const found = new WeakMap<DocumentLayout, ContentsPages | null>();

/** The early page with the most entries, extended over the pages it continues onto (once per layout). */
export function findContents(layout: DocumentLayout): ContentsPages | null {
  if (!found.has(layout)) found.set(layout, searchContents(layout));
  return found.get(layout)!;
}

/** The band at a page's top where a running head sits: above any contents' title or listing. */
const HEAD_BAND = 0.08;

/**
 * A row of the listing, not the page's running head: a contents page's head names the contents with the page's
 * folio ("Contents 4", "Table of Contents iii"), which reads as a row pointing back to the listing's own page, so
 * the page after the first would seem to restart the contents and stand as a second one. The contents listing
 * itself ("Contents v", under the title) is set below the band.
 */
const isListed = (e: ContentsEntry) => !(isContentsTitle(e.title) && e.bottom !== undefined && e.bottom < HEAD_BAND);

function searchContents(layout: DocumentLayout): ContentsPages | null {
  const per = new Map<number, ContentsEntry[]>();
  const entriesOf = (p: number) => {
    if (!per.has(p)) per.set(p, layout.pages[p - 1] ? pageEntries(layout.pages[p - 1].lines, p).filter(isListed) : []);
    return per.get(p)!;
  };
  let best = 0;
  for (const p of searchedPages(layout)) {
    if (distinctNumbered(entriesOf(p)) > (best ? distinctNumbered(entriesOf(best)) : 0)) best = p;
  }
  if (!best || distinctNumbered(entriesOf(best)) < 4) return null;
  const pages = [best];
  const listed = (ps: number[]) => ps.flatMap(entriesOf);
  // A short contents followed by the full one ("Summary Contents", then "Contents"): two listings, not one.
  const restarts = (p: number, before: ContentsEntry[]) =>
    opensContents(layout, p) && !listedLater(entriesOf(p), before);
  for (
    let p = best + 1;
    p <= layout.pageCount &&
    bodyBelowListing(layout, entriesOf(p - 1), p - 1) === null &&
    continuesContents(layout, p, entriesOf(p), listed(pages)) &&
    !restarts(p, listed(pages));
    p++
  ) {
    pages.push(p);
  }
  for (let p = best - 1; p >= 1 && numbered(entriesOf(p)) >= 3 && !restarts(pages[0], entriesOf(p)); p--) {
    pages.unshift(p);
  }
  return { pages, entries: ungluedNumbers(pages.flatMap(entriesOf)) };
}

/**
 * A later contents page that lists a filing's items (the 10-K's own, after an annual
 * report that has its contents page first), with the pages it continues onto.
 */
export function findItemContents(layout: DocumentLayout, after: number): ContentsPages | null {
  const items = (es: ContentsEntry[]) =>
    es.filter((e) => e.printed !== null && parseLabel(e.title)?.kind === "item").length;
  for (let p = after + 1; p <= layout.pageCount; p++) {
    const page = layout.pages[p - 1];
    if (!page || page.lines.filter((l) => /^item\s*\d/i.test(l.text.trim())).length < 4) continue;
    const first = pageEntries(page.lines, p);
    if (items(first) < 4) continue;
    const pages = [p];
    const entries = [...first];
    for (let q = p + 1; q <= layout.pageCount; q++) {
      const more = pageEntries(layout.pages[q - 1]?.lines ?? [], q);
      if (items(more) < 2) break;
      pages.push(q);
      entries.push(...more);
    }
    return { pages, entries };
  }
  return null;
}

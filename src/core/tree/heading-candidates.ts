/**
 * Which lines of a page could be headings. A heading is set apart (bold, larger, or a
 * structural label), reads like a title, stands at the left edge of its column or is
 * centred, and is not a table row or a bold run inside a paragraph. Wrapped headings
 * (two lines in the same style) are joined.
 */
import { MONTH_NAMES } from "../text/english-words";
import type { Line, PageLayout } from "../types";
import { ITEM_OR_PART_LINE, parseLabel, type Label } from "./labels";
import { closeBelow, inMarginBand, isEmphasised, sameStyle, setInCapitals, wrappedBelow } from "./style";
import { capsTitleBlock } from "./caps-title-block";
import { normText } from "./text-match";
import { divisionAlternation } from "./division-words";
import { endingOn, TITLE_END_WORDS } from "./title-end-words";

export interface Candidate {
  title: string;
  page: number;
  line: number;
  size: number;
  bold: boolean;
  caps: boolean;
  label: Label | null;
  /** Sits in the page's margin band (a heading opening its page at the very top). */
  inBand?: boolean;
}

const MAX_WORDS = 14;
/** A document's title set in capitals over two or three centred lines may run longer than a heading. */
const BLOCK_WORDS = 30;
/** A title never ends on a joining word ("… and", "… of"): such a line is cut short, not a heading. */
const CUT_SHORT = endingOn(TITLE_END_WORDS.heading, "\\b");
/** Amounts: currency, thousands separators, decimals, percentages, negatives in parentheses, 3+ digits. */
const AMOUNT = /^[($€£-]*(\d{1,3}(,\d{3})+|\d+\.\d+|\d{3,})\)?%?$|^\(?\$|%$|^\(\d/;
const YEAR = /^(19|20)\d\d$/;
const DATE = new RegExp(String.raw`\b(${MONTH_NAMES.map((m) => m.slice(0, 3)).join("|")})[a-z]*\.?\s+\d{1,2}\b`, "i");

/** A version number after the word that names it ("Version 2.0", "Release 1.4"): not an amount. */
const VERSION_WORD = new RegExp(`^(${divisionAlternation("version_words")})$`, "i");
const VERSION = /^\d+(\.\d+)+$/;

/**
 * Amounts and dates mark table rows and column heads; one year, a small number or a numbered
 * version ("Apache License, Version 2.0") in a title is fine.
 */
function numericNoise(text: string, label: Label | null): boolean {
  const tokens = text
    .split(/\s+/)
    .slice(label ? 2 : 0)
    .map((t) => t.replace(/[,.;:]$/, ""));
  const years = tokens.filter((t) => YEAR.test(t)).length;
  const version = (t: string, i: number) => VERSION.test(t) && VERSION_WORD.test(tokens[i - 1] ?? "");
  const amount = (t: string, i: number) => !YEAR.test(t) && AMOUNT.test(t) && !version(t, i);
  return years > 1 || DATE.test(text) || tokens.some(amount);
}

/**
 * A heading starts as a title does, in a capital, a number or a quotation mark; one set apart
 * above the body's size may also start as a program's name does (".onHook(eventName)", "npm
 * install", "iPhone"): API references and manuals title their sections so, while a lower-case
 * line in body type is a sentence's continuation.
 */
const TITLE_START = /^[A-Z0-9“"]/;
const CODE_START = /^[a-z.$@_]/;
/** How much larger than the body a heading must be set to start in lower case: less when it is bold. */
const CODE_TITLE_SIZE = 1.25;
const BOLD_CODE_TITLE_SIZE = 1.15;

const titleStart = (t: string, line: Line, body: number) =>
  TITLE_START.test(t) ||
  (line.fontSize >= (line.bold ? BOLD_CODE_TITLE_SIZE : CODE_TITLE_SIZE) * body && CODE_START.test(t));

/** `startsWell`: the text may start so (titleStart, which allows a program's name to large type). */
function readsLikeTitle(
  t: string,
  label: Label | null,
  startsWell = TITLE_START.test(t),
  maxWords = MAX_WORDS,
): boolean {
  if (t.length < 3 || t.length > (120 * maxWords) / MAX_WORDS || !startsWell) return false;
  if (t.split(/\s+/).length > maxWords || (t.match(/[A-Za-z]/g) ?? []).length < 3) return false;
  if (/[,;]$/.test(t) || CUT_SHORT.test(t)) return false;
  if (/^(page|table of contents)\b/i.test(t) || numericNoise(t, label) || /_{3,}/.test(t)) return false;
  if (label !== null) return true;
  // Prose set in bold: a second sentence, a lead-in ending in a colon, a quotation, a sentence's full stop.
  const n = t.split(/\s+/).length;
  if (/\.\s+[A-Z]/.test(t) || (n > 6 && /:$/.test(t)) || (n > 6 && /^[“"‘']/.test(t))) return false;
  return !(n >= 3 && /[a-z]\.$/.test(t));
}

/** Left edge of each column on a page (a folio out in the margin does not move it). */
function columnLefts(page: PageLayout): Map<number, number> {
  const lefts = new Map<number, number>();
  for (const l of page.lines) if (!inMarginBand(l)) lefts.set(l.column, Math.min(lefts.get(l.column) ?? 1, l.x0));
  return lefts;
}

/** Right edge of each column on a page. */
function columnRights(page: PageLayout): Map<number, number> {
  const rights = new Map<number, number>();
  for (const l of page.lines) if (!inMarginBand(l)) rights.set(l.column, Math.max(rights.get(l.column) ?? 0, l.x1));
  return rights;
}

/** At the left edge of its column (within a tolerance), or centred on the page. */
function wellPlaced(line: Line, lefts: Map<number, number>): boolean {
  if (line.x0 <= (lefts.get(line.column) ?? 0) + 0.04) return true;
  return Math.abs((line.x0 + line.x1) / 2 - 0.5) < 0.06;
}

/**
 * Lines that may be the same paragraph as a would-be heading: the line above in its own style or
 * in plain type no larger; the line below likewise, and of about its size, since a sentence runs
 * on in its own size while a heading's next line set far smaller (a command under "Installation")
 * is not its sentence. A bold line is a heading of its own ("API" set over "openDB").
 */
const plainAbove = (n: Line, line: Line) => sameStyle(n, line) || (!n.bold && n.fontSize <= line.fontSize + 0.5);
const SAME_SENTENCE_SIZE = 0.15;
const plainBelow = (n: Line, line: Line) =>
  plainAbove(n, line) && (sameStyle(n, line) || line.fontSize - n.fontSize <= SAME_SENTENCE_SIZE * line.fontSize);

/**
 * In font sizes: text this far right of a line's start hangs under it as a heading's body, not its
 * paragraph; an indent is at most a few ems of that text (further off is another block of the page).
 */
const HANGING_INDENT = 2;
const MAX_INDENT = 8;

/**
 * A short line standing out to the left of the text below it, which is indented well past the line's
 * start: a manual's "NAME" over its body. A table's row ("Definition The number of offices that") runs
 * on far over the indented text, which is the rest of its second cell.
 */
function headsIndentedText(page: PageLayout, line: Line, next: Line | undefined): boolean {
  if (!next || !closeBelow(line, next)) return false;
  const indent = (next.x0 - line.x0) * (page.width || 1);
  if (indent < HANGING_INDENT * line.fontSize || indent > MAX_INDENT * next.fontSize) return false;
  return line.x1 <= next.x0 + (next.x1 - next.x0) / 2;
}

/** The line above carries its sentence on into `line`: plain or alike, close above, not ended. */
const runsInto = (prev: Line, line: Line) =>
  plainAbove(prev, line) && closeBelow(prev, line) && !/[.:!?]$/.test(prev.text.trim());

/**
 * A bold phrase inside running text, not a heading: its neighbours are the same paragraph. A line
 * heading an indented text is not, unless the line above runs on into it from the same left edge.
 */
function insideParagraph(page: PageLayout, i: number): boolean {
  const line = page.lines[i];
  const prev = page.lines[i - 1];
  const next = page.lines[i + 1];
  const runsOn =
    !!prev && (prev.x0 - line.x0) * (page.width || 1) < HANGING_INDENT * line.fontSize && runsInto(prev, line);
  if (!runsOn && headsIndentedText(page, line, next)) return false;
  if (next && plainBelow(next, line) && /^[a-z]/.test(next.text.trim()) && closeBelow(line, next)) return true;
  // A paragraph set in capitals (a contract's disclaimer) reads like a run of titles line by line: a line
  // of it follows a long line of capitals in its style that ran to its column's edge (it wrapped) without
  // finishing its sentence. Stacked headings in capitals stop short of the edge.
  if (
    prev &&
    setInCapitals(line.text) &&
    setInCapitals(prev.text) &&
    afterUnfinishedProse(page, i) &&
    fullWidth(page, prev)
  )
    return true;
  return !!prev && !sameStyle(prev, line) && runsInto(prev, line);
}

const fullWidth = (page: PageLayout, line: Line) => line.x1 >= 0.9 * (columnRights(page).get(line.column) ?? 1);

/** The line before is running prose in the same style, close above, that has not finished its sentence. */
function afterUnfinishedProse(page: PageLayout, i: number): boolean {
  const line = page.lines[i];
  const prev = page.lines[i - 1];
  return (
    !!prev &&
    sameStyle(prev, line) &&
    closeBelow(prev, line) &&
    prev.words.length >= 8 &&
    !/[.:!?”")]$/.test(prev.text.trim())
  );
}

function continuesAsProse(page: PageLayout, i: number): boolean {
  const line = page.lines[i];
  const next = page.lines[i + 1];
  if (next && /^[a-z]/.test(next.text.trim()) && closeBelow(line, next)) return true;
  return afterUnfinishedProse(page, i);
}

function isCandidate(
  page: PageLayout,
  i: number,
  body: number,
  label: Label | null,
  lefts: Map<number, number>,
): boolean {
  const line = page.lines[i];
  const t = line.text.trim();
  const strongLabel = label !== null && label.kind !== "numbered";
  const emphasised = isEmphasised(line, body);
  // A labelled heading may open its page above where running heads sit (kept unless repeated).
  if (inMarginBand(line) && !(strongLabel && emphasised && line.y1 < 0.5 && page.lines.slice(0, i).every(inMarginBand)))
    return false;
  if (!readsLikeTitle(t, label, titleStart(t, line, body)) || !wellPlaced(line, lefts)) return false;
  if (!emphasised && !strongLabel) return false;
  // A lower-case line right under a line in its own style is that title's second line (a chart's wrapped title).
  const prev = page.lines[i - 1];
  if (!TITLE_START.test(t) && prev && sameStyle(prev, line) && wrappedBelow(prev, line)) return false;
  // A label in body type that runs on into a lower-case line is a sentence that happens to
  // start with "Section 8." or "Note 3", not a heading.
  if (strongLabel) return emphasised || !continuesAsProse(page, i);
  return !insideParagraph(page, i);
}

export function pageCandidates(page: PageLayout, body: number): Candidate[] {
  const out: Candidate[] = [];
  const lefts = columnLefts(page);
  const rights = columnRights(page);
  for (let i = 0; i < page.lines.length; i++) {
    const line = page.lines[i];
    // Cheap rejections first: most lines are long prose.
    if (line.words.length > MAX_WORDS + 2 || !titleStart(line.text.trimStart(), line, body)) continue;
    const label = parseLabel(line.text);
    const block = label
      ? null
      : capsTitleBlock(page, i, body, rights, (t) => readsLikeTitle(t, null, true, BLOCK_WORDS));
    if (block) {
      out.push({ ...candidateOf(page, i, block.title), caps: true });
      i = block.last;
      continue;
    }
    if (!isCandidate(page, i, body, label, lefts)) continue;
    const start = i;
    let title = line.text.trim();
    // A heading wrapped onto a second line in the same style continues here.
    const next = page.lines[i + 1];
    // A labelled heading joins its next line only when it ran to the column's edge
    // (wrapped), since "ITEM 1. BUSINESS" is often followed by a same-style sub-heading.
    const wraps = !label || line.x1 >= 0.85 * (rights.get(line.column) ?? 1);
    if (
      next &&
      wraps &&
      sameStyle(line, next) &&
      wrappedBelow(line, next) &&
      !parseLabel(next.text) &&
      !/[.:]$/.test(title)
    ) {
      const joined = `${title} ${next.text.trim()}`;
      if (readsLikeTitle(joined, label, titleStart(joined, line, body))) [title, i] = [joined, i + 1];
    }
    out.push({ ...candidateOf(page, start, title), label });
  }
  return itemListing(page)
    ? out.filter((c) => c.label?.kind !== "item" && c.label?.kind !== "part")
    : withoutListing(out);
}

const candidateOf = (page: PageLayout, i: number, title: string): Candidate => {
  const line = page.lines[i];
  const size = Math.round(line.fontSize * 2) / 2;
  return {
    title,
    page: page.page,
    line: i,
    size,
    bold: line.bold,
    caps: setInCapitals(title),
    label: null,
    inBand: inMarginBand(line),
  };
};

/**
 * A page whose lines are mostly item and part labels lists them (a contents page without
 * page numbers, an index): the items start elsewhere. A page holding several short items
 * (Part III's "incorporated by reference") has prose between them.
 */
function itemListing(page: PageLayout): boolean {
  const lines = page.lines.filter((l) => !inMarginBand(l));
  const labelled = lines.filter((l) => ITEM_OR_PART_LINE.test(l.text.trim())).length;
  return labelled >= 5 && labelled >= 0.6 * lines.length;
}

/** "Note 3 Property, Plant and Equipment 69": a title that ends in a page number. */
const ENDS_IN_PAGE_NUMBER = /\p{L}.*\s\d{1,3}$/u;

/**
 * A page where several would-be headings end in page numbers is a listing (an index of
 * notes, a contents page inside a section), not a run of sections one line long.
 */
function withoutListing(cands: Candidate[]): Candidate[] {
  const listed = cands.filter((c) => ENDS_IN_PAGE_NUMBER.test(c.title));
  return listed.length >= 3 ? cands.filter((c) => !listed.includes(c)) : cands;
}

/**
 * A title repeated at the head of many pages ("NIKE, INC." over every statement) is a
 * running head: where the line under it reads like a title, that line names the page's
 * section; otherwise the repeat is dropped.
 */
/** A running head compared across pages: case, punctuation, blanks and page numbers aside ("Page 4 of 6"). */
const repeatKey = (title: string) => normText(title).replace(/\d+/g, "#");

export function withoutRunningHeads(cands: Candidate[], pages: PageLayout[]): Candidate[] {
  const pagesOf = new Map<string, Set<number>>();
  for (const c of cands) {
    const key = repeatKey(c.title);
    pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(c.page));
  }
  const taken = new Set(cands.map((c) => `${c.page}:${c.line}`));
  const byPage = new Map(pages.map((p) => [p.page, p]));
  const out: Candidate[] = [];
  for (const c of cands) {
    const repeats = pagesOf.get(repeatKey(c.title))?.size ?? 0;
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

const RUNNING_HEAD_PAGES = 3;

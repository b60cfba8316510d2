/**
 * Pages before the first section become one node, the cover. It owns the page's text from
 * its first line, and is named by the form it covers ("FORM 10-K") where a filing's cover
 * says so, else by its title in the largest type that is neither a running link nor SEC boilerplate. A
 * filer's name would do for a reader, but it matches every question about the filer and
 * would pull the cover into every search.
 */
import type { DocumentLayout, Line } from "../types";
import { centredOnPage } from "./column-edges";
import { isCoverLine, isRunningLink } from "./noise";
import { parseNumbering } from "./numbering";
import { inMarginBand } from "./style";
import type { Heading } from "./types";

const FORM = /^form\s*[0-9]{1,2}-?[a-z]{1,2}$/i;
const hasText = (l: Line) =>
  !inMarginBand(l) && (l.text.match(/[A-Za-z]/g) ?? []).length >= 3 && !isRunningLink(l.text);

function coverTitle(lines: Line[], first: number): string {
  const form = lines.find((l) => FORM.test(l.text.trim()));
  if (form) return form.text.trim().slice(0, 120);
  return largestType(lines.slice(first)) ?? lines[first].text.trim().slice(0, 120);
}

/** A run of its words ends a sentence: a notice ("This exhibit has been redacted … Commission."), not a title. */
const SENTENCE_WORDS = 6;
/** A gap under this share of a line's height is a title wrapping onto its next line. */
const WRAP_GAP = 0.8;

const isSentence = (text: string) => /[.!?]["”)]?$/.test(text) && text.split(/\s+/).length >= SENTENCE_WORDS;
/** "Exhibit 10.29", "Appendix B": a label with nothing after it names no document. */
const isBareLabel = (text: string) => parseNumbering(text)?.rest === "";
/** A line wider than this share of the page is not set centred, though its middle is the page's. */
const CENTRED_WIDTH = 0.6;
const centred = (run: Line[]) => run.every((l) => centredOnPage(l) && l.x1 - l.x0 < CENTRED_WIDTH);

/**
 * A cover's title is set in its largest type (a wrapped one over consecutive lines of that size):
 * "Annual Performance Report Fiscal Year 2015", not the agency's name printed above it. Where a
 * cover sets everything in one size, the title is the centred run that is neither a sentence nor
 * a bare label ("Outsourcing Agreement", not "Exhibit 10.29" or the redaction notice under it).
 */
function largestType(lines: Line[]): string | null {
  const texts = lines.filter((l) => hasText(l) && !isCoverLine(l.text));
  if (!texts.length) return null;
  const size = Math.max(...texts.map((l) => l.fontSize));
  const runs: Line[][] = [];
  texts.forEach((l, i) => {
    if (l.fontSize < size - 0.5) return;
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    // A wrapped title's next line follows closely; a blank line's space or more starts another run.
    const wraps =
      last !== undefined && last === texts[i - 1] && l.y0 - last.y1 < Math.min(0.05, WRAP_GAP * (last.y1 - last.y0));
    if (wraps) run.push(l);
    else runs.push([l]);
  });
  const text = (run: Line[]) => run.map((l) => l.text.trim()).join(" ");
  const titles = runs.filter((r) => {
    const t = text(r);
    return !isSentence(t) && !isBareLabel(t);
  });
  const run = titles.find(centred) ?? titles[0] ?? runs[0];
  return text(run).slice(0, 120);
}

/** The title a page sets in its largest type (a document's first page: its title), or null. */
export function pageTitle(lines: Line[]): string | null {
  return largestType(lines);
}

export function withCover(layout: DocumentLayout, headings: Heading[]): Heading[] {
  const first = Math.min(...headings.map((h) => h.page));
  if (!(first > 1)) return headings;
  for (let p = 1; p < first; p++) {
    const lines = layout.pages[p - 1]?.lines ?? [];
    const i = lines.findIndex(hasText);
    if (i >= 0) return [{ title: coverTitle(lines, i), level: 1, page: p, line: i, source: "cover" }, ...headings];
  }
  return headings;
}

/**
 * The pages between a contents and its first listed section (a contract's preamble and recitals, a
 * foreword nobody listed) are front matter of their own: a node named by the first such page's largest
 * type, so that the contents node ends with its listing and a question about the preamble is not sent
 * to the contents.
 */
export function frontAfterContents(
  layout: DocumentLayout,
  contentsPages: number[],
  headings: Heading[],
): Heading | null {
  const page = Math.max(...contentsPages) + 1;
  const next = headings.filter((h) => h.page >= page).map((h) => h.page);
  if (!next.length || Math.min(...next) <= page) return null;
  const lines = layout.pages[page - 1]?.lines ?? [];
  const i = lines.findIndex(hasText);
  return i < 0 ? null : { title: coverTitle(lines, i), level: 1, page, line: i, source: "cover" };
}

/** A front page's title stands in the upper part of its page. */
const FRONT_TITLE_TOP = 0.4;
/** Type sizes within this (points) are one style. */
const SAME_SIZE = 0.5;

/**
 * Front matter before a titled contents page ("License", "Preface" on the pages between the cover and
 * the contents): a page the contents does not list whose first line is set in the contents title's own
 * type is a section of its own, as the contents page is. The cover (the first page) is not one of them.
 */
export function frontBeforeContents(layout: DocumentLayout, contentsTitle: Heading, headings: Heading[]): Heading[] {
  const title = layout.pages[contentsTitle.page - 1]?.lines[contentsTitle.line];
  if (!title) return [];
  const out: Heading[] = [];
  for (let page = 2; page < contentsTitle.page; page++) {
    if (headings.some((h) => h.page === page)) continue;
    const lines = layout.pages[page - 1]?.lines ?? [];
    const i = lines.findIndex(hasText);
    const l = lines[i];
    if (!l || l.y0 > FRONT_TITLE_TOP || l.bold !== title.bold || Math.abs(l.fontSize - title.fontSize) > SAME_SIZE)
      continue;
    if (isSentence(l.text.trim())) continue;
    out.push({ title: l.text.trim().slice(0, 120), level: 1, page, line: i, source: "cover" });
  }
  return out;
}

/**
 * A wrapped filing's own cover (the SEC header and "FORM 10-K" after an annual report)
 * opens the filing's part: a node of its own, so the report's last section does not run
 * over it. Found as a later page with the form line and at least two other cover lines.
 */
export function innerCover(layout: DocumentLayout, headings: Heading[]): Heading | null {
  for (const p of layout.pages) {
    if (p.page <= 1) continue;
    const form = p.lines.findIndex((l) => FORM.test(l.text.trim()));
    if (form < 0 || p.lines.filter((l) => isCoverLine(l.text)).length < 3) continue;
    if (headings.some((h) => h.page === p.page)) return null;
    const first = Math.max(0, p.lines.findIndex(hasText));
    return { title: p.lines[form].text.trim(), level: 1, page: p.page, line: first, source: "cover" };
  }
  return null;
}

/** Text below this (0–1 from the top) is more than a running head. */
const HEAD_BAND = 0.12;

/**
 * A paper's title and abstract set above its contents on the first page: a cover of their own, so the
 * contents node, opening lower on the page, does not leave them outside every section.
 */
export function coverAbove(layout: DocumentLayout, h: Heading, headings: Heading[]): Heading | null {
  if (headings.some((o) => o.page < h.page || (o.page === h.page && o.line < h.line))) return null;
  const lines = layout.pages[h.page - 1]?.lines ?? [];
  const i = lines.findIndex(hasText);
  if (i < 0 || i >= h.line || !lines.slice(i, h.line).some((l) => hasText(l) && l.y1 > HEAD_BAND)) return null;
  return { title: coverTitle(lines.slice(0, h.line), i), level: 1, page: h.page, line: i, source: "cover" };
}

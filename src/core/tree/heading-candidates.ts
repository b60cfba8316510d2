/**
 * Which lines of a page could be headings. A heading is set apart (bold, larger, or a
 * structural label), reads like a title, stands at the left edge of its column or is
 * centred, and is not a table row or a bold run inside a paragraph. Wrapped headings
 * (two lines in the same style) are joined.
 */
import type { PageLayout } from "../types";
import { ITEM_OR_PART_LINE, parseLabel, type Label } from "./labels";
import { inMarginBand, isEmphasised, pageBodySize, sameStyle, setInCapitals, wrappedBelow } from "./style";
import { capsTitleBlock } from "./caps-title-block";
import { BLOCK_WORDS, MAX_WORDS, readsLikeTitle, TITLE_START, titleStart } from "./reads-like-title";
import { columnLefts, columnRights, wellPlaced } from "./column-edges";
import { continuesAsProse, insideParagraph } from "./inside-paragraph";
import { sideHeadings } from "./side-headings";

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

function isCandidate(
  page: PageLayout,
  i: number,
  body: number,
  label: Label | null,
  lefts: Map<number, number>,
  rights: Map<number, number>,
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
  return openSignature(t) || !insideParagraph(page, i, rights);
}

/**
 * A command's signature set as a heading and cut by the line's end inside its arguments
 * ("\DeclareInstance{type}{name}{template}[options]{key" / "vals}"): its next line is the rest of the
 * signature, not the paragraph a bold phrase would run into.
 */
function openSignature(t: string): boolean {
  if (!/^\\[A-Za-z@]/.test(t)) return false;
  let depth = 0;
  for (const c of t) depth += "{[(".includes(c) ? 1 : "}])".includes(c) ? -1 : 0;
  return depth > 0;
}

export function pageCandidates(page: PageLayout, docBody: number): Candidate[] {
  const body = pageBodySize(page, docBody);
  const out: Candidate[] = [];
  const lefts = columnLefts(page);
  const rights = columnRights(page);
  const sides = sideHeadings(page);
  const besideBody = new Map(sides.map((h) => [h.line, h]));
  // Margin headings share one style, whatever the body lines read with them are set in.
  const sideSize = sides.length ? Math.max(...sides.map((h) => page.lines[h.line].fontSize)) : 0;
  for (let i = 0; i < page.lines.length; i++) {
    const line = page.lines[i];
    const side = besideBody.get(i);
    if (side) {
      out.push({ ...candidateOf(page, i, side.title), size: Math.round(sideSize * 2) / 2, bold: false, caps: true });
      i = side.last;
      continue;
    }
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
    if (!isCandidate(page, i, body, label, lefts, rights)) continue;
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

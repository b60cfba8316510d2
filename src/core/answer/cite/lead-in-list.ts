/**
 * A lead-in quoted with its list. A sentence that ends in a colon ("The following options are
 * supported:", "You must:") says that the answer is what follows; quoted alone it answers
 * nothing. The quote carries on over the list's items: the lines after the lead-in that open
 * an item (a bullet, "1.", "(a)", an option such as "-c") or carry one on (indented under its
 * marker, or wrapped before its sentence ends), in the same type, on the page or the next; or,
 * for a list without markers, the lines that each hold one bare term ("AbstractSamplerGui"); for no list,
 * the display set in under it (a worked example, a formula).
 *
 * Bounded: a list past MAX_ITEMS items or MAX_WORDS words is quoted up to the last item that
 * fits, so a long reference list never becomes the whole answer.
 */
import type { Line, PageLayout } from "../../types";
import { BULLET_OPENS } from "../../text/list-items";
import { CLAUSE_END } from "../../text/sentence-end";
import { opensWithAnyOption } from "../../text/option-tokens";
import { footNoteLines } from "../../pages/foot-notes";
import { isCaption } from "../captions";
import type { Candidate } from "./candidates";
import { clauseLevel } from "./clauses";
import { appendLines, emptyTraced, isFurnitureLine, lineReadingText, spansOf } from "./reading-text";

type Lookup = (page: number) => PageLayout | undefined;

const MAX_ITEMS = 8;
const MAX_WORDS = 160;
/** How far (fraction of the page width) a line may sit from the items' margin and still be at it. */
const MARGIN_TOLERANCE = 0.012;

const ENDS_LEAD_IN = /:["')\]\u201D\u2019]*$/;
/** The sentence ends in a colon: it leads in to what follows it. */
export const endsLeadIn = (text: string): boolean => ENDS_LEAD_IN.test(text);
/** Markers that open an item, by kind: a list's items share their first item's kind. */
const MARKERS: [string, RegExp][] = [
  ["bullet", BULLET_OPENS],
  ["dash", /^[*–—-]\s/u],
  ["number", /^(?:\(?\d{1,3}[.)]|\d{1,3}(?:\.\d{1,3})+)\s/u],
  ["letter", /^\(?(?:[a-z]|[ivx]{1,5})[.)]\s/iu],
];

/** The kind of marker opening the line ("option" for "-c"), or null for a line that opens no item. */
function itemKind(text: string): string | null {
  for (const [kind, re] of MARKERS) if (re.test(text)) return kind;
  if (opensWithAnyOption(text)) return "option";
  return clauseLevel(text) !== null ? "clause" : null;
}

/**
 * A line that is one bare term ("AbstractSamplerGui", "texmf"): after a lead-in, a run of them is a list
 * without markers, each line an item.
 */
const TERM_LINE = /^[^\s.:;,!?]{2,40}$/u;
const isTermLine = (text: string) => TERM_LINE.test(text.trim());

interface At {
  layout: PageLayout;
  line: number;
}

/**
 * The lines of a caption opening at `li` ("Figure 2: Strong models …" and the lines that carry it on): a float set
 * between a lead-in and its list, at a page's head as often as not. Its lines follow one another at one pitch; the
 * text after it is set a wider gap below.
 */
function captionLines(layout: PageLayout, li: number): number[] {
  const out = [li];
  const pitch = (i: number) => layout.lines[i + 1].baseline - layout.lines[i].baseline;
  const first = li + 1 < layout.lines.length ? pitch(li) : 0;
  for (let i = li + 1; i < layout.lines.length && first > 0; i++) {
    if (layout.lines[i].column !== layout.lines[li].column || pitch(i - 1) > CAPTION_PITCH * first) break;
    out.push(i);
  }
  return out;
}
/** How much wider than a caption's own line pitch the gap under it is at least. */
const CAPTION_PITCH = 1.3;

/**
 * A float's words (a figure's labels, a table's small type) set between a lead-in and its list are smaller than the
 * lead-in's own line by a fifth at least (7 or 8 on 10). Not pages/figure-text.ts's FIGURE_TYPE (0.75 of the page's
 * text size), and looser on purpose: that one picks figure text out of any page, on size together with its shape (a
 * word or two, or words far apart), and must leave a foot note's runs of words (8 on 10) in the text; this one is
 * asked only of the lines before the first one kept under a lead-in, whose foot notes are taken out already
 * (foot-notes.ts), and whose list is set in the lead-in's own type (sameType): no line of the list is this small.
 */
const FLOAT_TYPE = 0.8;

/**
 * The reading lines after `after` on its page, then on the next page: the text's own, without the page's foot
 * notes, or a figure and its caption set between the lead-in and what it leads in to (a float at the next page's
 * head, as often as not).
 */
function linesAfter(page: PageLayout, after: number, pages: Lookup): At[] {
  const out: At[] = [];
  const next = pages(page.page + 1);
  const textSize = page.lines[after].fontSize;
  for (const layout of next ? [page, next] : [page]) {
    const notes = footNoteLines(layout);
    const floats = new Set<number>();
    layout.lines.forEach((line, li) => {
      if (layout === page && li <= after) return;
      if (isFurnitureLine(layout, li) || notes.has(li) || floats.has(li)) return;
      if (!out.length && line.fontSize < FLOAT_TYPE * textSize) return;
      const text = lineReadingText(layout, li);
      if (isCaption(text)) for (const c of captionLines(layout, li)) floats.add(c);
      else if (text) out.push({ layout, line: li });
    });
  }
  return out;
}

const sameType = (a: Line, b: Line) => a.bold === b.bold && Math.abs(a.fontSize - b.fontSize) <= 1;

/** The list's lines after a lead-in, item by item (each item a run of lines), as far as the bounds allow. */
function listItems(page: PageLayout, leadLine: number, pages: Lookup): At[][] {
  const after = linesAfter(page, leadLine, pages);
  const first = after[0];
  if (!first) return [];
  const firstLine = first.layout.lines[first.line];
  const firstText = lineReadingText(first.layout, first.line);
  const kind = itemKind(firstText) ?? (isTermLine(firstText) ? "term" : null);
  // A heading after the lead-in ("Contents:" over a bold title) is no item of its list.
  if (!sameType(page.lines[leadLine], firstLine) || !kind) return [];
  const margin = firstLine.x0;
  const items: At[][] = [];
  let prevText = "";
  for (const at of after) {
    const line = at.layout.lines[at.line];
    const text = lineReadingText(at.layout, at.line);
    if (!sameType(firstLine, line)) break;
    const atMargin = Math.abs(line.x0 - margin) <= MARGIN_TOLERANCE;
    const opens: string | null = kind === "term" ? (isTermLine(text) ? "term" : null) : itemKind(text);
    // A list of bare terms ends at the first line that is not one: the prose after it goes on from the list.
    if (kind === "term" && opens !== kind) break;
    // At the items' margin, another kind of marker ("5. Submission" after "(a) … (b) …") ends the list.
    if (atMargin && opens === kind) items.push([at]);
    else if (atMargin && opens) break;
    else if (line.x0 > margin + MARGIN_TOLERANCE || (atMargin && !CLAUSE_END.test(prevText)))
      items[items.length - 1].push(at);
    else break;
    prevText = text;
  }
  return items;
}

/**
 * A display the lead-in introduces: the lines under it on its page set in from its margin (a worked example, an
 * error printed, a formula), each one as an item, as far as the first line back at the margin. "…, an error will
 * occur:" is answered by the error the display prints.
 */
function displayLines(page: PageLayout, leadLine: number, pages: Lookup): At[][] {
  const margin = page.lines[leadLine].x0;
  const out: At[][] = [];
  for (const at of linesAfter(page, leadLine, pages)) {
    if (at.layout !== page || at.layout.lines[at.line].x0 <= margin + MARGIN_TOLERANCE) break;
    out.push([at]);
  }
  return out;
}

const wordCount = (at: At[]) => at.reduce((n, a) => n + lineReadingText(a.layout, a.line).split(" ").length, 0);

/** The lead-in with the list it introduces, as one candidate cited over every line; `c` itself when none follows. */
export function withListItems(c: Candidate, pages: Lookup): Candidate {
  const last = c.spans?.[c.spans.length - 1];
  if (c.kind !== "sentence" || !last || !ENDS_LEAD_IN.test(c.text)) return c;
  const page = pages(last.page);
  // The lead-in must end its line: a colon inside a line ("Note: …") leads into its own line's text.
  if (!page || last.to < page.lines[last.line].words.length) return c;
  const listed = listItems(page, last.line, pages);
  const items = listed.length ? listed : displayLines(page, last.line, pages);
  let words = c.text.split(" ").length;
  const kept: At[] = [];
  for (const item of items.slice(0, MAX_ITEMS)) {
    words += wordCount(item);
    if (words > MAX_WORDS && kept.length) break;
    kept.push(...item);
  }
  if (!kept.length) return c;
  const traced = emptyTraced();
  for (const at of kept) appendLines(traced, at.layout, [at.line]);
  const spans = [...(c.spans ?? []), ...spansOf(traced, 0, traced.text.length + 1)];
  return { ...c, text: `${c.text} ${traced.text}`, spans };
}

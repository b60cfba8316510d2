/**
 * A document's title, as its cover or title page sets it: "What is this report about?", "What does this document
 * describe?" are answered by the title ("Implementation of ELF in Abinit within the norm-conserving approach",
 * "GNU Linear Programming Kit / Graph and Network Routines / for GLPK Version 5.0"), which shares no word with the
 * question. The title is the run of lines from the first one set in the page's largest type, in that type or one a
 * little smaller (a subtitle), down to the first line in smaller type (the byline, the date) or a numbered heading.
 */
import type { PageLayout } from "../../types";
import type { Candidate } from "./candidates";
import { appendLines, emptyTraced, lineReadingText, spansOf } from "./reading-text";
import { HEADING_NUMBER } from "../../text/heading-number";
import { upperMedian } from "../../layout/geometry";

/** Pages a title may stand on: a cover, its verso, and a title page after them ("Gmsh" alone, then the title). */
const TITLE_PAGES = 3;
/** A subtitle set at least this share of the title's type goes with it; smaller type is the byline or the date. */
const SUBTITLE_TYPE = 0.8;
/** A title's type is larger than the text's by this share at least: a page of text in one size has no title. */
const TITLE_OVER_TEXT = 1.2;
/** A title is a few lines; a run longer than this is text set large. */
const TITLE_LINES = 4;

/** The title set on a cover or title page, as one candidate; none on later pages or a page with no title type. */
export function coverTitleCandidates(layout: PageLayout): Candidate[] {
  if (layout.page > TITLE_PAGES) return [];
  const lines = layout.lines.map((_, i) => i).filter((i) => /\p{L}{2}/u.test(lineReadingText(layout, i)));
  if (!lines.length) return [];
  const size = (i: number) => layout.lines[i].fontSize;
  const largest = Math.max(...lines.map(size));
  const text = upperMedian(lines.map(size));
  if (largest < TITLE_OVER_TEXT * text && lines.length > TITLE_LINES) return [];
  const first = lines.findIndex((i) => size(i) === largest);
  const run: number[] = [];
  for (const i of lines.slice(first)) {
    if (size(i) < SUBTITLE_TYPE * largest || run.length >= TITLE_LINES) break;
    if (run.length && HEADING_NUMBER.test(lineReadingText(layout, i))) break;
    run.push(i);
  }
  const traced = emptyTraced();
  appendLines(traced, layout, run);
  const spans = spansOf(traced, 0, traced.text.length + 1);
  return [{ page: layout.page, kind: "sentence", text: traced.text, score: 0, title: true, spans }];
}

/**
 * What a figure answer hands back (the claim and why it was or was not found), and the
 * citation of a row's line, shared by every reader of tables (statements, tables by year).
 */
import type { PageLookup } from "../cite/cite";
import { locateQuote } from "../cite/locate";
import type { LabelledEvidence } from "../chat/prompt";
import type { Citation, Claim } from "../types";

export interface FigureTrace {
  asked: string;
  found: boolean;
  why: string;
}

export interface FigureResult {
  claim: Claim;
  trace: FigureTrace;
}

/** The line that prints a row, cited under the evidence label of its page (the page when the line is not found). */
export function rowCitation(page: number, quote: string, evidence: LabelledEvidence[], pages: PageLookup): Citation {
  const label = evidence.find((e) => page >= e.page_start && page <= e.page_end)?.label ?? evidence[0].label;
  const layout = pages(page);
  const loc = layout ? locateQuote(layout, quote) : null;
  if (loc && loc.precision === "line") return { label, page, precision: "line", quote, rects: loc.rects };
  return { label, page, precision: "page", quote: null, rects: [] };
}

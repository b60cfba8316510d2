/**
 * A tree checked against the document's type. A Form 10-K or 10-Q is organised by its
 * standard items; a tree of one that lacks most of them (an annual report's own contents
 * page wrapped around the 10-K) does not explain the document, whatever its size. A
 * contents tree of one level with a hundred entries is a listing, not a structure.
 */
import type { DocumentLayout } from "../types";
import { parseLabel } from "./labels";
import { isCoverLine, withoutMarks } from "./noise";
import type { Heading } from "./types";

export type FilingForm = "10-K" | "10-Q";

/** The items every filing of the form has (the 10-Q's are Part I's). */
export const STANDARD_ITEMS: Record<FilingForm, string[]> = {
  "10-K": ["1", "1a", "2", "3", "7", "7a", "8", "9a"],
  "10-Q": ["1", "2", "4"],
};

const FORM_LINE = /^form\s*10-?([kq])\b/i;
const REPORT_LINE = /^(annual|quarterly) report pursuant to section 13/i;

/** Other lines of the SEC cover a page must hold beside the form's name to be a filing's cover. */
const MIN_COVER_LINES = 2;

/**
 * The form named on a filing's cover ("FORM 10-K", "QUARTERLY REPORT PURSUANT TO SECTION 13…"),
 * wherever the cover sits (an annual report may wrap the 10-K). A page that only mentions the form
 * (a book, a report citing a filing) is no cover: the cover's other boilerplate must be there too.
 */
export function filingForm(layout: DocumentLayout): FilingForm | null {
  for (const p of layout.pages) {
    const form = pageForm(p.lines.map((l) => withoutMarks(l.text)));
    if (form) return form;
  }
  return null;
}

function pageForm(texts: string[]): FilingForm | null {
  let form: FilingForm | null = null;
  let at = -1;
  texts.forEach((t, i) => {
    if (form || t.length > 100) return;
    const m = FORM_LINE.exec(t);
    const r = REPORT_LINE.exec(t);
    if (m && t.length < 40) form = m[1].toLowerCase() === "k" ? "10-K" : "10-Q";
    else if (r) form = r[1].toLowerCase() === "annual" ? "10-K" : "10-Q";
    if (form) at = i;
  });
  if (!form) return null;
  const others = texts.filter((t, i) => i !== at && t.length <= 100 && isCoverLine(t)).length;
  return others >= MIN_COVER_LINES ? form : null;
}

/** Share of the form's standard items that some heading is labelled with. */
export function itemCoverage(headings: Heading[], form: FilingForm): number {
  const keys = new Set(
    headings
      .map((h) => parseLabel(h.title))
      .filter((l) => l?.kind === "item")
      .map((l) => l!.key.slice(5)),
  );
  const wanted = STANDARD_ITEMS[form];
  return wanted.filter((i) => keys.has(i)).length / wanted.length;
}

/** Below this share of standard items, a filing's tree lacks "most" of them. */
export const MIN_ITEM_COVERAGE = 0.5;
/** A one-level contents tree this long is a listing. */
const FLAT_LISTING = 60;

/** Why a candidate tree does not fit the document, or null when it does. */
export function suspicion(headings: Heading[], form: FilingForm | null, source: string): string | null {
  if (form && itemCoverage(headings, form) < MIN_ITEM_COVERAGE) return `lacks most standard ${form} items`;
  if (source === "contents" && headings.length >= FLAT_LISTING && new Set(headings.map((h) => h.level)).size === 1)
    return "one level with too many entries";
  return null;
}

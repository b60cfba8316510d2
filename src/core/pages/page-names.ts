/**
 * Naming pages the way people cite them: the printed number first, the PDF index after
 * it when the two differ ("p. 52 · PDF 54"). Labels are one entry per physical page (the
 * printed label, or null where the page shows none).
 */
import type { PageLayout } from "../types";
import { canonicalRomanValue } from "../text/number-tokens";
import { detectPrintedLabels } from "./printed-labels";

export type PageLabels = readonly (string | null)[] | null | undefined;

/** The printed label of a 1-based physical page, when it has one. */
export function printedLabel(labels: PageLabels, page: number): string | null {
  const label = labels?.[page - 1];
  return label && label.trim() ? label.trim() : null;
}

/** "p. 52 · PDF 54", or "p. 54" when the printed number is the index or the page prints none. */
export function pageName(labels: PageLabels, page: number): string {
  const label = printedLabel(labels, page);
  return label && label !== String(page) ? `p. ${label} · PDF ${page}` : `p. ${page}`;
}

/** The short form for a chip or a copied citation: the printed number when there is one. */
export function shortPageName(labels: PageLabels, page: number): string {
  return `p. ${printedLabel(labels, page) ?? page}`;
}

/** A printed label as its scheme and place in it: "F-12" is ("F-", 12), "iv" is ("roman", 4). */
function labelOrder(label: string): { scheme: string; n: number } | null {
  const numbered = /^(.*?)(\d+)$/.exec(label);
  if (numbered) return { scheme: numbered[1].toLowerCase(), n: Number(numbered[2]) };
  const roman = canonicalRomanValue(label);
  return roman === null ? null : { scheme: "roman", n: roman };
}

/**
 * A run of pages as the contents shows it: "52–58" in printed numbers when both ends print
 * one in the same numbering and it runs forward, else the PDF's ("PDF 111–220"). A section
 * that runs into an exhibit whose pages start again at 1 would otherwise read "108–8". An
 * end that prints nothing reads as its PDF index only where the other end's printed number
 * is its index too (a cover before page 2, exhibits after page 128 of a filing numbered
 * like its PDF), which is also what the page box makes of that number.
 */
function samePrintedLabel(labels: PageLabels, start: number, end: number, label: string): boolean {
  for (let p = start + 1; p < end; p++) if (printedLabel(labels, p) !== label) return false;
  return true;
}

export function pageSpanName(labels: PageLabels, start: number, end: number): string {
  let first = printedLabel(labels, start);
  if (end <= start) return first ?? String(start);
  let last = printedLabel(labels, end);
  if (!first && !last) return labels?.some(Boolean) ? `PDF ${start}–${end}` : `${start}–${end}`;
  if (!first && last === String(end)) first = String(start);
  if (!last && first === String(start)) last = String(end);
  // Pages that all print one label (a slide's overlays) are that page, not "6–6"; an exhibit
  // whose numbering starts again prints other labels between, and keeps its indices.
  if (first && first === last && samePrintedLabel(labels, start, end, first)) return first;
  const [a, b] = [first && labelOrder(first), last && labelOrder(last)];
  return a && b && a.scheme === b.scheme && b.n > a.n ? `${first}–${last}` : `PDF ${start}–${end}`;
}

/**
 * A page typed into the page box: a printed label ("52", "iv", "F-3"), or a PDF index
 * ("PDF 54", "#54", or a number no page prints). A printed label wins over an index; the
 * first page printing it wins when several do (exhibits restart their numbering).
 * @returns the 1-based physical page, or null when nothing matches.
 */
export function pageFromInput(labels: PageLabels, input: string, pageCount: number): number | null {
  const text = input.trim().replace(/^(page\b|p\.)\s*/i, "");
  const forced = /^(?:pdf\s*|#)(\d+)$/i.exec(text);
  const inRange = (n: number) => (Number.isInteger(n) && n >= 1 && n <= pageCount ? n : null);
  if (forced) return inRange(Number(forced[1]));
  const wanted = text.toLowerCase().replace(/\s*[-–]\s*/g, "-");
  if (!wanted) return null;
  const at = labels
    ? labels.findIndex(
        (l) =>
          l !== null &&
          l
            .trim()
            .toLowerCase()
            .replace(/\s*[-–]\s*/g, "-") === wanted,
      )
    : -1;
  if (at >= 0) return at + 1;
  return /^\d+$/.test(wanted) ? inRange(Number(wanted)) : null;
}

/**
 * The labels to show for a layout: those stored with it, else (a document stored before
 * labels were) the PDF's own, or the detected ones once every page's layout is at hand.
 */
export function documentLabels(
  layout: {
    format?: string;
    pageLabels: string[] | null;
    printedLabels?: (string | null)[] | null;
    pages: readonly PageLayout[];
  },
  complete: boolean,
): (string | null)[] | null {
  if (layout.printedLabels !== undefined) return layout.printedLabels;
  // Markdown, HTML, text and Word pages are our own grid: nothing is printed on them.
  if (layout.format && layout.format !== "pdf") return null;
  return complete
    ? chooseLabels(layout.pageLabels, detectPrintedLabels(layout.pages))
    : chooseLabels(layout.pageLabels, null);
}

/** A whole layout with its printed labels worked out (see DocumentInfo.printedLabels). */
export function withPrintedLabels<T extends { pageLabels: string[] | null; pages: readonly PageLayout[] }>(
  layout: T,
): T & { printedLabels: (string | null)[] | null } {
  return { ...layout, printedLabels: chooseLabels(layout.pageLabels, detectPrintedLabels(layout.pages)) };
}

/**
 * The labels a document shows: the PDF's own /PageLabels when it defines them, else the
 * numbers detected on the pages (printed-labels.ts).
 */
export function chooseLabels(
  fromPdf: readonly string[] | null | undefined,
  detected: readonly (string | null)[] | null | undefined,
): (string | null)[] | null {
  if (fromPdf && fromPdf.length) return fromPdf.map((l) => (l && l.trim() ? l : null));
  return detected ? [...detected] : null;
}

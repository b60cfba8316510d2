/**
 * Generated filings in the shapes the development set lacks (issue 14): an annual report
 * wrapping its Form 10-K items in a cross-reference index or a second contents page, a
 * flat contents page of ~100 entries, and a long filing whose headings miss the items.
 * Every filing has the SEC cover; some carry a running "Table of Contents" link on every
 * page. Printed page numbers sit in the footer, as producers set them.
 */
import type { PdfLine } from "./make-pdf";

const WORDS = (
  "revenue increased during the year as demand for our products grew across regions while costs of " +
  "materials and freight declined compared with the prior period and management expects"
).split(" ");

/** `n` lines of running prose; the paragraph ends with a full stop. */
export function proseLines(n: number, seed = 0): PdfLine[] {
  return Array.from({ length: n }, (_, i) => {
    const words = Array.from({ length: 12 }, (_, k) => WORDS[(seed * 7 + i * 5 + k) % WORDS.length]);
    words[0] = words[0][0].toUpperCase() + words[0].slice(1);
    return { text: words.join(" ") + (i === n - 1 ? "." : ""), size: 10 };
  });
}

export interface ShapePage {
  lines: PdfLine[];
  /** Printed page number in the footer (alone or with a caption), or none. */
  printed?: string;
  /** The running "Table of Contents" link at the head of the page. */
  running?: boolean;
}

export function heading(text: string, size = 13): PdfLine {
  return { text, size, bold: true };
}

/** Page objects → PdfLine pages, with footers and running links laid out. */
export function renderPages(pages: ShapePage[]): PdfLine[][] {
  return pages.map((p) => {
    const head: PdfLine[] = p.running ? [{ text: "Table of Contents", size: 8, y: 40 }] : [];
    const body = p.lines.map((l, i) => (i === 0 && l.y === undefined ? { ...l, y: 80 } : l));
    const foot: PdfLine[] = p.printed ? [{ text: p.printed, size: 9, x: p.printed.length > 4 ? 72 : 300, y: 765 }] : [];
    return [...head, ...body, ...foot];
  });
}

export function secCover(company: string, form = "FORM 10-K"): ShapePage {
  return {
    lines: [
      { text: "UNITED STATES", size: 14, bold: true, x: 250 },
      { text: "SECURITIES AND EXCHANGE COMMISSION", size: 14, bold: true, x: 160 },
      { text: "Washington, D.C. 20549", size: 10, x: 240 },
      { text: form, size: 16, bold: true, x: 260 },
      { text: "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", size: 9 },
      { text: "For the fiscal year ended December 31, 2023", size: 10 },
      { text: "Commission file number 001-12345", size: 10 },
      { text: company, size: 14, bold: true, x: 230 },
      ...proseLines(4, 99),
    ],
  };
}

/** A contents row laid out in columns: label, title, pages (one baseline, as table producers set it). */
export function columnRow(label: string, title: string, pages: string, y: number): PdfLine[] {
  const row: PdfLine[] = [
    { text: label, size: 10, x: 72, y },
    { text: title, size: 10, x: 130, y },
  ];
  return pages ? [...row, { text: pages, size: 10, x: 470, y }] : row;
}

/** A body section: a bold heading on its first page, prose after it. */
export function sectionPages(
  title: string,
  count: number,
  firstPrinted: number,
  opts: { size?: number; running?: boolean; seed?: number } = {},
): ShapePage[] {
  return Array.from({ length: count }, (_, i) => ({
    lines:
      i === 0
        ? [heading(title, opts.size), ...proseLines(14, opts.seed ?? firstPrinted)]
        : proseLines(18, (opts.seed ?? firstPrinted) + i),
    printed: String(firstPrinted + i),
    running: opts.running,
  }));
}

/**
 * Domain types shared by every runtime (worker, browser, Node). Plain data only:
 * everything here survives structured clone and JSON.
 */

/** A rectangle in page space normalised to 0–1, origin at the top-left corner. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One whitespace-free token of text with where it sits on the page. */
export interface Word extends Rect {
  text: string;
}

/** A visual line in reading order: words that share a baseline within one column. */
export interface Line extends Rect {
  text: string;
  words: Word[];
  /** Font size in PDF points (median over the line's characters). */
  fontSize: number;
  /** True when most of the line's characters are set in a bold face. */
  bold: boolean;
  /** Baseline as a 0–1 fraction of page height from the top. */
  baseline: number;
  /** Column index in reading order: 0 for full-width text or the left column. */
  column: number;
}

export type PageStatus = "ok" | "no-text" | "failed";

/** Why a "no-text" page has none: a scanned image, nothing at all, or glyphs with no letters mapped. */
export type NoTextKind = "scan" | "pictures" | "blank" | "unmapped";

export interface PageLayout {
  /** 1-based physical page number (pdf.js page number). */
  page: number;
  /** Page size in PDF points after rotation. */
  width: number;
  height: number;
  lines: Line[];
  /** Lines joined by "\n", in reading order. */
  text: string;
  status: PageStatus;
  /** Human-readable reason when status is "failed". */
  error?: string;
  /** Set when status is "no-text". */
  noText?: NoTextKind;
  /** A text layer that is there but not to be trusted, so the page is read by OCR (core/ocr/ocr-plan.ts). */
  unusableText?: UnusableText;
  /** The page's words were read from its picture by OCR (core/ocr), not from a text layer. */
  ocr?: true;
  /** Mean confidence (0–1) of the words OCR read on the page; set with `ocr`. */
  confidence?: number;
  /** How OCR ended on this page when it was tried (read, or why it found nothing); see core/ocr/ocr-outcome.ts. */
  ocrOutcome?: OcrOutcome;
}

/** A text layer present but unusable: glyphs that map to no letters, or a few words over a page-sized picture. */
export type UnusableText = "unmapped" | "sparse-over-picture";

/**
 * How OCR ended on one page: its words were read (upright or after turning the picture), or a
 * named reason it has none: the picture is blank, a photograph or drawing with no legible text,
 * the page could not be drawn, OCR took too long or failed; or its own text layer was kept.
 * A page whose OCR was cancelled has no outcome: it is read when the document is next opened.
 */
export type OcrOutcome =
  "read" | "rotated" | "blank" | "no-legible-text" | "not-drawn" | "timeout" | "failed" | "text-layer-kept";

/** A PDF bookmark resolved to a physical page (null when its target does not resolve). */
export interface OutlineEntry {
  title: string;
  page: number | null;
  /** Vertical position of the target on its page (0–1 from the top) when the destination names one. */
  top: number | null;
  children: OutlineEntry[];
}

export interface DocumentInfo {
  pageCount: number;
  /** What the document was made from; absent means a PDF. Other formats have grid pages. */
  format?: "pdf" | "markdown" | "html" | "text" | "docx";
  title: string | null;
  outline: OutlineEntry[];
  /** Printed page labels, one per physical page, when the PDF defines them. */
  pageLabels: string[] | null;
  /**
   * The number printed on each physical page, as people cite it: the PDF's /PageLabels
   * when it has them, else the number detected in each page's header or footer; null
   * where a page shows none. Absent on documents stored before it existed.
   */
  printedLabels?: (string | null)[] | null;
  /** Pages the file's page tree declares, when more than were found (a damaged file). */
  declaredPages?: number;
  /** The file is encrypted (opened with its password or an empty one). */
  encrypted?: boolean;
}

export interface DocumentLayout extends DocumentInfo {
  pages: PageLayout[];
}

/** Milliseconds spent in each stage of an ingest. */
export interface Timings {
  open_ms: number;
  layout_ms: number;
  total_ms: number;
}

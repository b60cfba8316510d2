/**
 * Which pages OCR reads: every page with no text layer that shows something (a scan, pictures,
 * glyphs that map to no letters), and every page whose text layer is unusable
 * (core/layout/text-layer-quality.ts). A page OCR already tried carries its outcome and is not
 * read again (a reopened scan costs nothing); a good text layer is never touched, so a mixed
 * document is read page by page.
 */
import type { PageLayout } from "../types";

export function needsOcr(page: PageLayout): boolean {
  if (page.ocrOutcome) return false;
  if (page.status === "no-text") return page.noText !== "blank";
  return page.status === "ok" && page.unusableText !== undefined;
}

/** The pages of a document OCR still has to read, in page order. */
export function pagesForOcr(pages: readonly PageLayout[]): PageLayout[] {
  return pages.filter(needsOcr);
}

/** Under this confidence an OCR'd page is flagged to the reader and in answers citing it. */
export const LOW_CONFIDENCE = 0.8;

export function isLowConfidence(page: Pick<PageLayout, "ocr" | "confidence">): boolean {
  return page.ocr === true && (page.confidence ?? 0) < LOW_CONFIDENCE;
}

/** Words of a text layer, to weigh an OCR reading against it. */
export function wordCount(page: PageLayout): number {
  let n = 0;
  for (const line of page.lines) n += line.words.length;
  return n;
}

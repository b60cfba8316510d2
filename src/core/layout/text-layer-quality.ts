/**
 * Whether a page's text layer, though it has letters, should be read by OCR instead: most of
 * its glyphs map to no letter (a font without a Unicode map, so the "text" is a few stray
 * characters), or a picture fills the page and the text layer covers a sliver of it (a scan
 * carrying only a stamp, a page number or a title typed over the image). A cover photo with its
 * caption passes this test too: OCR then keeps the text layer unless it reads clearly more words
 * (core/ocr/ocr-outcome.ts), so a good layer is never replaced by a worse reading.
 */
import type { Line, UnusableText } from "../types";
import type { RawPage } from "./raw-page";

/** Unmapped glyphs that, outnumbering the mapped ones, make a text layer unusable. */
const UNMAPPED_MIN = 10;
/** A picture at least this share of the page is the page itself (a scan), not an illustration. */
export const PAGE_PICTURE = 0.85;
/** Share of the page the text's lines cover, under which text over a page-sized picture is a sliver. */
const SLIVER = 0.03;

export function unusableTextOf(raw: RawPage, lines: readonly Line[]): UnusableText | undefined {
  let chars = 0;
  let area = 0;
  for (const line of lines) {
    chars += line.text.length;
    area += Math.max(0, line.x1 - line.x0) * Math.max(0, line.y1 - line.y0);
  }
  if ((raw.unmappedChars ?? 0) >= UNMAPPED_MIN && (raw.unmappedChars ?? 0) > chars) return "unmapped";
  if ((raw.imageCoverage ?? 0) >= PAGE_PICTURE && area < SLIVER) return "sparse-over-picture";
  return undefined;
}

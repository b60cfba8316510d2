/**
 * The plain-data image of one pdf.js page that layout works from. The worker copies
 * pdf.js text items into this shape so that core never touches pdf.js objects.
 */

export interface RawTextItem {
  str: string;
  /** Text-space → user-space matrix from pdf.js (`item.transform`). */
  transform: number[];
  /** Advance width of the item in user-space units. */
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}

export interface RawFont {
  /** Ascent and descent as fractions of the font size (descent is negative). */
  ascent: number;
  descent: number;
  vertical: boolean;
  /** True when the font's PostScript name says it is a bold face. */
  bold: boolean;
}

export interface RawPage {
  page: number;
  /** Viewport size in points (rotation applied) and the user → viewport matrix. */
  width: number;
  height: number;
  viewportTransform: number[];
  items: RawTextItem[];
  fonts: Record<string, RawFont>;
  /** Share of the page covered by its largest image; measured only on nearly textless pages. */
  imageCoverage?: number;
  /** Characters the engine found whose font maps them to no Unicode text. */
  unmappedChars?: number;
}

const BOLD_NAME = /bold|black|heavy|semibold|demi|[-,]bd\b|[-,]sb\b/i;

/** Decide boldness from a font's PostScript name (e.g. "ABCDEF+TimesNewRomanPS-BoldMT"). */
export function isBoldFontName(name: string | undefined | null): boolean {
  return !!name && BOLD_NAME.test(name.replace(/^[A-Z]{6}\+/, ""));
}

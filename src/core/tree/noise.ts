/**
 * Lines that look like headings but are not sections: the SEC cover's boilerplate, the
 * running links producers put on every page, and sentences that happen to start with a
 * label ("Section 4.1C, rather than the benefit…"). Shapes of text, never a company's.
 */
import { MONTH_NAMES } from "../text/english-words";
import { extensionAlternation, FILE_EXTENSIONS } from "../text/file-extensions";
import { divisionAlternation } from "./division-words";

const COVER = [
  /^united states$/i,
  /^(united states\s+)?securities and exchange commission\b/i,
  /^washington,?\s*d\.?\s?c\.?\b/i,
  /^form\s*(10-?[kq]|8-?k|20-?f|6-?k|40-?f)$/i,
  /^(annual|quarterly|transition|current) report( pursuant to\b|$)/i,
  /^for the (fiscal )?(year|quarter|quarterly period|transition period)\b/i,
  /^commission file (number|no)\b/i,
  /^\(?mark one\)?$/i,
  /^(of the )?(securities )?exchange act of 1934\b/i,
  /^(for )?the (fiscal )?(year|quarter|quarterly period) ended\b/i,
  new RegExp(String.raw`^(${MONTH_NAMES.join("|")})\s+\d{1,2},\s+\d{4}$`, "i"),
  // Captions under the cover's fields: "(Exact name of registrant as specified in its charter)".
  /^\(/,
  /^or(\s|$)/i,
];

/** A line of the SEC cover's boilerplate. */
/** Check boxes ("☒", "[X]", "x", "ý") that lead the cover's report lines, removed. */
export function withoutMarks(text: string): string {
  return text.trim().replace(/^((\[\s*\S?\s*\])\s*|\S\s+|[^\p{L}\p{N}(\s]+)+/u, "");
}

export function isCoverLine(text: string): boolean {
  const t = withoutMarks(text);
  return COVER.some((rx) => rx.test(t));
}

/** A printer's slug names its layout file or the time it was printed. */
const PRINTER_SLUG = new RegExp(
  String.raw`\.${extensionAlternation(FILE_EXTENSIONS.printerSlug)}\b|\d{1,2}:\d{2}\s*[ap]m\b`,
  "i",
);

/** A running link or folio ("Table of Contents", "Back to Contents", "Index", "Page 3", "CONFIDENTIAL Page 4 of 6"). */
export function isRunningLink(text: string): boolean {
  const t = text.trim();
  return (
    /^((return|back) to )?(the )?(table of contents|contents|index)$|^page\s+\d+(\s+of\s+\d+)?$/i.test(t) ||
    /\bpage\s*\d+\s*of\s*\d+$/i.test(t) ||
    // A printer's slug ("14773_00_i-xviii_r9jm.qxd 2/10/04 3:46 PM Page iv") names a file and a page.
    (/\bpage\s+([ivxlc]+|\d+)$/i.test(t) && PRINTER_SLUG.test(t))
  );
}

const LABEL_HEAD = new RegExp(String.raw`^(${divisionAlternation("sentence_label")})\s+[\w.]+`, "i");

/**
 * A label that carries on as a clause ("Section 4.1C, rather than…", "Item 1 and Item 2
 * describe…") is the start of a sentence, not a heading.
 */
export function readsAsSentence(text: string): boolean {
  const m = LABEL_HEAD.exec(text.trim());
  if (!m) return false;
  const rest = text.trim().slice(m[0].length);
  return /^\s*[,;]/.test(rest) || /^\s+[a-z]/.test(rest);
}

// Glyphs of a music or symbol font read as letters: four single characters at least, half the line's tokens.
const GLYPH_TOKENS = 4;
// A title spaced out letter by letter ("C O N T E N T S") spells a word in many letters; glyphs repeat a few.
const GLYPH_REPEATS = 3;

/**
 * A line of glyphs from a music or symbol font that the text layer gives as letters ("h h h h • h h", "12 h P h h
 * hP h u" for a staff of notes, ". . - . dim - . ." for a dynamics line). Set large on an example, it looks like a
 * heading.
 */
export function isGlyphRun(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  const single = tokens.filter((t) => [...t].length === 1);
  if (single.length < GLYPH_TOKENS || single.length * 2 < tokens.length) return false;
  return new Set(single).size * GLYPH_REPEATS <= single.length;
}

/** Not a section whatever its type: cover boilerplate, a running link, a sentence, or a run of glyphs. */
export function isNoiseTitle(text: string): boolean {
  return isCoverLine(text) || isRunningLink(text) || readsAsSentence(text) || isGlyphRun(text);
}

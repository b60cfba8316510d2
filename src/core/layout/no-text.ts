/**
 * Why a page, or a whole document, has no text to read. "Looks like a scan" is only true
 * of scans: blank pages, fonts that never say which letters they draw, and encrypted
 * files whose text did not decrypt each get their own words, and the message says what OCR
 * made of the pages (read nothing legible, ran out of time, or was not tried), so a person
 * knows whether a better scan, another copy of the file, or nothing at all would help.
 */
import { IngestError } from "../errors";
import type { DocumentLayout, NoTextKind, PageLayout } from "../types";
import type { RawPage } from "./raw-page";

/** Share of the page an image must cover, with almost no text on it, to count as a scan. */
export const SCAN_COVERAGE = 0.5;
/**
 * Share of the page images must cover for a page without text to hold pictures rather than be
 * blank: a page with a chart or a photo on it was called "blank … no scanned image".
 */
export const PICTURE_COVERAGE = 0.02;
/** Characters without a Unicode mapping, on a page with no readable text, that make it "unmapped". */
const UNMAPPED_MIN = 10;

export function noTextKind(raw: RawPage): NoTextKind {
  if ((raw.imageCoverage ?? 0) >= SCAN_COVERAGE) return "scan";
  if ((raw.unmappedChars ?? 0) >= UNMAPPED_MIN) return "unmapped";
  if ((raw.imageCoverage ?? 0) >= PICTURE_COVERAGE) return "pictures";
  return "blank";
}

const pagesPhrase = (pages: number, one: string, many: string) =>
  pages === 1 ? `This PDF's only page ${one}` : `This PDF's ${pages} pages ${many}`;

const MESSAGES: Record<NoTextKind | "encrypted", (pages: number) => string> = {
  scan: () => "This PDF has no text layer (it looks like a scan)",
  unmapped: () => "This PDF has text, but its fonts do not say which letters they draw, so it cannot be read as text",
  pictures: (pages) => pagesPhrase(pages, "holds pictures but no text", "hold pictures but no text"),
  blank: (pages) =>
    `${pagesPhrase(pages, "is blank: it has", "are blank: none has")} text or a scanned image. Nothing to read.`,
  encrypted: () =>
    "This PDF is encrypted and its text could not be decrypted, so there is nothing Pincite can read. A copy " +
    "saved without protection may open.",
};

/** What OCR made of the pages without text: the end of the message for a scan, pictures or unmapped glyphs. */
function ocrVerdict(noText: readonly PageLayout[]): string {
  const tried = noText.filter((p) => p.ocrOutcome);
  if (!tried.length) return ", and it was not read by OCR.";
  if (tried.every((p) => p.ocrOutcome === "timeout")) return ", and OCR ran out of time on it.";
  if (tried.some((p) => p.ocrOutcome === "not-drawn" || p.ocrOutcome === "failed"))
    return ", and OCR could not read it (its pages could not be drawn or read).";
  return ", and OCR found no legible text in it: a sharper scan (300 dpi) may read.";
}

/** The message for a document none of whose pages yielded text (failed pages aside). */
export function noTextError(layout: DocumentLayout): IngestError {
  const kinds = layout.pages.filter((p) => p.status === "no-text").map((p) => p.noText ?? "scan");
  const count = (k: NoTextKind) => kinds.filter((x) => x === k).length;
  const kind: NoTextKind | "encrypted" =
    count("scan") * 2 >= kinds.length && count("scan") > 0
      ? "scan"
      : layout.encrypted
        ? "encrypted"
        : count("unmapped") > 0
          ? "unmapped"
          : count("pictures") > 0
            ? "pictures"
            : "blank";
  const message = MESSAGES[kind](layout.pages.length);
  const ocrMatters = kind === "scan" || kind === "pictures" || kind === "unmapped";
  const noText = layout.pages.filter((p) => p.status === "no-text");
  return IngestError.fromData({ code: "no-text", message: ocrMatters ? message + ocrVerdict(noText) : message });
}

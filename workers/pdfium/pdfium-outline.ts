/**
 * Bookmarks, destinations and page labels read through PDFium, in the same plain shapes
 * the pdf.js adapter returns (OutlineEntry, 0–1 positions from the page top).
 */
import type { OutlineEntry } from "../../src/core/types";
import { boundedTitle, CutLog, STRUCTURE_LIMITS } from "../../src/core/layout/structure-cuts";
import { heapOf, readString } from "./pdfium-heap";
import type { PdfiumPageContext } from "./pdfium-page";

/** A title is read up to this size (UTF-16) and then cut to STRUCTURE_LIMITS.titleChars. */
const MAX_TITLE_BYTES = 1 << 22;
/** A label's UTF-16 bytes with its NUL. */
const MAX_LABEL_BYTES = (STRUCTURE_LIMITS.labelChars + 1) * 2;
const ACTION_GOTO = 1;
const VIEW_XYZ = 1;
const VIEW_FITH = 3;
const VIEW_FITBH = 7;

export interface ResolvedTarget {
  page: number | null;
  top: number | null;
}

/** A destination handle as a physical page and a position (null when it names none). */
export function resolveDest(ctx: PdfiumPageContext, dest: number, pageCount: number): ResolvedTarget {
  const { raw, doc, scratch } = ctx;
  if (!dest) return { page: null, top: null };
  const index = raw.FPDFDest_GetDestPageIndex(doc, dest);
  if (!(index >= 0 && index < pageCount)) return { page: null, top: null };
  // params: an unsigned long count then up to 4 floats
  const view = raw.FPDFDest_GetView(dest, scratch, scratch + 8);
  const h = heapOf(raw);
  const count = new Uint32Array(h.u8.buffer, scratch, 1)[0];
  const params = h.f32.subarray((scratch + 8) >> 2, ((scratch + 8) >> 2) + 4);
  const y =
    view === VIEW_XYZ && count >= 2
      ? params[1]
      : (view === VIEW_FITH || view === VIEW_FITBH) && count >= 1
        ? params[0]
        : null;
  if (y === null || !Number.isFinite(y)) return { page: index + 1, top: null };
  raw.FPDF_GetPageSizeByIndexF(doc, index, scratch + 32);
  const height = heapOf(raw).f32[((scratch + 32) >> 2) + 1] || 1;
  return { page: index + 1, top: Math.min(1, Math.max(0, (height - y) / height)) };
}

function bookmarkDest(ctx: PdfiumPageContext, bookmark: number): number {
  const { raw, doc } = ctx;
  const dest = raw.FPDFBookmark_GetDest(doc, bookmark);
  if (dest) return dest;
  const action = raw.FPDFBookmark_GetAction(bookmark);
  return action && raw.FPDFAction_GetType(action) === ACTION_GOTO ? raw.FPDFAction_GetDest(doc, action) : 0;
}

/**
 * The bookmarks, walked with a visited set (a chain that loops back ends there), a depth,
 * a count and a time limit; each cut is logged.
 */
export function readOutline(ctx: PdfiumPageContext, pageCount: number, cuts = new CutLog()): OutlineEntry[] {
  const { raw, doc } = ctx;
  let left: number = STRUCTURE_LIMITS.outlineEntries;
  const deadline = performance.now() + STRUCTURE_LIMITS.outlineMs;
  const seen = new Set<number>();
  const stop = (reason: "count" | "slow") => {
    if (left >= 0) cuts.add("outline", reason);
    left = -1;
  };
  const walk = (parent: number, depth: number): OutlineEntry[] => {
    const out: OutlineEntry[] = [];
    const first = raw.FPDFBookmark_GetFirstChild(doc, parent);
    if (first && depth > STRUCTURE_LIMITS.outlineDepth) {
      cuts.add("outline", "depth");
      return out;
    }
    for (let bm = first; bm; bm = raw.FPDFBookmark_GetNextSibling(doc, bm)) {
      if (seen.has(bm)) {
        cuts.add("outline", "loop");
        break;
      }
      if (left <= 0 || performance.now() > deadline) {
        stop(left <= 0 ? "count" : "slow");
        break;
      }
      seen.add(bm);
      left--;
      const title = boundedTitle(
        readString(
          raw,
          (buf, len) => raw.FPDFBookmark_GetTitle(bm, buf, len),
          true,
          MAX_TITLE_BYTES,
          () => cuts.add("outline", "length"),
        ),
        cuts,
      );
      const { page, top } = resolveDest(ctx, bookmarkDest(ctx, bm), pageCount);
      out.push({ title, page, top, children: walk(bm, depth + 1) });
    }
    return out;
  };
  return walk(0, 0);
}

/**
 * Printed page labels, one per page, or null when the file defines none. PDFium looks each
 * page's label up from the root of the label tree, so a huge tree costs pages × tree: past
 * the time limit the labels are given up. An overlong label is left out.
 */
export function readPageLabels(ctx: PdfiumPageContext, pageCount: number, cuts = new CutLog()): string[] | null {
  const { raw, doc } = ctx;
  const deadline = performance.now() + STRUCTURE_LIMITS.labelsMs;
  const labels: string[] = [];
  let any = false;
  for (let i = 0; i < pageCount; i++) {
    if (performance.now() > deadline) {
      cuts.ignore("page-labels", "slow");
      return null;
    }
    const label = readString(
      raw,
      (buf, len) => raw.FPDF_GetPageLabel(doc, i, buf, len),
      true,
      MAX_LABEL_BYTES,
      () => cuts.add("page-labels", "length"),
    );
    any ||= label !== "";
    labels.push(label);
  }
  return any ? labels : null;
}

export function readTitle(ctx: PdfiumPageContext, utf8: (s: string) => number): string {
  const { raw, doc } = ctx;
  const tag = utf8("Title");
  try {
    return readString(raw, (buf, len) => raw.FPDF_GetMetaText(doc, tag, buf, len), true, 1 << 14);
  } finally {
    raw.free(tag);
  }
}

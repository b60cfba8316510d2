/**
 * Bookmarks, destinations and page labels read through PDFium, in the same plain shapes
 * the pdf.js adapter returns (OutlineEntry, 0–1 positions from the page top).
 */
import type { OutlineEntry } from "../../src/core/types";
import { heapOf, readString } from "./pdfium-heap";
import type { PdfiumPageContext } from "./pdfium-page";

const MAX_DEPTH = 12;
/** A hostile outline can hold millions of entries; the tree builder needs far fewer. */
const MAX_ENTRIES = 100_000;
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

export function readOutline(ctx: PdfiumPageContext, pageCount: number): OutlineEntry[] {
  const { raw, doc } = ctx;
  let left = MAX_ENTRIES;
  const seen = new Set<number>();
  const walk = (parent: number, depth: number): OutlineEntry[] => {
    const out: OutlineEntry[] = [];
    if (depth > MAX_DEPTH) return out;
    for (
      let bm = raw.FPDFBookmark_GetFirstChild(doc, parent);
      bm && left > 0 && !seen.has(bm);
      bm = raw.FPDFBookmark_GetNextSibling(doc, bm)
    ) {
      seen.add(bm); // a sibling or child chain that loops back ends here
      left--;
      const title = readString(raw, (buf, len) => raw.FPDFBookmark_GetTitle(bm, buf, len), true)
        .replace(/\s+/g, " ")
        .trim();
      const { page, top } = resolveDest(ctx, bookmarkDest(ctx, bm), pageCount);
      out.push({ title, page, top, children: walk(bm, depth + 1) });
    }
    return out;
  };
  return walk(0, 0);
}

/** Printed page labels, one per page, or null when the file defines none. */
export function readPageLabels(ctx: PdfiumPageContext, pageCount: number): string[] | null {
  const { raw, doc } = ctx;
  const labels: string[] = [];
  let any = false;
  for (let i = 0; i < pageCount; i++) {
    const label = readString(raw, (buf, len) => raw.FPDF_GetPageLabel(doc, i, buf, len), true, 1024);
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

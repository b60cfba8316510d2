/**
 * How much of a page its largest image covers, from PDFium's page objects. Used only on
 * pages with almost no text, to tell a scanned page (one big image) from a blank one.
 * Images inside form XObjects count too (some scanners wrap the page image in a form);
 * PDFium reports every object's bounds in page space.
 */
import { heapOf } from "./pdfium-heap";
import type { PdfiumPageContext } from "./pdfium-page";

const IMAGE = 3;
const FORM = 5;
/** Bounds the walk on hostile pages with huge object counts or deep form nesting. */
const MAX_OBJECTS = 20_000;
const MAX_DEPTH = 8;

export function pageImageCoverage(ctx: PdfiumPageContext, page: number, view: readonly number[]): number {
  const { raw } = ctx;
  const [vx0, vy0, vx1, vy1] = view;
  const pageArea = (vx1 - vx0) * (vy1 - vy0) || 1;
  let budget = MAX_OBJECTS;
  let best = 0;
  const visit = (count: number, objectAt: (i: number) => number, depth: number): void => {
    for (let i = 0; i < count && budget-- > 0; i++) {
      const obj = objectAt(i);
      const type = raw.FPDFPageObj_GetType(obj);
      if (type === FORM && depth < MAX_DEPTH)
        visit(raw.FPDFFormObj_CountObjects(obj), (j) => raw.FPDFFormObj_GetObject(obj, j), depth + 1);
      if (type !== IMAGE) continue;
      const box = bounds(ctx, obj);
      if (!box) continue;
      const w = Math.min(box[2], vx1) - Math.max(box[0], vx0);
      const h = Math.min(box[3], vy1) - Math.max(box[1], vy0);
      if (w > 0 && h > 0) best = Math.max(best, (w * h) / pageArea);
    }
  };
  visit(raw.FPDFPage_CountObjects(page), (i) => raw.FPDFPage_GetObject(page, i), 0);
  return Math.min(1, best);
}

/** left, bottom, right, top in page space, or null when PDFium has none. */
function bounds(ctx: PdfiumPageContext, obj: number): number[] | null {
  const { raw, scratch } = ctx;
  if (!raw.FPDFPageObj_GetBounds(obj, scratch, scratch + 4, scratch + 8, scratch + 12)) return null;
  const f = heapOf(raw).f32;
  const i = scratch >> 2;
  return [f[i], f[i + 1], f[i + 2], f[i + 3]];
}

/**
 * How much of a page its largest image covers, from the page's operator list. Used only
 * on pages with almost no text, to tell a scanned page (one big image) from a blank or
 * sparse one. Tracks the graphics state's matrix through save/restore/transform and form
 * XObjects; an image fills the unit square of the current matrix.
 */
import type { PDFPageProxy } from "pdfjs-dist";
import { multiply, type Matrix } from "../../src/core/layout/geometry";
import type { PdfJs } from "./pdf-document";

function unitSquareArea(m: Matrix, view: number[]): number {
  const xs = [m[4], m[0] + m[4], m[2] + m[4], m[0] + m[2] + m[4]];
  const ys = [m[5], m[1] + m[5], m[3] + m[5], m[1] + m[3] + m[5]];
  const w = Math.min(Math.max(...xs), view[2]) - Math.max(Math.min(...xs), view[0]);
  const h = Math.min(Math.max(...ys), view[3]) - Math.max(Math.min(...ys), view[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

export async function largestImageCoverage(pdfjs: PdfJs, page: PDFPageProxy): Promise<number> {
  const { OPS } = pdfjs;
  const list = await page.getOperatorList({ intent: "display" });
  const view = page.view;
  const pageArea = (view[2] - view[0]) * (view[3] - view[1]) || 1;
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let best = 0;
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && args) ctm = multiply(ctm, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin && args) {
      stack.push(ctm);
      if (Array.isArray(args[0])) ctm = multiply(ctm, args[0] as number[]);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject || fn === OPS.paintImageMaskXObject) {
      best = Math.max(best, unitSquareArea(ctm, view) / pageArea);
    }
  }
  return Math.min(1, best);
}

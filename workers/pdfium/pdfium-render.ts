/**
 * One page drawn by PDFium into an 8-bit greyscale bitmap for OCR. The bitmap lives in wasm
 * memory only while the page is drawn; the rows are copied out packed (PDFium pads each row
 * to its stride). The page size comes from the same view the text layer uses, so OCR's
 * boxes and the text layer's share one page space.
 */
import type { GrayImage } from "../../src/core/ocr/ocr-result";
import { ocrPictureSize, type OcrRenderRequest } from "../../src/core/ocr/ocr-render";
import { heapOf } from "./pdfium-heap";
import { withPage, type PdfiumPageContext } from "./pdfium-page";

const FORMAT_GRAY = 1;
const WHITE = 0xffffffff;
/** FPDF_ANNOT: draw annotations too (a stamp or a signature is part of what a person sees). */
const FLAGS = 0x01;

/** Throws when the page cannot be loaded or the bitmap not allocated (wasm memory). */
export function renderGray(ctx: PdfiumPageContext, pageNumber: number, request: OcrRenderRequest): GrayImage {
  const { raw } = ctx;
  return withPage(ctx, pageNumber, (page, _view, viewport) => {
    const [width, height] = ocrPictureSize(viewport.width, viewport.height, request);
    const bitmap = raw.FPDFBitmap_CreateEx(width, height, FORMAT_GRAY, 0, 0);
    if (!bitmap) throw new Error(`there is not enough memory to draw it at ${width} × ${height} pixels`);
    try {
      raw.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, WHITE);
      raw.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, request.quarterTurns & 3, FLAGS);
      const stride = raw.FPDFBitmap_GetStride(bitmap);
      const buffer = raw.FPDFBitmap_GetBuffer(bitmap);
      const heap = heapOf(raw).u8;
      const data = new Uint8Array(width * height);
      for (let y = 0; y < height; y++)
        data.set(heap.subarray(buffer + y * stride, buffer + y * stride + width), y * width);
      return { width, height, data };
    } finally {
      raw.FPDFBitmap_Destroy(bitmap);
    }
  });
}

/**
 * One page read through PDFium into the same plain RawPage the pdf.js adapter makes, so
 * core/layout works unchanged: page size and the pdf.js-compatible viewport, the text
 * items (pdfium-text-reader.ts) and, on nearly textless pages, image coverage.
 */
import type { RawPage } from "../../src/core/layout/raw-page";
import { heapOf } from "./pdfium-heap";
import type { PdfiumExports } from "./pdfium-module";
import { PageReader } from "./pdfium-text-reader";
import { pageImageCoverage } from "./pdfium-images";
import { viewportOf } from "./page-viewport";

export interface PdfiumPageContext {
  raw: PdfiumExports;
  doc: number;
  /** 64 bytes of wasm memory for out-parameters, owned by the open document. */
  scratch: number;
}

/**
 * Fewer text runs than this and we check whether the page is a scanned image: a scan with no
 * text layer, or one whose layer is a sliver (a stamp, a title) over the picture, read by OCR.
 */
const SPARSE_WORDS = 60;

/** The page's visible box (crop ∩ media, as pdf.js's `view`) and its rotation in degrees. */
export function pageView(ctx: PdfiumPageContext, page: number): { view: number[]; rotation: number } {
  const { raw, scratch } = ctx;
  raw.FPDF_GetPageBoundingBox(page, scratch);
  const h = heapOf(raw);
  const f = scratch >> 2;
  // FS_RECTF is left, top, right, bottom in PDF space.
  const view = [h.f32[f], h.f32[f + 3], h.f32[f + 2], h.f32[f + 1]];
  return { view, rotation: (raw.FPDFPage_GetRotation(page) & 3) * 90 };
}

/**
 * `read` given page `pageNumber` loaded, with its visible box and pdf.js-compatible viewport; the
 * page is closed after. Throws when PDFium cannot load the page.
 */
export function withPage<T>(
  ctx: PdfiumPageContext,
  pageNumber: number,
  read: (page: number, view: number[], viewport: ReturnType<typeof viewportOf>) => T,
): T {
  const page = ctx.raw.FPDF_LoadPage(ctx.doc, pageNumber - 1);
  if (!page) throw new Error("its page object is missing or damaged");
  try {
    const { view, rotation } = pageView(ctx, page);
    return read(page, view, viewportOf(view, rotation));
  } finally {
    ctx.raw.FPDF_ClosePage(page);
  }
}

/** PDFium's page object type for text. */
const TEXT_OBJECT = 1;

/**
 * The shift of each of the page's own text objects (not those inside forms), when the content
 * scan made exactly as many as PDFium did; otherwise the two disagree on what is drawn, and
 * nothing is shifted.
 */
function shiftsByObject(ctx: PdfiumPageContext, page: number, shifts: readonly number[] | undefined) {
  if (!shifts?.some((s) => s !== 0)) return null;
  const { raw } = ctx;
  const objects: number[] = [];
  const count = raw.FPDFPage_CountObjects(page);
  for (let i = 0; i < count; i++) {
    const obj = raw.FPDFPage_GetObject(page, i);
    if (raw.FPDFPageObj_GetType(obj) === TEXT_OBJECT) objects.push(obj);
  }
  if (objects.length !== shifts.length) return null;
  const out = new Map<number, number>();
  objects.forEach((obj, i) => shifts[i] !== 0 && out.set(obj, shifts[i]));
  return out;
}

/**
 * Read one page into plain data; throws when PDFium cannot load the page. `shifts` gives the
 * position PDFium lost on each text object (lost-tj-kerning.ts), when the content was read.
 */
export function readPdfiumPage(ctx: PdfiumPageContext, pageNumber: number, shifts?: readonly number[]): RawPage {
  const { raw } = ctx;
  return withPage(ctx, pageNumber, (page, view, viewport) => {
    const text = raw.FPDFText_LoadPage(page);
    if (!text) throw new Error("its text could not be parsed");
    const reader = new PageReader(ctx, text, shiftsByObject(ctx, page, shifts));
    try {
      reader.read();
    } finally {
      raw.FPDFText_ClosePage(text);
    }
    const sparse = reader.items.length < SPARSE_WORDS;
    const imageCoverage = sparse ? pageImageCoverage(ctx, page, view) : undefined;
    return {
      page: pageNumber,
      width: viewport.width,
      height: viewport.height,
      viewportTransform: viewport.transform,
      items: reader.items,
      fonts: reader.fonts,
      imageCoverage,
      unmappedChars: reader.unmapped,
    };
  });
}

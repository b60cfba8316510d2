/**
 * pdf.js as a LayoutEngine: the fallback for files PDFium refuses, and the engine the
 * benches compare against. The pdf.js module is passed in (browser or legacy build).
 */
import { declaredPageCount } from "../engine/declared-pages";
import type { EngineDocument, LayoutEngine, OpenRequest } from "../engine/layout-engine";
import { layoutPage } from "./layout-page";
import { readPageLinks } from "./page-links";
import { closePdf, openPdf, readDocumentInfo, type OpenOptions, type PdfJs } from "./pdf-document";

export function pdfjsEngine(
  loadPdfJs: () => Promise<PdfJs>,
  options: Omit<OpenOptions, "password"> = {},
): LayoutEngine {
  return {
    name: "pdfjs",
    async open(bytes: Uint8Array, request: OpenRequest): Promise<EngineDocument> {
      // pdf.js takes ownership of the buffer it is given; the caller keeps its own copy.
      const pdf = await openPdf(await loadPdfJs(), bytes.slice(), { ...options, password: request.password });
      return {
        engine: "pdfjs",
        pageCount: pdf.doc.numPages,
        async info(parts) {
          const info = await readDocumentInfo(pdf, parts);
          const declared = declaredPageCount(bytes);
          return declared && declared > info.pageCount ? { ...info, declaredPages: declared } : info;
        },
        layoutPage: (n) => layoutPage(pdf, n),
        links: (n) => readPageLinks(pdf.doc, n),
        close: () => closePdf(pdf),
      };
    },
  };
}

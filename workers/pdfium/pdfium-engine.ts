/**
 * PDFium as a LayoutEngine. Each open document owns a copy of the file's bytes in wasm
 * memory (PDFium reads from it until close) and a few bytes for out-parameters.
 */
import { IngestError } from "../../src/core/errors";
import { buildPageLayout, failedPage } from "../../src/core/layout/page-layout";
import { meaningfulTitle } from "../../src/core/document-title";
import { EngineRefusal, type EngineDocument, type LayoutEngine, type OpenRequest } from "../engine/layout-engine";
import { loadPdfium, type Pdfium } from "./pdfium-module";
import { readPdfiumLinks } from "./pdfium-links";
import { readOutline, readPageLabels, readTitle } from "./pdfium-outline";
import { readPdfiumPage, type PdfiumPageContext } from "./pdfium-page";
import { renderGray } from "./pdfium-render";
import type { OcrRenderRequest } from "../../src/core/ocr/ocr-render";

const ERR_PASSWORD = 4;
const REASONS: Record<number, string> = {
  1: "unknown error",
  2: "file not readable",
  3: "not a PDF or damaged",
  5: "unsupported security handler",
  6: "page not found",
};

function openDocument(pdfium: Pdfium, bytes: Uint8Array, password: string | undefined): { doc: number; data: number } {
  const { raw } = pdfium;
  const data = raw.malloc(bytes.byteLength);
  if (!data) throw new IngestError("too-large", "There is not enough memory to open it.");
  new Uint8Array(raw.memory.buffer, data, bytes.byteLength).set(bytes);
  const pw = password ? pdfium.utf8(password) : 0;
  const doc = raw.FPDF_LoadMemDocument(data, bytes.byteLength, pw);
  if (pw) raw.free(pw);
  if (doc) return { doc, data };
  const code = raw.FPDF_GetLastError();
  raw.free(data);
  if (code === ERR_PASSWORD) throw new IngestError(password ? "password-wrong" : "password-required");
  throw new EngineRefusal("pdfium", REASONS[code] ?? `error ${code}`);
}

class PdfiumDocument implements EngineDocument {
  readonly engine = "pdfium" as const;
  readonly pageCount: number;
  private closed = false;

  constructor(
    private readonly pdfium: Pdfium,
    private readonly ctx: PdfiumPageContext,
    private readonly data: number,
  ) {
    this.pageCount = Math.max(0, pdfium.raw.FPDF_GetPageCount(ctx.doc));
  }

  async info() {
    return {
      pageCount: this.pageCount,
      title: meaningfulTitle(readTitle(this.ctx, this.pdfium.utf8)),
      outline: readOutline(this.ctx, this.pageCount),
      pageLabels: readPageLabels(this.ctx, this.pageCount),
      ...(this.pdfium.raw.FPDF_GetSecurityHandlerRevision(this.ctx.doc) >= 0 ? { encrypted: true } : {}),
    };
  }

  async layoutPage(pageNumber: number) {
    try {
      return buildPageLayout(readPdfiumPage(this.ctx, pageNumber));
    } catch (err) {
      return failedPage(
        pageNumber,
        `Page ${pageNumber} could not be read (${err instanceof Error ? err.message : String(err)}).`,
      );
    }
  }

  async renderGray(pageNumber: number, request: OcrRenderRequest) {
    return renderGray(this.ctx, pageNumber, request);
  }

  async links(pageNumber: number) {
    return readPdfiumLinks(this.ctx, pageNumber, this.pageCount);
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    const { raw } = this.pdfium;
    raw.FPDF_CloseDocument(this.ctx.doc);
    raw.free(this.data);
    raw.free(this.ctx.scratch);
  }
}

/** PDFium over a wasm module the runtime compiles (the browser fetches it; Node reads it). */
export function pdfiumEngine(compile: () => Promise<WebAssembly.Module>): LayoutEngine {
  return {
    name: "pdfium",
    async open(bytes: Uint8Array, request: OpenRequest) {
      if (bytes.byteLength === 0) throw new IngestError("empty-file");
      const pdfium = await loadPdfium(compile).catch((err: unknown) => {
        throw new EngineRefusal(
          "pdfium",
          `the engine did not load: ${err instanceof Error ? err.message : String(err)}`,
        );
      });
      const { doc, data } = openDocument(pdfium, bytes, request.password);
      const scratch = pdfium.raw.malloc(128);
      return new PdfiumDocument(pdfium, { raw: pdfium.raw, doc, scratch }, data);
    },
  };
}

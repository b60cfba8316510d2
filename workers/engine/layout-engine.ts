/**
 * The layout engine seam: one interface over the two PDF libraries the app carries.
 * PDFium (WebAssembly) is the default: glyph-exact boxes and about twice pdf.js's speed.
 * pdf.js stays for drawing pages and lays out the files PDFium refuses to open.
 * Everything crossing this seam is plain data (core types), so core never sees either.
 */
import type { PageLink } from "../../src/core/links";
import type { GrayImage } from "../../src/core/ocr/ocr-result";
import type { OcrRenderRequest } from "../../src/core/ocr/ocr-render";
import type { DocumentInfo, PageLayout } from "../../src/core/types";

export type EngineName = "pdfium" | "pdfjs";

export interface EngineDocument {
  readonly engine: EngineName;
  readonly pageCount: number;
  /** Outline, page labels (/PageLabels, printed numbers), title and page count. */
  info(): Promise<DocumentInfo>;
  /** One page's words, lines, font sizes, weights and baselines (rects normalised 0–1). */
  layoutPage(pageNumber: number): Promise<PageLayout>;
  /** The page's safe links: web and mail addresses, and jumps within the document. */
  links(pageNumber: number): Promise<PageLink[]>;
  /** The page drawn in grey for OCR; absent where the engine cannot draw (pdf.js without a canvas). */
  renderGray?(pageNumber: number, request: OcrRenderRequest): Promise<GrayImage>;
  close(): Promise<void>;
}

export interface OpenRequest {
  password?: string;
}

export interface LayoutEngine {
  readonly name: EngineName;
  /** Rejects with an IngestError (password, not a PDF…) or an EngineRefusal. */
  open(bytes: Uint8Array, request: OpenRequest): Promise<EngineDocument>;
}

/**
 * The engine could not open a file that another engine may still read (a damaged
 * structure, an unsupported security handler). Never shown to the user as is.
 */
export class EngineRefusal extends Error {
  constructor(
    readonly engine: EngineName,
    readonly reason: string,
  ) {
    super(`${engine} could not open the file (${reason})`);
    this.name = "EngineRefusal";
  }
}

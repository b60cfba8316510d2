/**
 * PDFium as a LayoutEngine. Every call into PDFium goes through `guarded`: when PDFium
 * faults on a structure (pdfium-session.ts), the instance is discarded and that structure
 * is given up as damaged (the bookmarks, the labels, a page), never the document; the next
 * call opens the file again in a fresh instance. A file that keeps faulting is left to
 * the other engine: its pages come back failed at once, and page recovery reads them.
 */
import { IngestError } from "../../src/core/errors";
import { buildPageLayout, failedPage } from "../../src/core/layout/page-layout";
import { CutLog } from "../../src/core/layout/structure-cuts";
import { meaningfulTitle } from "../../src/core/document-title";
import type { DocumentInfo, PageLayout } from "../../src/core/types";
import type { PageLink } from "../../src/core/links";
import {
  EngineRefusal,
  type EngineDocument,
  type InfoParts,
  type LayoutEngine,
  type OpenRequest,
} from "../engine/layout-engine";
import { StructureReader } from "../engine/structure-reader";
import { LostKerningPages } from "../engine/lost-kerning-pages";
import { pageLabelTreeVerdict } from "../engine/tree-checks";
import { discardPdfium, loadPdfium, type Pdfium } from "./pdfium-module";
import { readPdfiumLinks } from "./pdfium-links";
import { readOutline, readPageLabels, readTitle } from "./pdfium-outline";
import { readPdfiumPage } from "./pdfium-page";
import { renderGray } from "./pdfium-render";
import { closeSession, isEngineFault, openSession, type PdfiumSession } from "./pdfium-session";
import type { OcrRenderRequest } from "../../src/core/ocr/ocr-render";
import type { GrayImage } from "../../src/core/ocr/ocr-result";

/** Faults after which PDFium gives a document up (each one costs a fresh instance and a parse). */
const MAX_FAULTS = 2;

class PdfiumDocument implements EngineDocument {
  readonly engine = "pdfium" as const;
  readonly pageCount: number;
  private session: PdfiumSession | null;
  private faults = 0;
  private closed = false;
  /** Page contents read beside PDFium, to put back the gaps it loses (lost-tj-kerning.ts). */
  private readonly lostKerning: LostKerningPages;
  /** The file's own structure, read once for the label-tree check and the page contents alike. */
  private structure: Promise<StructureReader | null> | null = null;

  constructor(
    private readonly load: () => Promise<Pdfium>,
    private readonly bytes: Uint8Array,
    private readonly password: string | undefined,
    session: PdfiumSession,
  ) {
    this.session = session;
    this.pageCount = session.pageCount;
    this.lostKerning = new LostKerningPages(() => this.structureReader());
  }

  private structureReader(): Promise<StructureReader | null> {
    return (this.structure ??= StructureReader.open(this.bytes).catch(() => null));
  }

  /** The open session, or a new one in a fresh instance after a fault; null once given up. */
  private async live(): Promise<PdfiumSession | null> {
    // Another document on this thread may have faulted the shared instance.
    if (this.session && !this.session.pdfium.faulted) return this.session;
    this.session = null;
    if (this.closed || this.faults >= MAX_FAULTS) return null;
    try {
      this.session = openSession(await this.load(), this.bytes, this.password);
    } catch {
      this.faults = MAX_FAULTS;
    }
    return this.session;
  }

  /** `read` against the live session; `onFault()` when PDFium faults or has given the file up. */
  private async guarded<T>(read: (session: PdfiumSession) => T, onFault: () => T): Promise<T> {
    const session = await this.live();
    if (!session) return onFault();
    try {
      return read(session);
    } catch (err) {
      if (!isEngineFault(err)) throw err;
      this.faults++;
      this.session = null;
      discardPdfium(session.pdfium);
      return onFault();
    }
  }

  /** Only the structures `parts` asks for: a hostile file's labels can be huge when only its outline is wanted. */
  async info(parts: InfoParts = { outline: true, pageLabels: true }): Promise<DocumentInfo> {
    const cuts = new CutLog();
    const damaged =
      <T>(structure: "title" | "outline" | "page-labels", value: T) =>
      () => {
        cuts.add(structure, "damaged");
        return value;
      };
    // PDFium's label lookup recurses with no visited set: the tree is walked here first (tree-checks.ts).
    const labelTree = parts.pageLabels
      ? this.structureReader().then((reader) => pageLabelTreeVerdict(reader, this.pageCount))
      : null;
    const title = await this.guarded((s) => readTitle(s.ctx, s.pdfium.utf8), damaged("title", ""));
    const outline = parts.outline
      ? await this.guarded((s) => readOutline(s.ctx, this.pageCount, cuts), damaged("outline", []))
      : [];
    const verdict = await labelTree;
    if (verdict && verdict !== "unknown") cuts.ignore("page-labels", verdict);
    const pageLabels =
      !labelTree || (verdict && verdict !== "unknown")
        ? null
        : await this.guarded((s) => readPageLabels(s.ctx, this.pageCount, cuts), damaged("page-labels", null));
    const encrypted = await this.guarded(
      (s) => s.pdfium.raw.FPDF_GetSecurityHandlerRevision(s.ctx.doc) >= 0,
      () => false,
    );
    const structureCuts = cuts.list();
    return {
      pageCount: this.pageCount,
      title: meaningfulTitle(title),
      outline,
      pageLabels,
      ...(encrypted ? { encrypted: true } : {}),
      ...(structureCuts.length ? { structureCuts } : {}),
    };
  }

  async layoutPage(pageNumber: number): Promise<PageLayout> {
    const failed = (why: string) => failedPage(pageNumber, `Page ${pageNumber} could not be read (${why}).`);
    const shifts = await this.lostKerning.shifts(pageNumber);
    return this.guarded(
      (s) => {
        try {
          return buildPageLayout(readPdfiumPage(s.ctx, pageNumber, shifts));
        } catch (err) {
          if (isEngineFault(err)) throw err;
          return failed(err instanceof Error ? err.message : String(err));
        }
      },
      () => failed("its content is damaged"),
    );
  }

  async renderGray(pageNumber: number, request: OcrRenderRequest): Promise<GrayImage> {
    const image = await this.guarded<GrayImage | null>(
      (s) => renderGray(s.ctx, pageNumber, request),
      () => null,
    );
    if (!image) throw new Error("its content is damaged");
    return image;
  }

  async links(pageNumber: number): Promise<PageLink[]> {
    return this.guarded(
      (s) => readPdfiumLinks(s.ctx, pageNumber, this.pageCount),
      () => [],
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.session) closeSession(this.session);
    this.session = null;
  }
}

/** PDFium over a wasm module the runtime compiles (the browser fetches it; Node reads it). */
export function pdfiumEngine(compile: () => Promise<WebAssembly.Module>): LayoutEngine {
  const load = () => loadPdfium(compile);
  return {
    name: "pdfium",
    async open(bytes: Uint8Array, request: OpenRequest) {
      if (bytes.byteLength === 0) throw new IngestError("empty-file");
      const pdfium = await load().catch((err: unknown) => {
        throw new EngineRefusal(
          "pdfium",
          `the engine did not load: ${err instanceof Error ? err.message : String(err)}`,
        );
      });
      return new PdfiumDocument(load, bytes, request.password, openSession(pdfium, bytes, request.password));
    },
  };
}

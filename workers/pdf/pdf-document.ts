/**
 * The only place that talks to pdf.js. Opens a document safely, reads pages into plain
 * RawPage data, and resolves the outline and page labels. The pdf.js module is passed in
 * so the same code runs with the browser build (in a Web Worker) and the legacy build
 * (in Node).
 */
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";
import { IngestError } from "../../src/core/errors";
import { isBoldFontName, type RawFont, type RawPage } from "../../src/core/layout/raw-page";
import type * as PdfJsModule from "pdfjs-dist";
import type { DocumentInfo, OutlineEntry } from "../../src/core/types";
import { meaningfulTitle } from "../../src/core/document-title";
import { resolveDestination } from "./destinations";
import { largestImageCoverage } from "./image-coverage";
import { passwordProblem, pdfDocumentOptions, type PdfSource } from "./pdf-options";

export type PdfJs = typeof PdfJsModule;

export interface OpenOptions extends Omit<PdfSource, "data"> {
  /** Fetch those assets from pdf.js's own (in-thread) worker side. Needed inside a Web
   * Worker, where pdf.js would otherwise consult `document.baseURI`; not in Node, which
   * reads them from disk. */
  workerFetch?: boolean;
}

/** Pages whose fonts we have not yet named (bold or not) trigger one operator-list pass. */
type FontNames = Map<string, string>;

export interface OpenPdf {
  pdfjs: PdfJs;
  doc: PDFDocumentProxy;
  /** Owns the document's worker-side state; destroying it frees everything. */
  task: { destroy(): Promise<void> };
  fontNames: FontNames;
}

export async function openPdf(pdfjs: PdfJs, bytes: Uint8Array, options: OpenOptions = {}): Promise<OpenPdf> {
  if (bytes.byteLength === 0) throw new IngestError("empty-file");
  const task = pdfjs.getDocument({
    ...pdfDocumentOptions({ data: bytes, password: options.password, assetsBase: options.assetsBase }),
    // Layout never paints: keep pdf.js from decoding images into bitmaps when the font
    // pass builds an operator list.
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    fontExtraProperties: true,
    stopAtErrors: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    ...(options.workerFetch ? { useWorkerFetch: true } : {}),
  });
  try {
    const doc = await task.promise;
    return { pdfjs, doc, task, fontNames: new Map() };
  } catch (err) {
    await task.destroy().catch(() => undefined);
    throw toIngestError(err, !!options.password);
  }
}

export function toIngestError(err: unknown, hadPassword: boolean): IngestError {
  const e = err as { name?: string; code?: number; message?: string };
  const problem = passwordProblem(err, hadPassword);
  if (problem) return new IngestError(problem === "wrong" ? "password-wrong" : "password-required");
  if (e?.name === "InvalidPDFException") return new IngestError("not-pdf");
  // The engine's own failure on a broken structure (a damaged file sent pdf.js into endless
  // recursion: "Maximum call stack size exceeded") says nothing to a reader; pdf.js's own
  // errors name what is wrong with the file.
  if (err instanceof RangeError || err instanceof TypeError || err instanceof ReferenceError)
    return new IngestError("unreadable", "Its internal structure is too damaged to follow.");
  return new IngestError("unreadable", e?.message ? `(${e.message})` : undefined);
}

async function nameFonts(page: PDFPageProxy, styles: Record<string, unknown>, fontNames: FontNames): Promise<void> {
  const unknown = Object.keys(styles).filter((name) => !fontNames.has(name));
  if (unknown.length === 0) return;
  // pdf.js only exposes a font's real name once the page's operator list has loaded it.
  await page.getOperatorList({ intent: "display" });
  for (const name of unknown) {
    const font = page.commonObjs.has(name) ? (page.commonObjs.get(name) as { name?: string }) : null;
    fontNames.set(name, font?.name ?? "");
  }
}

/** Read one page into plain data. Throws whatever pdf.js throws for a broken page. */
export async function readRawPage(pdf: OpenPdf, pageNumber: number): Promise<RawPage> {
  const page = await pdf.doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    await nameFonts(page, content.styles, pdf.fontNames);
    const fonts: Record<string, RawFont> = {};
    for (const [name, style] of Object.entries(content.styles)) {
      fonts[name] = {
        ascent: style.ascent,
        descent: style.descent,
        vertical: style.vertical,
        bold: isBoldFontName(pdf.fontNames.get(name)),
      };
    }
    const items = [];
    for (const item of content.items) {
      if (!("str" in item)) continue;
      items.push({
        str: item.str,
        transform: item.transform as number[],
        width: item.width,
        height: item.height,
        fontName: item.fontName,
        hasEOL: item.hasEOL,
      });
    }
    // Only a nearly textless page can be a scan; measuring images costs an operator list.
    const sparse = items.reduce((n, i) => n + (i.str.trim() ? 1 : 0), 0) < SPARSE_ITEMS;
    const imageCoverage = sparse ? await largestImageCoverage(pdf.pdfjs, page) : undefined;
    return {
      page: pageNumber,
      width: viewport.width,
      height: viewport.height,
      viewportTransform: viewport.transform,
      items,
      fonts,
      imageCoverage,
    };
  } finally {
    page.cleanup();
  }
}

/** Fewer non-blank text items than this and we check whether the page is a scanned image. */
const SPARSE_ITEMS = 12;

type RawOutlineNode = Awaited<ReturnType<PDFDocumentProxy["getOutline"]>>[number];

async function convertOutline(doc: PDFDocumentProxy, nodes: RawOutlineNode[], depth: number): Promise<OutlineEntry[]> {
  if (depth > 12) return [];
  const out: OutlineEntry[] = [];
  for (const node of nodes) {
    const { page, top } = await resolveDestination(doc, node.dest);
    out.push({
      title: node.title.replace(/\s+/g, " ").trim(),
      page,
      top,
      children: await convertOutline(doc, node.items ?? [], depth + 1),
    });
  }
  return out;
}

/**
 * The PDF's /PageLabels, one per page, or null when it defines none. Its own function so
 * another engine (PDFium) can supply the labels without touching the rest of the info.
 */
export async function readPageLabels(doc: PDFDocumentProxy): Promise<string[] | null> {
  const labels = await doc.getPageLabels().catch(() => null);
  return labels && labels.length === doc.numPages ? labels : null;
}

export async function readDocumentInfo(pdf: OpenPdf): Promise<DocumentInfo> {
  const { doc } = pdf;
  const [outline, labels, meta] = await Promise.all([
    doc.getOutline().catch(() => null),
    readPageLabels(doc),
    doc.getMetadata().catch(() => null),
  ]);
  return {
    pageCount: doc.numPages,
    title: meaningfulTitle((meta?.info as { Title?: unknown } | undefined)?.Title),
    outline: outline ? await convertOutline(doc, outline, 0) : [],
    pageLabels: labels,
    ...((meta?.info as { EncryptFilterName?: unknown } | undefined)?.EncryptFilterName ? { encrypted: true } : {}),
  };
}

export async function closePdf(pdf: OpenPdf): Promise<void> {
  await pdf.task.destroy().catch(() => undefined);
}

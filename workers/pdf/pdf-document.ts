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
import { boundedTitle, CutLog, STRUCTURE_LIMITS } from "../../src/core/layout/structure-cuts";
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

const DAMAGED_DETAIL = "Its internal structure is too damaged to follow.";

/**
 * A failure inside an engine (a runaway recursion, a wasm trap, a broken invariant) rather
 * than the engine's verdict on the file: its words mean nothing to a reader.
 */
function isInternalFault(err: unknown): boolean {
  return (
    err instanceof RangeError ||
    err instanceof TypeError ||
    err instanceof ReferenceError ||
    err instanceof WebAssembly.RuntimeError ||
    err instanceof WebAssembly.CompileError ||
    err instanceof WebAssembly.LinkError
  );
}

/** Any failure as the one-line outcome a reader is shown; an engine's internal words never are. */
export function toIngestError(err: unknown, hadPassword: boolean): IngestError {
  if (err instanceof IngestError) return err;
  const e = err as { name?: string; code?: number; message?: string };
  const problem = passwordProblem(err, hadPassword);
  if (problem) return new IngestError(problem === "wrong" ? "password-wrong" : "password-required");
  if (e?.name === "InvalidPDFException") return new IngestError("not-pdf");
  // The engine's own failure on a broken structure (a damaged file sent pdf.js into endless
  // recursion: "Maximum call stack size exceeded"; PDFium trapped) says nothing to a reader;
  // pdf.js's own errors name what is wrong with the file.
  if (isInternalFault(err)) return new IngestError("unreadable", DAMAGED_DETAIL);
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

/**
 * The document as destinations ask it, remembering the answers: thousands of bookmarks point
 * at a few pages, and each question is a round trip to pdf.js's worker side.
 */
function remembering(doc: PDFDocumentProxy): PDFDocumentProxy {
  const memo = <K, V>(cache: Map<K, Promise<V>>, key: K, ask: () => Promise<V>): Promise<V> => {
    if (!cache.has(key)) cache.set(key, ask());
    return cache.get(key)!;
  };
  const named = new Map<string, Promise<unknown[] | null>>();
  const indexes = new Map<string, Promise<number>>();
  const pages = new Map<number, Promise<PDFPageProxy>>();
  type PageRef = Parameters<PDFDocumentProxy["getPageIndex"]>[0];
  return Object.assign(Object.create(doc) as PDFDocumentProxy, {
    getDestination: (id: string) => memo(named, id, () => doc.getDestination(id)),
    getPageIndex: (ref: PageRef) => memo(indexes, `${ref.num}R${ref.gen}`, () => doc.getPageIndex(ref)),
    getPage: (n: number) => memo(pages, n, () => doc.getPage(n)),
  });
}

type RawOutlineNode = Awaited<ReturnType<PDFDocumentProxy["getOutline"]>>[number];

/**
 * pdf.js's outline (it drops loops itself) as OutlineEntries, within the same depth, count,
 * title length and time limits as PDFium's walk; each cut is logged. Every entry's target
 * is a round trip to pdf.js's worker side, hence the count and time limits.
 */
async function convertOutline(pdf: PDFDocumentProxy, nodes: RawOutlineNode[], cuts: CutLog): Promise<OutlineEntry[]> {
  const doc = remembering(pdf);
  let left: number = STRUCTURE_LIMITS.outlineEntries;
  const deadline = performance.now() + STRUCTURE_LIMITS.outlineMs;
  const walk = async (level: RawOutlineNode[], depth: number): Promise<OutlineEntry[]> => {
    if (!Array.isArray(level) || level.length === 0) return [];
    if (depth > STRUCTURE_LIMITS.outlineDepth) {
      cuts.add("outline", "depth");
      return [];
    }
    const out: OutlineEntry[] = [];
    for (const node of level) {
      if (left <= 0 || performance.now() > deadline) {
        if (left >= 0) cuts.add("outline", left <= 0 ? "count" : "slow");
        left = -1;
        break;
      }
      left--;
      const { page, top } = await resolveDestination(doc, node.dest);
      const title = boundedTitle(typeof node.title === "string" ? node.title : "", cuts);
      out.push({ title, page, top, children: await walk(node.items, depth + 1) });
    }
    return out;
  };
  return walk(nodes, 0);
}

/**
 * The PDF's /PageLabels, one per page, or null when it defines none. Its own function so
 * another engine (PDFium) can supply the labels without touching the rest of the info.
 */
export async function readPageLabels(doc: PDFDocumentProxy, cuts = new CutLog()): Promise<string[] | null> {
  const labels = await doc.getPageLabels().catch(() => null);
  if (!labels || labels.length !== doc.numPages) return null;
  // A label's prefix can be a megabyte long; such a label is no page number.
  const fits = (l: unknown) => typeof l === "string" && l.length <= STRUCTURE_LIMITS.labelChars;
  const bounded = labels.map((l) => (fits(l) ? l : ""));
  const long = labels.filter((l) => !fits(l)).length;
  if (long) cuts.add("page-labels", "length", long);
  return bounded.some((l) => l !== "") ? bounded : null;
}

/** The document's info; `parts` leaves out what is not wanted (labels of a hostile file can be huge). */
export async function readDocumentInfo(
  pdf: OpenPdf,
  parts: { outline: boolean; pageLabels: boolean } = { outline: true, pageLabels: true },
): Promise<DocumentInfo> {
  const { doc } = pdf;
  const cuts = new CutLog();
  const [outline, labels, meta] = await Promise.all([
    parts.outline ? doc.getOutline().catch(() => null) : null,
    parts.pageLabels ? readPageLabels(doc, cuts) : null,
    doc.getMetadata().catch(() => null),
  ]);
  const converted = outline ? await convertOutline(doc, outline, cuts) : [];
  const structureCuts = cuts.list();
  return {
    pageCount: doc.numPages,
    title: meaningfulTitle((meta?.info as { Title?: unknown } | undefined)?.Title),
    outline: converted,
    pageLabels: labels,
    ...((meta?.info as { EncryptFilterName?: unknown } | undefined)?.EncryptFilterName ? { encrypted: true } : {}),
    ...(structureCuts.length ? { structureCuts } : {}),
  };
}

export async function closePdf(pdf: OpenPdf): Promise<void> {
  await pdf.task.destroy().catch(() => undefined);
}

/**
 * Renders pages for the reader with pdf.js on the main thread's canvas. pdf.js parses in
 * its own worker; rendering in a separate renderer worker is turned off so that the
 * canvases stay ordinary DOM canvases we can draw highlights over.
 */
import * as pdfjs from "pdfjs-dist";
import type { PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.mjs?url";
import { PDFJS_ASSETS_BASE } from "./worker-bridge";
import type { PageLink } from "../core/links";
import { serialQueue } from "../core/serial-queue";
import { readPageLinks } from "../../workers/pdf/page-links";
import { pdfDocumentOptions } from "../../workers/pdf/pdf-options";

export { passwordProblem } from "../../workers/pdf/pdf-options";

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The page render budget. No canvas side over 4,096 px, so a huge page cannot exhaust GPU
 * or memory; and no image kept larger than such a canvas: pdf.js's worker downscales any
 * image over canvasMaxAreaInBytes before it is sent to be drawn. Without that area, pdf.js
 * works out a limit by allocating ever larger trial canvases: a page holding a 34,862 ×
 * 450 px image took 5.9 s to draw here (15 s on a slower machine), 0.6 s with it.
 * maxImageSize is the point past which an image is dropped rather than decoded and
 * shrunk: 64 M pixels, so a 600-dpi scanned page still draws.
 */
const MAX_CANVAS_SIDE = 4096;
const MAX_IMAGE_PIXELS = 64 * 1024 * 1024;

/**
 * One pdf.js worker shared by every rendered document. Starting it loads a 2 MB module,
 * so it is started once, early (see warmRenderer), and a reopened document only pays
 * for parsing its own file.
 */
let sharedWorker: pdfjs.PDFWorker | null = null;

export function warmRenderer(): void {
  sharedWorker ??= new pdfjs.PDFWorker({});
}

const MARK_PREFIX = "pincite:";

/**
 * Timing marks (`pincite:rendered:1` tells the reopen bench page 1 is drawn). One entry per
 * name: the performance timeline is never emptied by the browser, and a mark per render
 * would pile up with every page drawn, zoom and document opened.
 */
function mark(name: string): void {
  performance.clearMarks(MARK_PREFIX + name);
  performance.mark(MARK_PREFIX + name);
}

/**
 * Resolves once page `pageNumber` is next drawn (its mark is made), or after `ms` at most:
 * work that would hold the main thread can wait until the page is on screen.
 */
export function nextDrawOf(pageNumber: number, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(`${MARK_PREFIX}rendered:${pageNumber}`).length) done();
    });
    observer.observe({ type: "mark" });
    const timer = setTimeout(done, ms);
  });
}

/**
 * Opens a document for drawing. It lives until `signal` aborts, which destroys it whenever
 * that happens, also while it is still opening: a reader closed at once must not leave its
 * document open in the shared worker (nothing else would ever destroy it).
 */
export async function openForRendering(
  bytes: Uint8Array,
  { password, signal }: { password?: string; signal: AbortSignal },
): Promise<PDFDocumentProxy> {
  warmRenderer();
  const task = pdfjs.getDocument({
    ...pdfDocumentOptions({ data: bytes.slice(), password, assetsBase: PDFJS_ASSETS_BASE }),
    worker: sharedWorker ?? undefined,
    // The renderer's own image budget (see MAX_CANVAS_SIDE) replaces the layout's cap.
    maxImageSize: MAX_IMAGE_PIXELS,
    canvasMaxAreaInBytes: MAX_CANVAS_SIDE * MAX_CANVAS_SIDE * 4,
  });
  if (signal.aborted) void task.destroy();
  signal.addEventListener("abort", () => void task.destroy(), { once: true });
  const doc = await task.promise;
  // The timing marks describe the open document; the previous one's go with it.
  for (const entry of performance.getEntriesByType("mark"))
    if (entry.name.startsWith(MARK_PREFIX)) performance.clearMarks(entry.name);
  mark("render-doc-open");
  return doc;
}

/**
 * Pages render one at a time, in the order they asked: on two cores, drawing page 1 and
 * page 2 together makes page 1 wait for both. A request whose page has gone (scrolled
 * away, zoomed, closed) is skipped when its turn comes, and cancelled if it is drawing.
 * Resolves true when the page was drawn.
 */
const inTurn = serialQueue();

export function renderPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
  signal?: AbortSignal,
): Promise<boolean> {
  return inTurn(async () => (signal?.aborted ? false : drawPage(doc, pageNumber, canvas, cssWidth, signal)));
}

async function drawPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const page = await doc.getPage(pageNumber);
  if (signal?.aborted) return false;
  const base = page.getViewport({ scale: 1 });
  const ratio = typeof devicePixelRatio === "number" ? devicePixelRatio : 1;
  let scale = (cssWidth / base.width) * ratio;
  scale = Math.min(scale, MAX_CANVAS_SIDE / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${(cssWidth * base.height) / base.width}px`;
  const task = page.render({ canvas, viewport });
  const cancel = () => task.cancel();
  signal?.addEventListener("abort", cancel, { once: true });
  mark(`render-start:${pageNumber}`);
  try {
    await task.promise;
  } catch (err) {
    // A cancelled render is not a failure: the page is simply no longer wanted.
    if (signal?.aborted) return false;
    throw err;
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
  mark(`rendered:${pageNumber}`);
  return true;
}

/** The page's safe links; a page whose annotations cannot be read simply has none. */
export function pageLinks(doc: PDFDocumentProxy, pageNumber: number): Promise<PageLink[]> {
  return readPageLinks(doc, pageNumber).catch(() => []);
}

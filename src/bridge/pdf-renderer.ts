/**
 * Renders pages for the reader with pdf.js. pdf.js parses in its own worker and draws in
 * its renderer worker (on an OffscreenCanvas); the main thread receives each page as a
 * bitmap and copies it onto the page's canvas, which stays an ordinary DOM canvas that
 * highlights sit over and the first-page preview is read from. Drawing on the main
 * thread compiled pdf.js's operator code there, and more of it with every new filing's
 * fonts, shadings and images: ~100 KB of main-thread heap over the load bench.
 */
import * as pdfjs from "pdfjs-dist";
import type { PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.mjs?url";
import rendererUrl from "pdfjs-dist/build/pdf.renderer.mjs?url";
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

/**
 * One renderer worker too, handed to pdf.js as its only renderer port: a document takes
 * it while open and gives it back when destroyed, so the worker count never grows with
 * the documents opened. With no `rendererSrc`, a second document open at the same time
 * (never in the reader, see `closing`) would be drawn on the main thread, not in a new worker.
 */
let rendererWorker: Worker | null = null;

export function warmRenderer(): void {
  sharedWorker ??= new pdfjs.PDFWorker({});
  if (rendererWorker) return;
  rendererWorker = new Worker(rendererUrl, { type: "module", name: "pdf-renderer" });
  pdfjs.GlobalWorkerOptions.rendererPorts = [rendererWorker];
}

/**
 * Documents being destroyed. The renderer port is free again only once pdf.js has torn
 * a document down, so the next document waits for that (a few ms) instead of finding
 * the port taken and drawing on the main thread.
 */
const closing = new Set<Promise<void>>();

function destroyWhenAborted(task: pdfjs.PDFDocumentLoadingTask, signal: AbortSignal): void {
  const destroy = () => {
    const done = task.destroy().catch(() => undefined);
    closing.add(done);
    void done.then(() => closing.delete(done));
  };
  if (signal.aborted) destroy();
  else signal.addEventListener("abort", destroy, { once: true });
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
  await Promise.all(closing);
  const task = pdfjs.getDocument({
    ...pdfDocumentOptions({ data: bytes.slice(), password, assetsBase: PDFJS_ASSETS_BASE }),
    worker: sharedWorker ?? undefined,
    disableWorkerRendering: false,
    // The renderer's own image budget (see MAX_CANVAS_SIDE) replaces the layout's cap.
    maxImageSize: MAX_IMAGE_PIXELS,
    canvasMaxAreaInBytes: MAX_CANVAS_SIDE * MAX_CANVAS_SIDE * 4,
  });
  destroyWhenAborted(task, signal);
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

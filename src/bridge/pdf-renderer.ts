/**
 * Renders pages for the reader through the page painter worker, which owns pdf.js's
 * display API entirely (workers/painter/painter-worker.ts): it opens the document, draws
 * a page to an ImageBitmap and reads its links. The main thread imports no pdf.js: it
 * holds a document handle, copies each bitmap onto the page's canvas (an ordinary DOM
 * canvas that highlights sit over and the first-page preview is read from) and keeps
 * the timing marks. With pdf.js's API here, V8 compiled its document, page, message and
 * annotation code on the main thread as it grew hot: heap the load bench counted.
 */
import type { PageLink } from "../core/links";
import { serialQueue } from "../core/serial-queue";
import type { DrawnPage, PainterReply, PainterRequest, PainterResults } from "../../workers/painter/painter-protocol";
import { PDFJS_ASSETS_BASE } from "./worker-bridge";
import { PendingReplies } from "./pending-replies";

export { passwordProblem } from "../../workers/pdf/pdf-options";

/** A document open in the painter; it lives until the signal given to openForRendering aborts. */
export interface RenderableDocument {
  readonly id: number;
  readonly pageCount: number;
}

type Call = Exclude<PainterRequest, { op: "cancel" }>;
type Ask<Op extends Call["op"]> = Omit<Extract<Call, { op: Op }>, "seq">;

/**
 * One painter for every document. Starting it loads pdf.js (some 2 MB of modules), so it
 * is started once, early (see warmRenderer), and a reopened document only pays for
 * parsing its own file.
 */
let painter: Worker | null = null;
const pending = new PendingReplies<unknown>();

function onReply({ data: reply }: MessageEvent<PainterReply>): void {
  if (!pending.has(reply?.seq)) return;
  if (reply.ok) return pending.resolve(reply.seq, reply.value);
  // The name and code travel: a password refusal is read from them (passwordProblem).
  pending.reject(reply.seq, Object.assign(new Error(reply.error.message), reply.error));
}

export function warmRenderer(): Worker {
  if (painter) return painter;
  // The `new Worker(new URL(...))` stays literal: that is how the bundler finds the entry.
  painter = new Worker(new URL("../../workers/painter/painter-worker.ts", import.meta.url), {
    type: "module",
    name: "pincite-painter",
  });
  painter.onmessage = onReply;
  // A script that could not load (offline before it was cached, a server hiccup) fires a
  // bare Event; an exception inside a running painter fires an ErrorEvent and changes
  // nothing here. Waiting calls fail with a reason instead of hanging; the next call starts anew.
  painter.onerror = (event) => {
    if (event instanceof ErrorEvent) return;
    painter?.terminate();
    painter = null;
    pending.rejectAll(new Error("The page painter could not be started."));
  };
  return painter;
}

/** A request to the painter, with the number a cancel names it by. */
function numbered<Op extends Call["op"]>(
  request: Ask<Op>,
  transfer: Transferable[] = [],
): { seq: number; reply: Promise<PainterResults[Op]> } {
  const worker = warmRenderer();
  const sent = pending.request((seq) => worker.postMessage({ ...request, seq } as PainterRequest, transfer));
  return sent as { seq: number; reply: Promise<PainterResults[Op]> };
}

function call<Op extends Call["op"]>(request: Ask<Op>, transfer: Transferable[] = []): Promise<PainterResults[Op]> {
  return numbered(request, transfer).reply;
}

let nextDocId = 0;

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
 * Opens a document for drawing. It lives until `signal` aborts, which closes it whenever
 * that happens, also while it is still opening: a reader closed at once must not leave its
 * document open in the painter (nothing else would ever close it).
 */
export async function openForRendering(
  bytes: Uint8Array,
  { password, signal }: { password?: string; signal: AbortSignal },
): Promise<RenderableDocument> {
  const id = ++nextDocId;
  // pdf.js takes ownership of the buffer it is given; the caller keeps its own bytes.
  const data = bytes.slice();
  const opened = call<"open">({ op: "open", docId: id, data, password, assetsBase: PDFJS_ASSETS_BASE }, [data.buffer]);
  const close = () => void call<"close">({ op: "close", docId: id }).catch(() => undefined);
  if (signal.aborted) close();
  else signal.addEventListener("abort", close, { once: true });
  const { pageCount } = await opened;
  // The timing marks describe the open document; the previous one's go with it.
  for (const entry of performance.getEntriesByType("mark"))
    if (entry.name.startsWith(MARK_PREFIX)) performance.clearMarks(entry.name);
  mark("render-doc-open");
  return { id, pageCount };
}

/**
 * Pages render one at a time, in the order they asked: on two cores, drawing page 1 and
 * page 2 together makes page 1 wait for both. A request whose page has gone (scrolled
 * away, zoomed, closed) is skipped when its turn comes, and cancelled if it is drawing.
 * Resolves true when the page was drawn.
 */
const inTurn = serialQueue();

export function renderPage(
  doc: RenderableDocument,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
  signal?: AbortSignal,
): Promise<boolean> {
  return inTurn(async () => (signal?.aborted ? false : drawPage(doc, pageNumber, canvas, cssWidth, signal)));
}

async function drawPage(
  doc: RenderableDocument,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const pixelRatio = typeof devicePixelRatio === "number" ? devicePixelRatio : 1;
  const { seq: target, reply: drawn } = numbered<"draw">({
    op: "draw",
    docId: doc.id,
    page: pageNumber,
    cssWidth,
    pixelRatio,
  });
  const cancel = () => painter?.postMessage({ op: "cancel", target } satisfies PainterRequest);
  signal?.addEventListener("abort", cancel, { once: true });
  mark(`render-start:${pageNumber}`);
  let page: DrawnPage | null;
  try {
    page = await drawn;
  } catch (err) {
    // A cancelled render is not a failure: the page is simply no longer wanted.
    if (signal?.aborted) return false;
    throw err;
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
  if (!page) return false;
  const { bitmap, baseWidth, baseHeight } = page;
  if (signal?.aborted) {
    bitmap.close();
    return false;
  }
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${(cssWidth * baseHeight) / baseWidth}px`;
  // As pdf.js set up its own canvases: opaque, and kept in memory, since the page is read
  // back (the first-page preview, a citation's crop) more often than it is composited anew.
  canvas.getContext("2d", { alpha: false, willReadFrequently: true })?.drawImage(bitmap, 0, 0);
  bitmap.close();
  mark(`rendered:${pageNumber}`);
  return true;
}

/** The page's safe links; a page whose annotations cannot be read simply has none. */
export function pageLinks(doc: RenderableDocument, pageNumber: number): Promise<PageLink[]> {
  return call<"links">({ op: "links", docId: doc.id, page: pageNumber }).catch(() => []);
}

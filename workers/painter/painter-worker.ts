/**
 * The page painter: the reader's one pdf.js, entirely off the main thread. It opens each
 * document (password included), draws a page at a scale onto an OffscreenCanvas and
 * hands the pixels over as an ImageBitmap, reads a page's links as plain data, and
 * closes documents. pdf.js's parser runs here too, on this thread (its "fake worker",
 * as in the layout worker): one worker draws every document, where the reader used to
 * run pdf.js's display API on the main thread with a parser worker and a renderer
 * worker beside it. The main thread, which V8 compiled pdf.js's API code on as it grew
 * hot over a session, now only copies bitmaps.
 */
import * as pdfjs from "pdfjs-dist";
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy, RenderTask } from "pdfjs-dist";
import { WorkerMessageHandler } from "pdfjs-dist/build/pdf.worker.mjs";
import { readPageLinks } from "../pdf/page-links";
import { letPdfJsRejectionsGo } from "../pdf/pdfjs-rejections";
import { pdfDocumentOptions } from "../pdf/pdf-options";
import { drawingCanvasOptions, pageScale } from "./render-budget";
import type { PainterFailure, PainterReply, PainterRequest, PainterResults } from "./painter-protocol";

(globalThis as unknown as { pdfjsWorker: unknown }).pdfjsWorker = { WorkerMessageHandler };

interface OpenDocument {
  task: PDFDocumentLoadingTask;
  doc: Promise<PDFDocumentProxy>;
}

/** pdf.js types its canvas as a DOM canvas; it draws on an OffscreenCanvas just the same. */
type RenderCanvas = Parameters<PDFPageProxy["render"]>[0]["canvas"];

const documents = new Map<number, OpenDocument>();
/** Draws under way, by request, so a cancel can stop one, also before its drawing began. */
const drawing = new Map<number, { cancelled: boolean; task?: RenderTask }>();

function documentFor(docId: number): Promise<PDFDocumentProxy> {
  const open = documents.get(docId);
  if (!open) throw new Error("This document is closed.");
  return open.doc;
}

function open(docId: number, data: Uint8Array, password: string | undefined, assetsBase: string) {
  const task = pdfjs.getDocument({
    ...pdfDocumentOptions({ data, password, assetsBase }),
    ...drawingCanvasOptions(),
  });
  const doc = task.promise;
  documents.set(docId, { task, doc });
  // A failed open leaves nothing to close.
  doc.catch(() => documents.get(docId)?.task === task && documents.delete(docId));
  return doc.then((d) => ({ pageCount: d.numPages }));
}

async function close(docId: number): Promise<null> {
  const open = documents.get(docId);
  documents.delete(docId);
  await open?.task.destroy().catch(() => undefined);
  return null;
}

async function draw(
  seq: number,
  { docId, page: pageNumber, cssWidth, pixelRatio }: Extract<PainterRequest, { op: "draw" }>,
): Promise<PainterResults["draw"]> {
  const state: { cancelled: boolean; task?: RenderTask } = { cancelled: false };
  drawing.set(seq, state);
  try {
    return await drawOnce(state, docId, pageNumber, cssWidth, pixelRatio);
  } finally {
    drawing.delete(seq);
  }
}

async function drawOnce(
  state: { cancelled: boolean; task?: RenderTask },
  docId: number,
  pageNumber: number,
  cssWidth: number,
  pixelRatio: number,
): Promise<PainterResults["draw"]> {
  const page = await (await documentFor(docId)).getPage(pageNumber);
  if (state.cancelled) return null;
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: pageScale(base, cssWidth, pixelRatio) });
  const canvas = new OffscreenCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
  state.task = page.render({ canvas: canvas as unknown as RenderCanvas, viewport });
  try {
    await state.task.promise;
  } catch (err) {
    if (state.cancelled) return null; // not a failure: the page is no longer wanted
    throw err;
  }
  return { bitmap: canvas.transferToImageBitmap(), baseWidth: base.width, baseHeight: base.height };
}

function cancel(target: number): void {
  const state = drawing.get(target);
  if (!state) return; // already answered
  state.cancelled = true;
  state.task?.cancel();
}

/** The page's safe links; a page whose annotations cannot be read simply has none. */
async function links(docId: number, pageNumber: number): Promise<PainterResults["links"]> {
  return readPageLinks(await documentFor(docId), pageNumber).catch(() => []);
}

function run(request: Exclude<PainterRequest, { op: "cancel" }>): Promise<unknown> {
  switch (request.op) {
    case "open":
      return open(request.docId, request.data, request.password, request.assetsBase);
    case "close":
      return close(request.docId);
    case "draw":
      return draw(request.seq, request);
    case "links":
      return links(request.docId, request.page);
  }
}

function failure(err: unknown): PainterFailure {
  const e = err as { name?: unknown; message?: unknown; code?: unknown } | null;
  return {
    name: typeof e?.name === "string" ? e.name : "Error",
    message: typeof e?.message === "string" ? e.message : String(err),
    ...(typeof e?.code === "number" ? { code: e.code } : {}),
  };
}

letPdfJsRejectionsGo(self);

self.onmessage = async ({ data: request }: MessageEvent<PainterRequest>) => {
  if (request.op === "cancel") return cancel(request.target);
  let reply: PainterReply;
  try {
    reply = { seq: request.seq, ok: true, value: await run(request) };
  } catch (err) {
    reply = { seq: request.seq, ok: false, error: failure(err) };
  }
  const bitmap = (reply.ok && (reply.value as { bitmap?: ImageBitmap } | null)?.bitmap) || null;
  self.postMessage(reply, { transfer: bitmap ? [bitmap] : [] });
};

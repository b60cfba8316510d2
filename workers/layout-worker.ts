/**
 * The layout worker: one open PDF at a time, laid out page by page on request, through
 * the layout engine seam: PDFium (WebAssembly, compiled once per worker from the app's
 * own origin) first, pdf.js for a file PDFium refuses. pdf.js runs inside this worker on
 * its own thread (its "fake worker") and is loaded only when it is needed.
 *
 * The API is narrow and coarse on purpose: warm, open, layoutPage, close. Engine objects
 * never leave this file; errors come back as data ({ ok: false, error }).
 *
 * Opened with a page port, the worker posts each page there (to the reading worker) and
 * answers the main thread with the page's status only: the main thread, on the same two
 * cores, neither receives nor forwards the pages while layout runs.
 */
import * as Comlink from "comlink";
import pdfiumWasmUrl from "@embedpdf/pdfium/pdfium.wasm?url";
import { IngestError, type IngestErrorData } from "../src/core/errors";
import type { Result } from "../src/core/result";
import { serialQueue } from "../src/core/serial-queue";
import type { DocumentInfo, PageStatus } from "../src/core/types";
import type { EngineDocument, EngineName, LayoutEngine } from "./engine/layout-engine";
import { openWithEngines } from "./engine/open-document";
import { pdfjsEngine } from "./pdf/pdfjs-engine";
import { toIngestError, type PdfJs } from "./pdf/pdf-document";
import { letPdfJsRejectionsGo } from "./pdf/pdfjs-rejections";
import { loadPdfium } from "./pdfium/pdfium-module";
import { pdfiumEngine } from "./pdfium/pdfium-engine";
import { warmUpLayout } from "./engine/warm-up";
import { encodePage, type PageWire } from "../src/core/layout/page-wire";
import type { GrayImage } from "../src/core/ocr/ocr-result";
import type { OcrRenderRequest } from "../src/core/ocr/ocr-render";

export interface OpenedDocument {
  engine: EngineName;
  info: DocumentInfo | null;
}

let compiled: Promise<WebAssembly.Module> | null = null;
/**
 * Compiled once per worker, streaming as it downloads; a host that serves the wasm with
 * another MIME type still works, unstreamed.
 */
const compilePdfium = () =>
  (compiled ??= fetch(new URL(pdfiumWasmUrl, self.location.href))
    .then((res) => {
      if (!res.ok) throw new Error(`PDFium's wasm could not be loaded (HTTP ${res.status})`);
      return res.headers.get("Content-Type")?.startsWith("application/wasm")
        ? WebAssembly.compileStreaming(res)
        : res.arrayBuffer().then((b) => WebAssembly.compile(b));
    })
    .catch((err: unknown) => {
      compiled = null; // offline or a server hiccup: the next document tries again
      throw err;
    }));

/**
 * A TrueType program for the warm-up's CID font: pdf.js's Liberation Sans, which the app already
 * serves (and the service worker keeps) among pdf.js's standard fonts under `assetsBase`. Filings
 * embed their fonts, and without one PDFium's font and glyph code first runs on the person's
 * document. Without it the warm-up still runs, on a substituted font.
 */
const warmUpFont = (assetsBase: string) => () =>
  fetch(new URL("standard_fonts/LiberationSans-Regular.ttf", assetsBase))
    .then((res) => (res.ok ? res.arrayBuffer().then((b) => new Uint8Array(b)) : undefined))
    .catch(() => undefined);

let loadedPdfJs: Promise<PdfJs> | null = null;
const loadPdfJs = () =>
  (loadedPdfJs ??= Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.mjs")]).then(
    ([pdfjs, worker]) => {
      (globalThis as unknown as { pdfjsWorker: unknown }).pdfjsWorker = {
        WorkerMessageHandler: worker.WorkerMessageHandler,
      };
      return pdfjs as PdfJs;
    },
  ));

function engines(assetsBase: string, only?: EngineName): LayoutEngine[] {
  const pdfium = pdfiumEngine(compilePdfium);
  const pdfjs = pdfjsEngine(loadPdfJs, { assetsBase, workerFetch: true });
  return only === "pdfjs" ? [pdfjs] : only === "pdfium" ? [pdfium] : [pdfium, pdfjs];
}

let current: EngineDocument | null = null;
/** Set by the first real request: the warm-up stops at its next page. */
let workArrived = false;
/** Where the open document's pages go, when the pool gave a port (see `open`). */
let pagePort: MessagePort | null = null;

/** What `layoutPage` answers: the page's wire, or only its status when it went to the page port. */
export type PageAnswer = PageWire | { sent: PageStatus };

/** A page request over the page-request port (`servePages`), and its reply. */
export interface PageRequest {
  seq: number;
  page: number;
}
export type PageReply = { seq: number; answer: PageAnswer } | { seq: number; error: string };

async function closeCurrent(): Promise<void> {
  pagePort?.close();
  pagePort = null;
  await current?.close();
  current = null;
}

/**
 * Calls run one at a time, in arrival order: the pool may send `close` for the last
 * document and `open` for the next back to back, and they must not interleave.
 */
const serial = serialQueue();

/** One page in its wire form (page-wire.ts), posted to the page port when there is one. */
function layoutPage(pageNumber: number): Promise<{ answer: PageAnswer; moved: Transferable[] }> {
  workArrived = true;
  return serial(async () => {
    if (!current) throw new Error("layoutPage called before open");
    const page = await current.layoutPage(pageNumber);
    const wire = encodePage(page);
    const moved = [wire.numbers.buffer as ArrayBuffer];
    if (!pagePort) return { answer: wire, moved };
    pagePort.postMessage(wire, moved);
    return { answer: { sent: page.status }, moved: [] };
  });
}

const api = {
  /**
   * Compile and start PDFium before a file arrives (the pool calls this while it is read),
   * then read a made-up filing until one does (engine/warm-up.ts). `assetsBase` is where pdf.js's
   * files are served, as `open` is told.
   */
  warm(assetsBase: string): Promise<void> {
    return loadPdfium(compilePdfium).then(
      () => {
        // Nothing is lost when it fails but the head start.
        const pdfium = pdfiumEngine(compilePdfium);
        warmUpLayout(
          (bytes) => pdfium.open(bytes, {}),
          () => workArrived,
          warmUpFont(assetsBase),
        ).catch(() => undefined);
      },
      () => undefined, // a failed warm-up is retried by open, which can still fall back
    );
  },

  /**
   * Open a document (the bytes are transferred, so the caller sends a copy). With `pages`
   * (a transferred port), every page of this document is posted there.
   */
  open(
    bytes: Uint8Array,
    options: { password?: string; assetsBase: string; withInfo: boolean; engine?: EngineName; pages?: MessagePort },
  ): Promise<Result<OpenedDocument, IngestErrorData>> {
    workArrived = true;
    return serial(async () => {
      await closeCurrent();
      pagePort = options.pages ?? null;
      try {
        const opening = { password: options.password };
        current = await openWithEngines(engines(options.assetsBase, options.engine), bytes, opening);
        return { ok: true, value: { engine: current.engine, info: options.withInfo ? await current.info() : null } };
      } catch (err) {
        const error = err instanceof IngestError ? err : toIngestError(err, !!options.password);
        return { ok: false, error: error.toData() };
      }
    });
  },

  /**
   * Page requests come over `port` as plain messages rather than as Comlink calls: one a
   * page, thousands over a session, and Comlink's proxy and message code on the main
   * thread was compiled and optimised for them.
   */
  servePages(port: MessagePort): void {
    port.onmessage = ({ data: { seq, page } }: MessageEvent<PageRequest>) =>
      void layoutPage(page).then(
        ({ answer, moved }) => port.postMessage({ seq, answer } satisfies PageReply, moved),
        (err: unknown) =>
          port.postMessage({ seq, error: err instanceof Error ? err.message : String(err) } satisfies PageReply),
      );
  },

  /**
   * The open document's page drawn in grey for OCR (its pixels transferred, not copied), or
   * an error when the engine cannot draw or the page cannot be drawn.
   */
  renderGray(pageNumber: number, request: OcrRenderRequest): Promise<Result<GrayImage>> {
    workArrived = true;
    return serial(async () => {
      if (!current?.renderGray)
        return { ok: false, error: { code: "not-drawn", message: "The layout engine cannot draw pages." } };
      try {
        const image = await current.renderGray(pageNumber, request);
        return Comlink.transfer({ ok: true, value: image }, [image.data.buffer as ArrayBuffer]);
      } catch (err) {
        return { ok: false, error: { code: "not-drawn", message: err instanceof Error ? err.message : String(err) } };
      }
    });
  },

  close(): Promise<void> {
    return serial(closeCurrent);
  },
};

export type LayoutWorkerApi = typeof api;

letPdfJsRejectionsGo(self);

Comlink.expose(api);

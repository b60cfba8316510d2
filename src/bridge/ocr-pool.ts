/**
 * Reads a document's pages by OCR: one layout worker draws the pages (PDFium, in grey, a few
 * hundred milliseconds a page) for two tesseract.js workers that read them (seconds a page),
 * one per core. The recognisers stay warm for a minute after a run (a second scan starts at
 * once) and are then ended, giving back the model's memory. Cancelling ends them at once.
 */
import { IngestError } from "../core/errors";
import { ocrPages, ocrSourceOf } from "../core/ocr/ocr-run";
import type { PageLayout } from "../core/types";
import { defaultWorkerCount, layoutPool } from "./layout-pool";
import { openIn } from "./layout-open";
import type { TesseractRecognizer } from "../core/ocr/tesseract-recognizer";

const IDLE_MS = 60_000;
const LANES = Math.max(1, Math.min(2, defaultWorkerCount()));

let recognizers: TesseractRecognizer[] = [];
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function endRecognizers(): void {
  for (const r of recognizers) void r.end();
  recognizers = [];
}

export interface OcrRunCallbacks {
  password?: string;
  onStart?: (page: number, index: number, total: number) => void;
  onPage?: (page: PageLayout, done: number, total: number) => void;
}

/**
 * Reads `pages` of the PDF `bytes` by OCR; resolves with those read (in page order) when all
 * are done, or with those read so far when `signal` aborts.
 */
export async function readPagesByOcr(
  signal: AbortSignal,
  bytes: Uint8Array,
  pages: PageLayout[],
  { password, onStart, onPage }: OcrRunCallbacks = {},
): Promise<PageLayout[]> {
  if (!pages.length) return [];
  clearTimeout(idleTimer);
  if (!recognizers.length) {
    // tesseract.js's client code loads with the first page that needs it, not with the app.
    const { browserRecognizer } = await import("./ocr-engine");
    recognizers = Array.from({ length: LANES }, browserRecognizer);
  }
  const lanes = recognizers;
  const onAbort = () => {
    for (const r of lanes) void r.end();
    if (recognizers === lanes) recognizers = [];
  };
  signal.addEventListener("abort", onAbort, { once: true });
  const drawer = layoutPool.take();
  // OCR draws in one layout worker; the others would idle through it holding their PDFium
  // heaps while Tesseract's two engines need the memory (and the pool starts anew when asked).
  layoutPool.endIdle();
  let drawerBroken = false;
  try {
    await openIn(drawer, bytes, { password, engine: "pdfium" }, false);
    const source = ocrSourceOf(async (page, request) => {
      const result = await drawer.api.renderGray(page, request);
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    });
    return await ocrPages(pages, source, lanes, { signal, onStart, onPage });
  } catch (err) {
    drawerBroken = true;
    if (err instanceof IngestError)
      throw new IngestError(err.code, `Its pages could not be drawn for OCR: ${err.message}`);
    throw err;
  } finally {
    signal.removeEventListener("abort", onAbort);
    if (drawerBroken) layoutPool.kill(drawer);
    else layoutPool.release(drawer);
    idleTimer = setTimeout(endRecognizers, IDLE_MS);
  }
}

/**
 * tesseract.js in the browser, loaded only when a page needs OCR: its own classic worker,
 * wasm core and English model all come from the app's origin (/ocr/, see
 * src/node/ocr-assets-plugin.ts), never a CDN, and the worker is started from its URL rather
 * than a blob: so it runs under its own response's narrow policy (connect-src 'self', no
 * 'unsafe-eval'). The service worker precaches the three files, so OCR works offline. The
 * model is fetched through the service worker, not kept in tesseract.js's own IndexedDB
 * cache (cacheMethod "none"): the app's database holds documents only.
 */
import { createWorker, type Worker as TesseractWorker } from "tesseract.js";
import { parseTesseractTsv, toPgm, type GrayImage } from "../core/ocr/ocr-result";
import type { OcrRecognizer } from "../core/ocr/ocr-run";
import { TESSERACT_OEM, TESSERACT_PARAMETERS } from "../core/ocr/tesseract-settings";

const OCR_BASE = new URL(`${import.meta.env.BASE_URL}ocr/`, self.location.href).href;

async function startWorker(): Promise<TesseractWorker> {
  const worker = await createWorker("eng", TESSERACT_OEM, {
    workerPath: `${OCR_BASE}tesseract-worker.js`,
    corePath: `${OCR_BASE}tesseract-core-simd-lstm.wasm.js`,
    langPath: OCR_BASE.replace(/\/$/, ""),
    workerBlobURL: false,
    cacheMethod: "none",
    gzip: true,
  });
  await worker.setParameters(TESSERACT_PARAMETERS);
  return worker;
}

export interface BrowserRecognizer extends OcrRecognizer {
  /** Ends its worker (a run cancelled, or the pool idle); the next recognition starts a new one. */
  end(): void;
}

/** One recogniser over one tesseract.js worker, started on its first page. */
export function browserRecognizer(): BrowserRecognizer {
  let worker: Promise<TesseractWorker> | null = null;
  const end = () => {
    const w = worker;
    worker = null;
    void w?.then((x) => x.terminate()).catch(() => undefined);
  };
  return {
    async recognize(image: GrayImage) {
      const live = (worker ??= startWorker());
      live.catch(() => (worker === live ? (worker = null) : null)); // a failed start is tried again
      const started = await live;
      // Ended while it started (a cancel): tesseract.js would post to a worker it has let go.
      if (worker !== live) throw new Error("OCR was stopped.");
      const { data } = await started.recognize(toPgm(image), {}, { text: false, tsv: true });
      return parseTesseractTsv(data.tsv ?? "", image.width, image.height);
    },
    reset: async () => end(),
    end,
  };
}

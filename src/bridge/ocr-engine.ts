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
import { tesseractRecognizer, type TesseractRecognizer } from "../core/ocr/tesseract-recognizer";
import { TESSERACT_OEM, TESSERACT_PARAMETERS } from "../core/ocr/tesseract-settings";

const OCR_BASE = new URL(`${import.meta.env.BASE_URL}ocr/`, self.location.href).href;

async function startWorker(): Promise<TesseractWorker> {
  const worker = await createWorker("eng", TESSERACT_OEM, {
    workerPath: `${OCR_BASE}tesseract-worker.js`,
    corePath: `${OCR_BASE}tesseract-core-simd-lstm.js`,
    langPath: OCR_BASE.replace(/\/$/, ""),
    workerBlobURL: false,
    cacheMethod: "none",
    gzip: true,
  });
  await worker.setParameters(TESSERACT_PARAMETERS);
  return worker;
}

/** One recogniser over one tesseract.js worker, started on its first page. */
export function browserRecognizer(): TesseractRecognizer {
  return tesseractRecognizer(startWorker);
}

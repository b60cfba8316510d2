/**
 * OCR in Node with the engine the browser runs: tesseract.js (its Node build runs the same
 * wasm core in worker threads) and the same English model, read from public/ocr/,
 * so `pincite ingest|ask|answer` and the evals measure what the app does. Workers are made
 * for one ingest and ended with it (a live worker thread keeps the process running).
 */
import os from "node:os";
import { fileURLToPath } from "node:url";
import { createWorker, type Worker } from "tesseract.js";
import type { OcrRecognizer } from "../core/ocr/ocr-run";
import { tesseractRecognizer } from "../core/ocr/tesseract-recognizer";
import { TESSERACT_OEM, TESSERACT_PARAMETERS } from "../core/ocr/tesseract-settings";

/** The app's own copy of the model (public/ocr/), so Node reads what the browser is served. */
export function englishModelDir(): string {
  return fileURLToPath(new URL("../../public/ocr", import.meta.url));
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker("eng", TESSERACT_OEM, { langPath: englishModelDir(), cacheMethod: "none" });
  await worker.setParameters(TESSERACT_PARAMETERS);
  return worker;
}

export interface NodeOcrPool {
  recognizers: OcrRecognizer[];
  end(): Promise<void>;
}

/** One recogniser a core, two at most (the browser runs two as well). */
export function nodeOcrPool(
  lanes = Math.min(2, Math.max(1, os.availableParallelism?.() ?? os.cpus().length)),
): NodeOcrPool {
  // Node's tesseract.js takes a Buffer where the browser's takes bytes.
  const recognizers = Array.from({ length: lanes }, () =>
    tesseractRecognizer(async () => {
      const worker = await startWorker();
      return {
        recognize: (pgm, ...rest) => worker.recognize(Buffer.from(pgm), ...rest),
        terminate: () => worker.terminate(),
      };
    }),
  );
  return { recognizers, end: () => Promise.all(recognizers.map((r) => r.end())).then(() => undefined) };
}

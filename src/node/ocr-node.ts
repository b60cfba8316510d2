/**
 * OCR in Node with the engine the browser runs: tesseract.js (its Node build runs the same
 * wasm core in worker threads) and the same English model, read from public/ocr/,
 * so `pincite ingest|ask|answer` and the evals measure what the app does. Workers are made
 * for one ingest and ended with it (a live worker thread keeps the process running).
 */
import os from "node:os";
import { fileURLToPath } from "node:url";
import { createWorker, type Worker } from "tesseract.js";
import { parseTesseractTsv, toPgm, type GrayImage } from "../core/ocr/ocr-result";
import type { OcrRecognizer } from "../core/ocr/ocr-run";
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

/** One recogniser over its own worker thread, started on first use and restarted after a timeout. */
function nodeRecognizer(): OcrRecognizer & { end(): Promise<void> } {
  let worker: Promise<Worker> | null = null;
  const live = () => (worker ??= startWorker());
  const end = async () => {
    const w = worker;
    worker = null;
    await (await w?.catch(() => null))?.terminate();
  };
  return {
    async recognize(image: GrayImage) {
      const current = live();
      const started = await current;
      if (worker !== current) throw new Error("OCR was stopped."); // ended while it started (a timeout)
      const { data } = await started.recognize(Buffer.from(toPgm(image)), {}, { text: false, tsv: true });
      return parseTesseractTsv(data.tsv ?? "", image.width, image.height);
    },
    reset: end,
    end,
  };
}

export interface NodeOcrPool {
  recognizers: OcrRecognizer[];
  end(): Promise<void>;
}

/** One recogniser a core, two at most (the browser runs two as well). */
export function nodeOcrPool(
  lanes = Math.min(2, Math.max(1, os.availableParallelism?.() ?? os.cpus().length)),
): NodeOcrPool {
  const recognizers = Array.from({ length: lanes }, nodeRecognizer);
  return { recognizers, end: () => Promise.all(recognizers.map((r) => r.end())).then(() => undefined) };
}

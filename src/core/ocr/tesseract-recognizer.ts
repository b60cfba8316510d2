/**
 * One recogniser over one Tesseract worker, the same in the browser and in Node (only how a
 * worker starts differs): the worker starts with the first picture, a start that failed is
 * tried again with the next one, and a recogniser ended while its worker started (a cancel,
 * a timeout) does not hand that worker a picture. Reading asks for TSV only, parsed here, so
 * no engine object crosses.
 */
import { parseTesseractTsv, toPgm, type GrayImage } from "./ocr-result";
import type { OcrRecognizer } from "./ocr-run";

/** The part of a tesseract.js worker a recogniser uses. */
export interface TesseractWorkerLike {
  recognize(
    image: Uint8Array,
    options: object,
    output: { text: boolean; tsv: boolean },
  ): Promise<{ data: { tsv?: string | null } }>;
  terminate(): Promise<unknown>;
}

export interface TesseractRecognizer extends OcrRecognizer {
  /** Ends its worker (a run cancelled, the pool idle, an ingest done); the next picture starts a new one. */
  end(): Promise<void>;
}

export function tesseractRecognizer(start: () => Promise<TesseractWorkerLike>): TesseractRecognizer {
  let worker: Promise<TesseractWorkerLike> | null = null;
  const end = async () => {
    const w = worker;
    worker = null;
    await (await w?.catch(() => null))?.terminate().catch(() => undefined);
  };
  return {
    async recognize(image: GrayImage) {
      const live = (worker ??= start());
      live.catch(() => (worker === live ? (worker = null) : null)); // a failed start is tried again
      const started = await live;
      if (worker !== live) throw new Error("OCR was stopped.");
      const { data } = await started.recognize(toPgm(image), {}, { text: false, tsv: true });
      return parseTesseractTsv(data.tsv ?? "", image.width, image.height);
    },
    reset: end,
    end,
  };
}

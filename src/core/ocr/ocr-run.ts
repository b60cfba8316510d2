/**
 * Reads pages by OCR over a few recognisers at once (one per core), taking pages in order
 * from one queue, so the first pages are read first. The engines are given as plain
 * functions: the browser draws pages in a layout worker and recognises in tesseract.js's
 * workers, Node does both in process, and the decisions (turning, outcomes, time limits)
 * are the same code in both.
 *
 * Every page ends in a layout or a named outcome: a page that cannot be drawn, that OCR
 * fails on or that takes longer than its budget is marked and the others go on.
 */
import type { PageLayout } from "../types";
import { pageFromReadings, retrySteps, withOutcome, type Reading } from "./ocr-outcome";
import { OCR_DPI, OCR_FINE_DPI, OCR_MAX_PIXELS, type OcrRenderRequest } from "./ocr-render";
import type { GrayImage, OcrRecognition } from "./ocr-result";
import { startTimer, type AbortSignalLike } from "../http/runtime";

export interface OcrSource {
  /** The page drawn turned by `quarterTurns`, at `dpi` (OCR_DPI when absent) within the pixel budget. */
  render(page: number, request: Pick<OcrRenderRequest, "quarterTurns"> & { dpi?: number }): Promise<GrayImage>;
}

/**
 * An OcrSource over an engine's drawing: at OCR_DPI unless a reading asks for a finer one, always
 * within the pixel budget. The browser's layout worker and Node's engine give the same pictures.
 */
export function ocrSourceOf(draw: (page: number, request: OcrRenderRequest) => Promise<GrayImage>): OcrSource {
  return {
    render: (page, { quarterTurns, dpi = OCR_DPI }) => draw(page, { quarterTurns, dpi, maxPixels: OCR_MAX_PIXELS }),
  };
}

export interface OcrRecognizer {
  recognize(image: GrayImage): Promise<OcrRecognition>;
  /** Called after a recognition ran out of time: the engine may still be busy, so start a fresh one. */
  reset(): Promise<void>;
}

export interface OcrRunOptions {
  signal?: AbortSignalLike;
  /** The most one page may take, turns included. */
  pageBudgetMs?: number;
  /** Each page as it is read (in the order they finish). */
  onPage?: (page: PageLayout, done: number, total: number) => void;
  /** A page's OCR starts (its place in the queue, 1-based, and the count). */
  onStart?: (page: number, index: number, total: number) => void;
}

/** Two minutes: a dense page takes 2–5 s on one core; ten times that is a stuck engine. */
export const OCR_PAGE_BUDGET_MS = 120_000;

class OutOfTime extends Error {}
class NotDrawn extends Error {}
class Cancelled extends Error {}

function race<T>(work: Promise<T>, deadline: number, signal?: AbortSignalLike): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stopTimer = startTimer(Math.max(0, deadline - Date.now()), () => reject(new OutOfTime()));
    const onAbort = () => reject(new Cancelled());
    signal?.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      stopTimer();
      signal?.removeEventListener("abort", onAbort);
    });
  });
}

/**
 * One page read by OCR; resolves to its new layout or the original with a named outcome, or
 * null when the run was cancelled (the page stays to be read another time).
 */
export async function readPageByOcr(
  original: PageLayout,
  source: OcrSource,
  recognizer: OcrRecognizer,
  { signal, pageBudgetMs = OCR_PAGE_BUDGET_MS }: OcrRunOptions = {},
): Promise<PageLayout | null> {
  const deadline = Date.now() + pageBudgetMs;
  const read = async (turns: number, dpi?: number): Promise<Reading> => {
    const drawing = source.render(original.page, { quarterTurns: turns, dpi }).catch((err: unknown) => {
      throw new NotDrawn(String(err));
    });
    const image = await race(drawing, deadline, signal);
    return { turns, recognition: await race(recognizer.recognize(image), deadline, signal) };
  };
  const readings: Reading[] = [];
  try {
    readings.push(await read(0));
    for (let steps = retrySteps(readings); steps.length; steps = retrySteps(readings))
      for (const step of steps) readings.push(await read(step.turns, step.fine ? OCR_FINE_DPI : undefined));
  } catch (err) {
    if (err instanceof Cancelled) return null;
    if (err instanceof OutOfTime) await recognizer.reset().catch(() => undefined);
    // Readings made before a turn failed still count; without one, the page says why.
    if (!readings.length)
      return withOutcome(
        original,
        err instanceof OutOfTime ? "timeout" : err instanceof NotDrawn ? "not-drawn" : "failed",
      );
  }
  return pageFromReadings(original, readings);
}

/**
 * Reads `pages` over the recognisers (one lane each). Resolves with every page read (in page
 * order) once all are done or the run is cancelled.
 */
export async function ocrPages(
  pages: readonly PageLayout[],
  source: OcrSource,
  recognizers: readonly OcrRecognizer[],
  options: OcrRunOptions = {},
): Promise<PageLayout[]> {
  const done: PageLayout[] = [];
  let next = 0;
  const lane = async (recognizer: OcrRecognizer) => {
    while (next < pages.length && !options.signal?.aborted) {
      const index = next++;
      options.onStart?.(pages[index].page, index + 1, pages.length);
      const page = await readPageByOcr(pages[index], source, recognizer, options);
      if (!page) return;
      done.push(page);
      options.onPage?.(page, done.length, pages.length);
    }
  };
  await Promise.all(recognizers.map(lane));
  return done.sort((a, b) => a.page - b.page);
}

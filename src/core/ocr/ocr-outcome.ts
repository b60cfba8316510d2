/**
 * Deciding what one page's OCR readings amount to. An upright reading that looks wrong (few
 * legible words, low confidence) is tried again with the picture turned a quarter, half and
 * three quarters (a page scanned sideways or upside down); the reading with the most legible
 * words, weighted by confidence, wins. The upright picture is also read at twice the
 * resolution: a few large words alone on a page (a title, a stamp) read at 0.51 confidence at
 * 150 dpi and 0.89 at 300. A page that yields nothing legible ends in a named
 * outcome instead of text: blank, or a picture with no legible text (a photograph, a chart).
 * A text layer that OCR was asked to second-guess is kept unless OCR reads clearly more.
 */
import type { OcrOutcome, PageLayout } from "../types";
import { legibleWords, meanConfidence, type OcrRecognition } from "./ocr-result";
import { ocrPageLayout } from "./ocr-page";
import { wordCount } from "./ocr-plan";

export interface Reading {
  turns: number;
  recognition: OcrRecognition;
}

/** A reading of many words under this confidence may be upside down: it is tried turned over. */
const UPRIGHT_CONFIDENCE = 0.6;
const UPRIGHT_WORDS = 8;
/** A reading under this mean confidence is noise, not text (a photograph read as letters). */
const NOISE_CONFIDENCE = 0.5;
/** A turned reading must beat the upright one by this factor to be believed. */
const TURN_MARGIN = 1.5;

/**
 * Share of longer words whose boxes stand taller than wide: Tesseract reads a sideways page's
 * lines as vertical text, confidently, but in no sensible order and with upright boxes lost.
 */
export function sidewaysShare(reading: Reading): number {
  let long = 0;
  let tall = 0;
  for (const line of reading.recognition.lines)
    for (const w of line.words) {
      if (w.text.length < 3) continue;
      long++;
      if (w.y1 - w.y0 > w.x1 - w.x0) tall++;
    }
  return long ? tall / long : 0;
}

const SIDEWAYS = 0.5;

export function score(reading: Reading): number {
  if (sidewaysShare(reading) > SIDEWAYS) return 0;
  return legibleWords(reading.recognition.lines) * meanConfidence(reading.recognition.lines);
}

function wordsIn(reading: Reading): number {
  return reading.recognition.lines.reduce((n, l) => n + l.words.length, 0);
}

/** A further reading of the page: turned by `turns`, at `dpi` when it is not the usual resolution. */
export interface RetryStep {
  turns: number;
  fine?: boolean;
}

/**
 * What to try after the first, upright reading, cheapest first, so a clear page costs one
 * reading and only a doubtful one more: a page read standing on end is turned both ways; a
 * sparse page is read again finer and, if still sparse, turned every way; a page full of
 * low-confidence words (upside down, or a poor scan) is turned over once.
 */
export function retrySteps(readings: readonly Reading[]): RetryStep[] {
  const first = readings[0];
  if (!first || wordsIn(first) === 0) return []; // a blank picture is blank any way up
  if (readings.length === 1) {
    if (sidewaysShare(first) > SIDEWAYS) return [{ turns: 1 }, { turns: 3 }];
    if (legibleWords(first.recognition.lines) < UPRIGHT_WORDS) return [{ turns: 0, fine: true }];
    return meanConfidence(first.recognition.lines) < UPRIGHT_CONFIDENCE ? [{ turns: 2 }] : [];
  }
  const fine = readings.length === 2 && readings[1].turns === 0;
  return fine && Math.max(...readings.map((r) => legibleWords(r.recognition.lines))) < UPRIGHT_WORDS
    ? [{ turns: 1 }, { turns: 3 }, { turns: 2 }]
    : [];
}

/** Whether the upright reading is poor enough to read the page again (turned, or finer). */
export function worthTurning(upright: Reading): boolean {
  return retrySteps([upright]).length > 0;
}

/** The reading to keep: the best upright one (of any resolution) unless a turned one scores clearly higher. */
export function bestReading(readings: readonly Reading[]): Reading {
  let upright = readings.find((r) => r.turns === 0) ?? readings[0];
  for (const r of readings) if (r.turns === 0 && score(r) > score(upright)) upright = r;
  let best = upright;
  for (const r of readings)
    if (r.turns !== 0 && score(r) > score(best) && score(r) > score(upright) * TURN_MARGIN) best = r;
  return best;
}

/** The page with nothing read and why (its text layer, if any, left as it was). */
export function withOutcome(page: PageLayout, outcome: OcrOutcome): PageLayout {
  return { ...page, ocrOutcome: outcome };
}

/** The page after OCR: the best reading's layout, or the original with a named outcome. */
export function pageFromReadings(original: PageLayout, readings: readonly Reading[]): PageLayout {
  const best = bestReading(readings);
  if (!best || wordsIn(best) === 0) return withOutcome(original, "blank");
  const lines = best.recognition.lines;
  if (legibleWords(lines) === 0 || meanConfidence(lines) < NOISE_CONFIDENCE)
    return withOutcome(original, "no-legible-text");
  const read = ocrPageLayout(original, best.recognition, best.turns);
  if (original.status !== "ok" || original.unusableText === "unmapped") return read;
  // A text layer over a picture: OCR replaces it only when it reads clearly more.
  const kept = wordCount(original);
  return legibleWords(lines) >= Math.max(2 * kept, kept + 8) ? read : withOutcome(original, "text-layer-kept");
}

const OUTCOME_TEXT: Record<OcrOutcome, string> = {
  read: "read by OCR",
  rotated: "read by OCR after turning the picture upright",
  blank: "OCR found nothing on this page: it looks blank",
  "no-legible-text": "OCR found no legible text on this page (a picture, not print)",
  "not-drawn": "this page could not be drawn for OCR",
  timeout: "OCR took too long on this page and was stopped",
  failed: "OCR failed on this page",
  "text-layer-kept": "its own text was kept: OCR read no more of it",
};

/** A plain sentence for how OCR ended on a page (the reader's page note, ingest --json). */
export function outcomeText(outcome: OcrOutcome): string {
  return OUTCOME_TEXT[outcome];
}

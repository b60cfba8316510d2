/**
 * What an OCR engine reads from one picture, as plain data: words with their boxes in the
 * picture's pixels, grouped into the engine's own lines, each with a confidence. Tesseract
 * (tesseract.js in the browser and in Node) reports them as TSV, one row per block,
 * paragraph, line and word; `parseTesseractTsv` reads that, so no engine object crosses.
 */

/** A greyscale picture of a page, one byte a pixel, rows packed (no padding). */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface OcrWord {
  text: string;
  /** Pixels of the recognised picture, origin top-left. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0–1. */
  confidence: number;
}

export interface OcrLine {
  words: OcrWord[];
}

export interface OcrRecognition {
  /** Size of the recognised picture in pixels. */
  width: number;
  height: number;
  lines: OcrLine[];
}

const LEVEL_WORD = "5";

/**
 * Tesseract's TSV: level, page, block, paragraph, line, word, left, top, width, height,
 * confidence (0–100, -1 on non-word rows), text. Words are grouped by block, paragraph and
 * line; empty words (a space Tesseract kept) are dropped.
 */
export function parseTesseractTsv(tsv: string, width: number, height: number): OcrRecognition {
  const lines: OcrLine[] = [];
  let lineKey = "";
  let current: OcrLine | null = null;
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells[0] !== LEVEL_WORD || cells.length < 12) continue;
    const text = cells.slice(11).join("\t").trim();
    if (!text) continue;
    const key = `${cells[2]}.${cells[3]}.${cells[4]}`;
    if (key !== lineKey || !current) lines.push((current = { words: [] }));
    lineKey = key;
    const [left, top, w, h, conf] = cells.slice(6, 11).map(Number);
    current.words.push({
      text,
      x0: left,
      y0: top,
      x1: left + w,
      y1: top + h,
      confidence: Math.max(0, Math.min(1, conf / 100)),
    });
  }
  return { width, height, lines };
}

/** The mean confidence of a reading's words weighted by their length (a long word misread costs more). */
export function meanConfidence(lines: readonly OcrLine[]): number {
  let sum = 0;
  let chars = 0;
  for (const line of lines)
    for (const w of line.words) {
      sum += w.confidence * w.text.length;
      chars += w.text.length;
    }
  return chars ? sum / chars : 0;
}

/** Words read with at least this confidence count as legible (Tesseract's own "good" mark is 0.6). */
export const LEGIBLE = 0.6;

export function legibleWords(lines: readonly OcrLine[]): number {
  let n = 0;
  for (const line of lines)
    for (const w of line.words) if (w.confidence >= LEGIBLE && /[\p{L}\p{N}]/u.test(w.text)) n++;
  return n;
}

/** The picture as a binary PGM (P5), a format Tesseract's image reader takes without a decoder. */
export function toPgm(image: GrayImage): Uint8Array {
  const text = `P5\n${image.width} ${image.height}\n255\n`;
  const head = Uint8Array.from(text, (c) => c.charCodeAt(0));
  const out = new Uint8Array(head.length + image.data.length);
  out.set(head);
  out.set(image.data, head.length);
  return out;
}

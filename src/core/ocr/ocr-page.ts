/**
 * An OCR reading of a page becomes the page's layout through the same path as a text layer:
 * each word turns into a raw text item (its left edge, width and the line's baseline and
 * size), and core/layout groups lines, finds columns and reading order exactly as it does for
 * PDFium's words. Trees, navigation, answers and pincites then need nothing special for scans.
 *
 * A picture read after turning it (a page scanned sideways) is laid out upright and its
 * rectangles are turned back, so highlights land on the page as it is drawn.
 */
import { buildPageLayout } from "../layout/page-layout";
import type { RawPage, RawTextItem } from "../layout/raw-page";
import type { Line, PageLayout, Rect, Word } from "../types";
import { meanConfidence, type OcrLine, type OcrRecognition } from "./ocr-result";

const FONT = "ocr";
/** Letters that reach below the baseline: a line's baseline is read from its other words. */
const DESCENDERS = /[gjpqy,;()[\]{}|/]/;
/** Top of the tallest letters above the baseline, as a share of the font size. */
const ASCENDER = 0.74;
/** Bottom of the line's box below the baseline when every word has a descender. */
const DESCENDER = 0.2;

const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];

/** Baseline and font size of one OCR line, in pixels. */
function lineMetrics(line: OcrLine): { baseline: number; size: number } {
  const top = Math.min(...line.words.map((w) => w.y0));
  const bottom = Math.max(...line.words.map((w) => w.y1));
  const flat = line.words.filter((w) => !DESCENDERS.test(w.text)).map((w) => w.y1);
  const height = Math.max(1, bottom - top);
  const baseline = flat.length ? median(flat) : bottom - (DESCENDER / (ASCENDER + DESCENDER)) * height;
  return { baseline, size: Math.max(1, (baseline - top) / ASCENDER) };
}

/** The reading as a RawPage of `width` × `height` points (the upright picture's page). */
export function ocrRawPage(page: number, width: number, height: number, reading: OcrRecognition): RawPage {
  const scale = width / reading.width;
  const items: RawTextItem[] = [];
  for (const line of reading.lines) {
    if (!line.words.length) continue;
    const { baseline, size } = lineMetrics(line);
    const fontSize = size * scale;
    for (const w of line.words) {
      // The item starts with a space (so core never glues it to the word before), which takes
      // its share of the width: the item begins one letter left of the word.
      const letter = (Math.max(0, w.x1 - w.x0) * scale) / w.text.length;
      items.push({
        str: ` ${w.text}`,
        transform: [fontSize, 0, 0, fontSize, w.x0 * scale - letter, height - baseline * scale],
        width: letter * (w.text.length + 1),
        height: fontSize,
        fontName: FONT,
        hasEOL: false,
      });
    }
  }
  return {
    page,
    width,
    height,
    viewportTransform: [1, 0, 0, -1, 0, height],
    items,
    fonts: { [FONT]: { ascent: ASCENDER + 0.06, descent: -DESCENDER, vertical: false, bold: false } },
  };
}

const round = (v: number) => Math.round(v * 1e5) / 1e5;

/** Maps a point of the picture turned `turns` quarter turns clockwise back onto the page (0–1). */
function unturn(a: number, b: number, turns: number): [number, number] {
  if (turns === 1) return [b, 1 - a];
  if (turns === 2) return [1 - a, 1 - b];
  if (turns === 3) return [1 - b, a];
  return [a, b];
}

function unturnRect<T extends Rect>(r: T, turns: number): T {
  const [u0, v0] = unturn(r.x0, r.y0, turns);
  const [u1, v1] = unturn(r.x1, r.y1, turns);
  return {
    ...r,
    x0: round(Math.min(u0, u1)),
    y0: round(Math.min(v0, v1)),
    x1: round(Math.max(u0, u1)),
    y1: round(Math.max(v0, v1)),
  };
}

function unturnLine(line: Line, turns: number): Line {
  return { ...unturnRect(line, turns), words: line.words.map((w: Word) => unturnRect(w, turns)) };
}

/**
 * The layout of `original` (its page number and size) read by OCR from a picture turned
 * `turns` quarter turns clockwise.
 */
export function ocrPageLayout(original: PageLayout, reading: OcrRecognition, turns: number): PageLayout {
  const sideways = turns % 2 === 1;
  const [w, h] = sideways ? [original.height, original.width] : [original.width, original.height];
  const laid = buildPageLayout(ocrRawPage(original.page, w || 612, h || 792, reading));
  const lines = turns ? laid.lines.map((l) => unturnLine(l, turns)) : laid.lines;
  return {
    page: original.page,
    width: original.width,
    height: original.height,
    lines,
    text: laid.text,
    status: laid.status,
    ...(laid.status === "no-text" ? { noText: original.noText ?? "scan" } : {}),
    ocr: true,
    confidence: Math.round(meanConfidence(reading.lines) * 1000) / 1000,
    ocrOutcome: turns ? "rotated" : "read",
  };
}

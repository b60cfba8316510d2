/**
 * The OCR driver's decisions with engines given as plain functions: pages taken in order over
 * the lanes, a page that hangs ends "timeout" (its engine restarted) while the others are read,
 * a page that cannot be drawn ends "not-drawn", and a cancelled run leaves unread pages untouched.
 */
import { describe, expect, it, vi } from "vitest";
import type { PageLayout } from "../types";
import { ocrPictureSize, OCR_DPI, OCR_MAX_PIXELS } from "./ocr-render";
import type { GrayImage, OcrRecognition } from "./ocr-result";
import { ocrPages, readPageByOcr, type OcrRecognizer, type OcrSource } from "./ocr-run";

const scan = (page: number): PageLayout => ({
  page,
  width: 612,
  height: 792,
  lines: [],
  text: "",
  status: "no-text",
  noText: "scan",
});

const image: GrayImage = { width: 1275, height: 1650, data: new Uint8Array(0) };
const source: OcrSource = { render: async () => image };

/** A clear reading of a few lines, tagged with the page it was asked for. */
function clearReading(tag: string): OcrRecognition {
  const words = Array.from({ length: 12 }, (_, i) => ({
    text: `${tag}word${i}`,
    x0: 100 + (i % 4) * 200,
    x1: 260 + (i % 4) * 200,
    y0: 100 + Math.floor(i / 4) * 40,
    y1: 118 + Math.floor(i / 4) * 40,
    confidence: 0.95,
  }));
  return { width: 1275, height: 1650, lines: [0, 1, 2].map((l) => ({ words: words.slice(l * 4, l * 4 + 4) })) };
}

describe("readPageByOcr", () => {
  it("ends a page that takes longer than its budget in 'timeout' and restarts the engine", async () => {
    const reset = vi.fn(async () => undefined);
    const hung: OcrRecognizer = { recognize: () => new Promise(() => undefined), reset };
    const page = await readPageByOcr(scan(4), source, hung, { pageBudgetMs: 30 });
    expect(page).toMatchObject({ page: 4, status: "no-text", ocrOutcome: "timeout" });
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("ends a page that cannot be drawn in 'not-drawn'", async () => {
    const broken: OcrSource = { render: async () => Promise.reject(new Error("out of memory")) };
    const recognizer: OcrRecognizer = { recognize: async () => clearReading("x"), reset: async () => undefined };
    expect(await readPageByOcr(scan(2), broken, recognizer)).toMatchObject({ ocrOutcome: "not-drawn" });
  });
});

describe("ocrPages", () => {
  it("reads every page over two lanes, keeps the others when one hangs, and returns them in page order", async () => {
    const lane = (): OcrRecognizer => ({
      recognize: async () => clearReading("p"),
      reset: async () => undefined,
    });
    let calls = 0;
    const slowSource: OcrSource = {
      render: async (page) => {
        calls++;
        if (page === 2) await new Promise((r) => setTimeout(r, 200));
        return image;
      },
    };
    const seen: number[] = [];
    const read = await ocrPages([scan(1), scan(2), scan(3), scan(5)], slowSource, [lane(), lane()], {
      pageBudgetMs: 100,
      onStart: (page) => seen.push(page),
    });
    expect(seen).toEqual([1, 2, 3, 5]);
    expect(read.map((p) => [p.page, p.ocrOutcome])).toEqual([
      [1, "read"],
      [2, "timeout"],
      [3, "read"],
      [5, "read"],
    ]);
    expect(calls).toBeGreaterThanOrEqual(4);
  });

  it("stops at once when cancelled and leaves the pages it did not finish to be read another time", async () => {
    const controller = new AbortController();
    const recognizer: OcrRecognizer = {
      recognize: () => new Promise(() => setTimeout(() => controller.abort(), 5)),
      reset: async () => undefined,
    };
    const read = await ocrPages([scan(1), scan(2), scan(3)], source, [recognizer], { signal: controller.signal });
    expect(read).toEqual([]);
  });
});

describe("ocrPictureSize", () => {
  it("draws a page at 150 dpi, turned when asked, and a page of any size within the pixel budget", () => {
    expect(ocrPictureSize(612, 792, { quarterTurns: 0, dpi: OCR_DPI, maxPixels: OCR_MAX_PIXELS })).toEqual([
      1275, 1650,
    ]);
    expect(ocrPictureSize(612, 792, { quarterTurns: 1, dpi: OCR_DPI, maxPixels: OCR_MAX_PIXELS })).toEqual([
      1650, 1275,
    ]);
    // PDF's largest page, 200 × 200 inches: 30,000 pixels a side at 150 dpi, drawn at 3,000.
    const [w, h] = ocrPictureSize(14_400, 14_400, { quarterTurns: 0, dpi: OCR_DPI, maxPixels: OCR_MAX_PIXELS });
    expect(w * h).toBeLessThanOrEqual(OCR_MAX_PIXELS);
    expect(w).toBe(3000);
  });
});

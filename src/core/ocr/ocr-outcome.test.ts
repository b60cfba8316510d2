import { describe, expect, it } from "vitest";
import type { PageLayout } from "../types";
import { bestReading, pageFromReadings, worthTurning, type Reading } from "./ocr-outcome";
import { needsOcr } from "./ocr-plan";
import type { OcrWord } from "./ocr-result";

const scan = (extra: Partial<PageLayout> = {}): PageLayout => ({
  page: 1,
  width: 612,
  height: 792,
  lines: [],
  text: "",
  status: "no-text",
  noText: "scan",
  ...extra,
});

/** A reading of `n` words; `tall` makes their boxes stand upright (Tesseract reading a sideways page). */
function reading(turns: number, n: number, confidence: number, tall = false): Reading {
  const words: OcrWord[] = Array.from({ length: n }, (_, i) => {
    const [w, h] = tall ? [14, 60] : [60, 14];
    return {
      text: `word${i}`,
      x0: 100 + (i % 8) * 80,
      x1: 100 + (i % 8) * 80 + w,
      y0: 100 + i * 3,
      y1: 100 + i * 3 + h,
      confidence,
    };
  });
  return { turns, recognition: { width: 1275, height: 1650, lines: words.map((w) => ({ words: [w] })) } };
}

describe("which pages OCR reads", () => {
  it("reads scans, pictures and unmapped glyphs, never blank pages, good text layers or pages already tried", () => {
    expect(needsOcr(scan())).toBe(true);
    expect(needsOcr(scan({ noText: "pictures" }))).toBe(true);
    expect(needsOcr(scan({ noText: "unmapped" }))).toBe(true);
    expect(needsOcr(scan({ noText: "blank" }))).toBe(false);
    expect(needsOcr(scan({ status: "ok", noText: undefined }))).toBe(false);
    expect(needsOcr(scan({ status: "ok", noText: undefined, unusableText: "sparse-over-picture" }))).toBe(true);
    expect(needsOcr(scan({ ocrOutcome: "blank" }))).toBe(false);
    expect(needsOcr(scan({ status: "failed", noText: undefined }))).toBe(false);
  });
});

describe("what a page's readings amount to", () => {
  it("keeps a clear upright reading and does not turn it", () => {
    const upright = reading(0, 40, 0.93);
    expect(worthTurning(upright)).toBe(false);
    expect(pageFromReadings(scan(), [upright])).toMatchObject({ status: "ok", ocr: true, ocrOutcome: "read" });
  });

  it("turns a page whose upright reading stands on end, and takes the turn that reads", () => {
    const sideways = reading(0, 40, 0.92, true);
    expect(worthTurning(sideways)).toBe(true);
    const best = bestReading([sideways, reading(1, 2, 0.3), reading(3, 40, 0.9), reading(2, 3, 0.4)]);
    expect(best.turns).toBe(3);
    expect(pageFromReadings(scan(), [sideways, reading(3, 40, 0.9)]).ocrOutcome).toBe("rotated");
  });

  it("names a blank picture and a picture with no legible text, keeping the page as it was", () => {
    expect(pageFromReadings(scan(), [reading(0, 0, 0)])).toMatchObject({ status: "no-text", ocrOutcome: "blank" });
    const noise = pageFromReadings(scan(), [reading(0, 6, 0.3), reading(1, 4, 0.35)]);
    expect(noise).toMatchObject({ status: "no-text", ocrOutcome: "no-legible-text" });
    expect(noise.ocr).toBeUndefined();
  });

  it("keeps a text layer over a picture unless OCR reads clearly more of it", () => {
    const layer = scan({
      status: "ok",
      noText: undefined,
      unusableText: "sparse-over-picture",
      lines: [
        {
          text: "Annual report",
          words: [
            { text: "Annual", x0: 0, y0: 0, x1: 0.1, y1: 0.02 },
            { text: "report", x0: 0.11, y0: 0, x1: 0.2, y1: 0.02 },
          ],
          x0: 0,
          y0: 0,
          x1: 0.2,
          y1: 0.02,
          fontSize: 20,
          bold: true,
          baseline: 0.02,
          column: 0,
        },
      ],
    });
    expect(pageFromReadings(layer, [reading(0, 3, 0.9)]).ocrOutcome).toBe("text-layer-kept");
    expect(pageFromReadings(layer, [reading(0, 30, 0.9)])).toMatchObject({ ocr: true, ocrOutcome: "read" });
  });
});

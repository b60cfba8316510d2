import { describe, expect, it } from "vitest";
import type { PageLayout } from "../types";
import { ocrPageLayout } from "./ocr-page";
import { parseTesseractTsv, type OcrLine, type OcrRecognition } from "./ocr-result";

const HEADER = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";
const row = (block: number, line: number, word: number, box: number[], conf: number, text: string) =>
  ["5", "1", block, "1", line, word, ...box, conf, text].join("\t");

/** A word `text` at pixel column x on a line whose letters sit on `baseline` (12 px tall). */
function word(text: string, x: number, baseline: number, confidence = 0.95) {
  const width = text.length * 7;
  return { text, x0: x, x1: x + width, y0: baseline - 12, y1: baseline + (/[gjpqy]/.test(text) ? 4 : 0), confidence };
}

const letterPage = (): PageLayout => ({
  page: 3,
  width: 612,
  height: 792,
  lines: [],
  text: "",
  status: "no-text",
  noText: "scan",
});

describe("parseTesseractTsv", () => {
  it("groups words by block, paragraph and line, drops empty ones and scales confidence to 0–1", () => {
    const tsv = [
      HEADER,
      "1\t1\t0\t0\t0\t0\t0\t0\t1275\t1650\t-1\t",
      row(1, 1, 1, [100, 50, 60, 20], 96.5, "Total"),
      row(1, 1, 2, [170, 50, 60, 20], 91, "assets"),
      row(1, 1, 3, [240, 50, 10, 20], 95, " "),
      row(1, 2, 1, [100, 80, 60, 20], 40, "4,821,892"),
      row(2, 1, 1, [900, 50, 60, 20], 88, "2015"),
    ].join("\n");
    const reading = parseTesseractTsv(tsv, 1275, 1650);
    expect(reading.lines.map((l) => l.words.map((w) => w.text))).toEqual([
      ["Total", "assets"],
      ["4,821,892"],
      ["2015"],
    ]);
    expect(reading.lines[0].words[0]).toEqual({ text: "Total", x0: 100, y0: 50, x1: 160, y1: 70, confidence: 0.965 });
  });
});

describe("ocrPageLayout", () => {
  const reading = (lines: OcrLine[]): OcrRecognition => ({ width: 1275, height: 1650, lines });

  it("lays OCR words out through core/layout: lines in reading order, boxes normalised to the page", () => {
    const lines = [
      { words: [word("Balance", 150, 200), word("sheet", 210, 200)] },
      { words: [word("Total", 150, 260), word("assets", 195, 260), word("4,821,892", 900, 260)] },
    ];
    const page = ocrPageLayout(letterPage(), reading(lines), 0);
    expect(page).toMatchObject({ page: 3, width: 612, height: 792, status: "ok", ocr: true, ocrOutcome: "read" });
    expect(page.lines.map((l) => l.text)).toEqual(["Balance sheet", "Total assets 4,821,892"]);
    const figure = page.lines[1].words[2];
    expect(figure.x0).toBeCloseTo(900 / 1275, 3);
    expect(figure.x1).toBeCloseTo((900 + 63) / 1275, 3);
    // The word's box straddles its baseline, as PDFium's do.
    expect(figure.y0).toBeLessThan(260 / 1650);
    expect(figure.y1).toBeGreaterThan(258 / 1650);
    expect(page.confidence).toBeCloseTo(0.95, 3);
  });

  it("turns a sideways reading's rectangles back onto the page", () => {
    // Read after turning the picture a quarter clockwise: the picture is 1650 wide, 1275 tall.
    const sideways = { width: 1650, height: 1275, lines: [{ words: [word("Upright", 100, 100)] }] };
    const page = ocrPageLayout(letterPage(), sideways, 1);
    expect(page.ocrOutcome).toBe("rotated");
    const w = page.lines[0].words[0];
    // A point (a, b) of the picture turned clockwise is (b, 1 − a) on the page: a word at the
    // picture's top left sits at the page's bottom left, running up it.
    expect(w.x0).toBeLessThan(88 / 1275);
    expect(w.x1).toBeGreaterThan(96 / 1275);
    expect(w.y1).toBeCloseTo(1 - 100 / 1650, 2);
    expect(w.y0).toBeCloseTo(1 - (100 + 49) / 1650, 2);
    expect(w.y1 - w.y0).toBeGreaterThan(w.x1 - w.x0);
  });
});

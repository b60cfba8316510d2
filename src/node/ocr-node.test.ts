/**
 * OCR end to end in Node, the engine the app runs (tesseract.js) on scans made here from a
 * shared filing: a balance sheet and a page of prose rasterised by pdftoppm at 150 dpi, a
 * typed page beside them, the prose page fed in sideways and a blank sheet, all in one
 * document so the model loads once. What a person relies on is checked: the words come back,
 * in reading order, the typed page is left alone, the sideways page is turned, the blank one
 * is named, and a balance-sheet figure asked of the scan is answered with a line pincite.
 */
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { askDocument } from "../core/ask/ask-document";
import { navDocument } from "../core/navigate";
import { buildIndex } from "../core/tree";
import type { DocumentLayout } from "../core/types";
import { makePdf } from "../testing/make-pdf";
import { rasterPage, scannedImage, scanPdf, turnImage } from "../testing/scan-pdf";
import { sharedFixture } from "../testing/shared-fixtures";
import { ingestPdfInNode } from "./ingest-node";

const FILING = sharedFixture("financebench/pdfs/ADOBE_2015_10K.pdf");
const BALANCE_SHEET = 59;
const PROSE = 30;

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Share of poppler's words on the original page that OCR read back (each counted once). */
function wordRecall(page: number, text: string): number {
  const bbox = execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-bbox", FILING, "-"]).toString();
  const gold = [...bbox.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((m) => norm(m[1].replace(/&amp;/g, "&")));
  const bag = new Map<string, number>();
  for (const w of text.split(/\s+/).map(norm).filter(Boolean)) bag.set(w, (bag.get(w) ?? 0) + 1);
  let hit = 0;
  const wanted = gold.filter(Boolean);
  for (const g of wanted) {
    const n = bag.get(g) ?? 0;
    if (n === 0) continue;
    hit++;
    bag.set(g, n - 1);
  }
  expect(wanted.length).toBeGreaterThan(50);
  return hit / wanted.length;
}

let layout: DocumentLayout;

beforeAll(async () => {
  const blank = { width: 400, height: 520, data: new Uint8Array(400 * 520).fill(255) };
  const pdf = scanPdf([
    { lines: [{ text: "Typed cover page of a scanned report", size: 16 }] },
    { scan: rasterPage(FILING, BALANCE_SHEET) },
    { scan: rasterPage(FILING, PROSE) },
    { scan: turnImage(rasterPage(FILING, PROSE), 1) },
    { scan: blank },
  ]);
  ({ layout } = await ingestPdfInNode(pdf));
}, 240_000);

describe("scanned pages read by OCR in Node", () => {
  it("leaves the typed page's own text layer alone", () => {
    const typed = layout.pages[0];
    expect(typed.ocr).toBeUndefined();
    expect(typed.ocrOutcome).toBeUndefined();
    expect(typed.text).toBe("Typed cover page of a scanned report");
  });

  it("reads a balance sheet's words and keeps each row's label and figures on one line", () => {
    const sheet = layout.pages[1];
    expect(sheet).toMatchObject({ status: "ok", ocr: true, ocrOutcome: "read" });
    expect(sheet.confidence).toBeGreaterThan(0.8);
    expect(wordRecall(BALANCE_SHEET, sheet.text)).toBeGreaterThan(0.93);
    expect(sheet.lines.some((l) => /Total current assets\W.*4,821,892 /.test(l.text))).toBe(true);
    const words = sheet.lines.flatMap((l) => l.words);
    expect(words.length).toBeGreaterThan(200);
    for (const w of words) expect(w.x0 >= 0 && w.x1 <= 1 && w.x0 < w.x1 && w.y0 < w.y1).toBe(true);
  });

  it("reads a page of prose in reading order", () => {
    const prose = layout.pages[2];
    expect(prose).toMatchObject({ status: "ok", ocr: true });
    expect(wordRecall(PROSE, prose.text)).toBeGreaterThan(0.95);
    const text = prose.text.replace(/\s+/g, " ");
    expect(text).toContain("Our investment portfolio may become impaired");
    expect(text.indexOf("investment portfolio")).toBeLessThan(text.indexOf("November 27, 2015"));
  });

  it("turns a page scanned sideways until it reads, and puts its words back on the page as drawn", () => {
    const sideways = layout.pages[3];
    expect(sideways).toMatchObject({ status: "ok", ocr: true, ocrOutcome: "rotated" });
    expect(wordRecall(PROSE, sideways.text)).toBeGreaterThan(0.9);
    const words = sideways.lines.flatMap((l) => l.words).filter((w) => w.text.length >= 6);
    expect(words.length).toBeGreaterThan(50);
    // On the page as it is drawn the lines run down it: long words stand taller than wide.
    expect(words.filter((w) => (w.y1 - w.y0) * 792 > (w.x1 - w.x0) * 612).length / words.length).toBeGreaterThan(0.9);
  });

  it("names a blank scanned sheet instead of inventing text", () => {
    expect(layout.pages[4]).toMatchObject({ status: "no-text", ocrOutcome: "blank" });
    expect(layout.pages[4].ocr).toBeUndefined();
  });

  it("answers a balance-sheet figure asked of the scan with a line pincite on the scanned page", async () => {
    const doc = navDocument(layout, await buildIndex(layout));
    const result = await askDocument({ doc, pages: layout.pages, question: "What were total current assets in 2015?" });
    const claim = result.answer.claims[0];
    expect(claim?.text ?? "").toContain("4,821,892");
    const cite = claim.citations[0];
    expect(cite).toMatchObject({ page: 2, precision: "line" });
    expect(cite.quote).toMatch(/Total current assets/);
    expect(cite.rects.length).toBe(1);
  });
});

describe("bad pictures end in a named outcome and the other pages are kept", () => {
  it("a 10,000 × 10,000 pixel scan is drawn within the pixel budget, and a photograph yields no text", async () => {
    // Stripes 2,048 pixels wide: a huge picture with nothing to read (make-pdf's default image).
    const huge = { width: 10_000, height: 10_000, x: 0, y: 0, drawWidth: 612, drawHeight: 792 };
    // A photograph-like picture: smooth shading and texture, no letters.
    const [w, h] = [600, 800];
    const photo = new Uint8Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        photo[y * w + x] = 128 + 60 * Math.sin(x / 37) * Math.cos(y / 53) + 30 * Math.sin((x * y) / 5000);
    const pdf = makePdf([[], [{ text: "A typed page between them" }], []], {
      images: [huge, undefined, scannedImage({ width: w, height: h, data: photo })],
    });
    const { layout: bad } = await ingestPdfInNode(pdf);
    expect(bad.pages).toHaveLength(3);
    for (const p of [bad.pages[0], bad.pages[2]]) {
      expect(["blank", "no-legible-text"]).toContain(p.ocrOutcome);
      expect(p.ocr).toBeUndefined();
    }
    expect(bad.pages[1].text).toBe("A typed page between them");
  }, 240_000);
});

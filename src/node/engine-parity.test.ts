/**
 * PDFium (the default engine) against pdf.js (the old one) on real filings: the same
 * words, boxes within 2 pt, the same section headings; and the fallback to pdf.js for a
 * file PDFium refuses, and encrypted files through PDFium.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildIndexSync } from "../core/tree";
import type { DocumentLayout, PageLayout, Word } from "../core/types";
import { readSharedFixture, sharedFixture } from "../testing/shared-fixtures";
import { ingestPdfInNode } from "./ingest-node";

const words = (page: PageLayout): Word[] => page.lines.flatMap((l) => l.words);

/** Pairs each PDFium word with the first unused pdf.js word of the same text nearby in order. */
function matchWords(a: Word[], b: Word[]): Array<[Word, Word]> {
  const pairs: Array<[Word, Word]> = [];
  const used = new Set<number>();
  let from = 0;
  for (const w of a) {
    for (let j = Math.max(0, from - 40); j < Math.min(b.length, from + 40); j++) {
      if (used.has(j) || b[j].text !== w.text) continue;
      used.add(j);
      pairs.push([w, b[j]]);
      from = j + 1;
      break;
    }
  }
  return pairs;
}

/** poppler's words on one page, normalised like ours (x0, y0, x1, y1 in 0–1). */
function popplerWords(file: string, page: number, width: number, height: number): Word[] {
  const html = execFileSync("pdftotext", ["-bbox", "-f", String(page), "-l", String(page), file, "-"]).toString("utf8");
  const out: Word[] = [];
  for (const m of html.matchAll(
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    const text = m[5]
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'");
    out.push({ text, x0: +m[1] / width, y0: +m[2] / height, x1: +m[3] / width, y1: +m[4] / height });
  }
  return out;
}

/** Pairs each word with the nearest word of the same text anywhere on the page (reading orders differ). */
function matchNearest(a: Word[], b: Word[]): Array<[Word, Word]> {
  const byText = new Map<string, Word[]>();
  for (const w of b) byText.set(w.text, [...(byText.get(w.text) ?? []), w]);
  const pairs: Array<[Word, Word]> = [];
  for (const w of a) {
    const near = (byText.get(w.text) ?? []).reduce<Word | null>(
      (best, c) =>
        !best || Math.hypot(c.x0 - w.x0, c.y0 - w.y0) < Math.hypot(best.x0 - w.x0, best.y0 - w.y0) ? c : best,
      null,
    );
    if (near) pairs.push([w, near]);
  }
  return pairs;
}

async function bothEngines(file: string, pages?: number[]): Promise<{ pdfium: DocumentLayout; pdfjs: DocumentLayout }> {
  const bytes = readSharedFixture(file);
  const [pdfium, pdfjs] = await Promise.all([
    ingestPdfInNode(bytes, { engine: "pdfium", pages }),
    ingestPdfInNode(bytes, { engine: "pdfjs", pages }),
  ]);
  expect(pdfium.engine).toBe("pdfium");
  return { pdfium: pdfium.layout, pdfjs: pdfjs.layout };
}

describe("PDFium and pdf.js read filings alike", () => {
  // One filing from each half of the set, pages spread through each.
  const samples: Array<[string, number[]]> = [
    ["3M_2018_10K.pdf", [1, 20, 47, 60, 101, 140]],
    ["PFIZER_2021_10K.pdf", [2, 30, 55, 70, 90]],
  ];
  for (const [file, pages] of samples) {
    it(`${file}: same words as pdf.js, glyph boxes within 2 pt of poppler's`, async () => {
      const { pdfium, pdfjs } = await bothEngines(`financebench/pdfs/${file}`, pages);
      expect(pdfium.pageCount).toBe(pdfjs.pageCount);
      for (let i = 0; i < pages.length; i++) {
        const [a, b] = [pdfium.pages[i], pdfjs.pages[i]];
        expect([a.width, a.height]).toEqual([b.width, b.height]);
        const [wa, wb] = [words(a), words(b)];
        const pairs = matchWords(wa, wb);
        // Nearly every word is the same word (pdf.js splits or joins a few differently).
        expect(pairs.length / Math.max(wa.length, wb.length), `page ${a.page}`).toBeGreaterThan(0.97);
        // Lines sit where pdf.js puts them (same font ascent and descent)…
        const sameLine = pairs.filter(
          ([x, y]) => Math.abs(x.y0 - y.y0) * a.height <= 2 && Math.abs(x.y1 - y.y1) * a.height <= 2,
        );
        expect(sameLine.length / pairs.length, `page ${a.page} lines`).toBeGreaterThan(0.95);
        // …and words start and end where the glyphs do (pdf.js interpolates inside a run).
        const poppler = matchNearest(
          wa,
          popplerWords(sharedFixture(`financebench/pdfs/${file}`), a.page, a.width, a.height),
        );
        const glyphExact = poppler.filter(
          ([x, p]) => Math.abs(x.x0 - p.x0) * a.width <= 2 && Math.abs(x.x1 - p.x1) * a.width <= 2,
        );
        expect(poppler.length / wa.length, `page ${a.page} poppler words`).toBeGreaterThan(0.95);
        expect(glyphExact.length / poppler.length, `page ${a.page} boxes`).toBeGreaterThan(0.95);
      }
    });
  }

  it("finds the same section headings in a whole filing", async () => {
    const { pdfium, pdfjs } = await bothEngines("financebench/pdfs/AMCOR_2022_8K_dated-2022-07-01.pdf");
    const titles = (l: DocumentLayout) => buildIndexSync(l).nodes.map((n) => n.title);
    expect(titles(pdfium).length).toBeGreaterThan(0);
    expect(titles(pdfium)).toEqual(titles(pdfjs));
  });

  it("reads the outline and printed page labels", async () => {
    const { pdfium, pdfjs } = await bothEngines("pdfs/ok/nested_outline.pdf", []);
    const rounded = (entries: DocumentLayout["outline"]): unknown =>
      entries.map((e) => ({
        ...e,
        top: e.top === null ? null : Math.round(e.top * 1000) / 1000,
        children: rounded(e.children),
      }));
    expect(pdfium.outline.length).toBeGreaterThan(0);
    expect(rounded(pdfium.outline)).toEqual(rounded(pdfjs.outline));
    expect(pdfium.pageLabels).toEqual(pdfjs.pageLabels);
  });
});

describe("engine choice", () => {
  it("falls back to pdf.js for a file PDFium refuses to open", async () => {
    const bytes = readSharedFixture("pdfs/hostile/poppler-742-0-fuzzed.pdf");
    await expect(ingestPdfInNode(bytes, { engine: "pdfium" })).rejects.toMatchObject({ code: "not-pdf" });
    const { engine, layout } = await ingestPdfInNode(bytes);
    expect(engine).toBe("pdfjs");
    expect(layout.pageCount).toBe(1);
  });

  it("opens an encrypted file with PDFium only with its password", async () => {
    const bytes = readSharedFixture("pdfs/hostile/issue6010_1.pdf");
    await expect(ingestPdfInNode(bytes, { engine: "pdfium" })).rejects.toMatchObject({ code: "password-required" });
    await expect(ingestPdfInNode(bytes, { engine: "pdfium", password: "nope" })).rejects.toMatchObject({
      code: "password-wrong",
    });
    const { engine, layout } = await ingestPdfInNode(bytes, { password: "abc" });
    expect(engine).toBe("pdfium");
    expect(layout.encrypted).toBe(true);
    expect(layout.pages[0].status).toBe("ok");
  });
});

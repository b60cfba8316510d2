/**
 * Words of a page set the way groff's PDF writer sets them (tj-spaced-pdf.ts): PDFium drops the
 * gap before a TJ's closing empty string, and the page's words must still read as printed.
 */
import { describe, expect, it } from "vitest";
import { tjSpacedPdf, type TjRun } from "../testing/tj-spaced-pdf";
import { ingestPdfInNode } from "./ingest-node";

async function lineTexts(lines: TjRun[][], engine: "pdfium" | "pdfjs" = "pdfium"): Promise<string[]> {
  const { layout } = await ingestPdfInNode(tjSpacedPdf(lines), { engine, ocr: false });
  expect(layout.pages).toHaveLength(1);
  return layout.pages[0].lines.map((l) => l.words.map((w) => w.text).join(" "));
}

const optionLine: TjRun[] = [
  { words: ["If"], emptyEnd: true },
  { words: ["shopt_option"], italic: true },
  { words: ["is", "present,", "it", "sets", "the", "value"], kernAfter: 1 },
  { words: ["of", "that", "option."] },
];
const sameFaceLine: TjRun[] = [
  { words: ["Each", "word"], emptyEnd: true },
  { words: ["is", "expanded"], emptyEnd: true },
  { words: ["using", "tilde", "expansion"], kernAfter: 5 },
  { words: ["and", "more."] },
];

describe("a TJ closed by an empty string after its last word gap", () => {
  it("keeps the gap: a face change after it is a new word, and a kerning pair set by Td is no break", async () => {
    expect(await lineTexts([optionLine])).toEqual(["If shopt_option is present, it sets the value of that option."]);
  });

  it("keeps the gap in one face, over several such arrays on a line, and on the next line", async () => {
    expect(await lineTexts([sameFaceLine, optionLine])).toEqual([
      "Each word is expanded using tilde expansion and more.",
      "If shopt_option is present, it sets the value of that option.",
    ]);
  });

  it("reads as pdf.js reads the same page", async () => {
    const lines = [sameFaceLine, optionLine];
    expect(await lineTexts(lines, "pdfium")).toEqual(await lineTexts(lines, "pdfjs"));
  });
});

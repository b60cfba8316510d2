/**
 * A page whose plot sits beside the text: the plot's tick labels share baselines with lines of
 * the text, and one falls between two lines of a sentence. The sentences read as printed.
 */
import { describe, expect, it } from "vitest";
import { pageUnits } from "../core/answer/cite/candidates";
import { makePdf, type PdfLine } from "../testing/make-pdf";
import { ingestPdfInNode } from "./ingest-node";

const text = (t: string, y: number): PdfLine => ({ text: t, x: 72, y, size: 10 });
const tick = (t: string, y: number, x = 420): PdfLine => ({ text: t, x, y, size: 5 });

async function sentences(lines: PdfLine[]): Promise<string[]> {
  const { layout } = await ingestPdfInNode(makePdf([lines]), { ocr: false });
  return pageUnits(layout.pages[0]).map((u) => u.text);
}

const page: PdfLine[] = [
  text("The package does not have indices for evenness", 100),
  tick("3.0", 100),
  tick("2.5", 107),
  text("(equitability), but the most common of these is", 112),
  tick("2.0", 118),
  text("easily found with one call.", 124),
  tick("0.5", 160, 400),
  tick("1", 160, 440),
  tick("2", 160, 480),
  text("Every site gets its own index value.", 172),
];

describe("text inside a figure", () => {
  it("stays out of the sentences it sits beside, and does not cut them", async () => {
    expect(await sentences(page)).toEqual([
      "The package does not have indices for evenness (equitability), but the most common of these is easily found with one call.",
      "Every site gets its own index value.",
    ]);
  });

  it("leaves a footnote's short last line, set where the text starts, as text", async () => {
    const note: PdfLine[] = [
      { text: "1 The index was first proposed for the study of sessile marine", x: 72, y: 190, size: 7 },
      { text: "plant communities.", x: 72, y: 198, size: 7 },
    ];
    expect(await sentences([...page, ...note])).toContain(
      "1 The index was first proposed for the study of sessile marine plant communities.",
    );
  });

  it("leaves a footnote set in smaller type as text", async () => {
    const note: PdfLine = { text: "1 The index was proposed in 1966 for plant communities.", x: 72, y: 190, size: 8 };
    expect(await sentences([text("Every site gets its own index value.", 172), note])).toContain(
      "1 The index was proposed in 1966 for plant communities.",
    );
  });
});

/** Printed page labels through the real pdf.js path: /PageLabels first, else the footers. */
import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../testing/make-pdf";
import { ingestPdfInNode } from "./ingest-node";

const body = (i: number): PdfLine[] => [
  { text: i % 2 ? "Results of operations" : "Liquidity and capital resources", size: 14 },
  { text: "The company reported steady results across its segments during the year." },
];
/** Six pages: a cover with no number, then pages printed 1..5 at the foot. */
const footed = () =>
  Array.from({ length: 6 }, (_, i) => (i === 0 ? body(i) : [...body(i), { text: String(i), y: 750 }]));

describe("printedLabels", () => {
  it("are the numbers printed in the footers when the PDF defines no /PageLabels", async () => {
    const { layout } = await ingestPdfInNode(makePdf(footed()));
    expect(layout.pageLabels).toBeNull();
    expect(layout.printedLabels).toEqual([null, "1", "2", "3", "4", "5"]);
  });

  it("come from /PageLabels when the PDF has them (roman front matter, then decimal)", async () => {
    const pdf = makePdf(footed(), {
      pageLabels: [
        { from: 0, style: "r" },
        { from: 2, style: "D" },
      ],
    });
    const { layout } = await ingestPdfInNode(pdf);
    expect(layout.printedLabels).toEqual(["i", "ii", "1", "2", "3", "4"]);
  });
});

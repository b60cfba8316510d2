import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { ingestPdfInNode } from "../../node/ingest-node";
import { buildIndex } from "../tree";
import { navDocument, navigateOffline } from "./index";
import { findPartReferences } from "./part-references";

describe("part references", () => {
  it("reads sections, chapters, appendices and articles, and nothing that only looks like one", () => {
    const refs = findPartReferences(
      "as shown in Section 4.2 and Appendix B; see Chapter 3, Article IV.\nSection 404 of the Act applies; " +
        "part of the cost",
    );
    expect(refs.map((r) => `${r.kind} ${r.label}`)).toEqual(["section 4.2", "appendix b", "chapter 3", "article iv"]);
    const captions = findPartReferences("Table 5.3 lists them, as Figure 6 and Fig. 2 show.");
    expect(captions.map((r) => `${r.kind} ${r.label}`)).toEqual(["table 5.3", "figure 6", "figure 2"]);
  });

  it("leads a question naming a table to its caption, not to the list of tables or a sentence citing it", async () => {
    const prose = (n: number) =>
      Array.from({ length: 5 }, (_, i) => ({ text: `Line ${i + 1} of page ${n} explains the window functions.` }));
    const pages: PdfLine[][] = [
      [
        { text: "List of Tables", size: 14, bold: true },
        ...Array.from({ length: 7 }, (_, i) => ({
          text: `Table 2.${i + 1} Window functions of kind ${i + 1} ..... ${i + 3}`,
        })),
      ],
      [
        { text: "2 Window functions", size: 14, bold: true },
        { text: "Table 2.1 is printed on the next page." },
        ...prose(2),
      ],
      [...prose(3), { text: "Hamming 0.54 0.46" }, { text: "Table 2.1: Window functions of the transform commands." }],
    ];
    const { layout } = await ingestPdfInNode(makePdf(pages));
    const nav = navDocument(layout, await buildIndex(layout));
    const found = navigateOffline(nav, "What does Table 2.1 list?");
    expect(found.evidence[0].page_start).toBe(3);
    expect(found.evidence[0].why).toMatch(/names table 2\.1/i);
  });

  it("leads a question that names a section to the page where that section starts", async () => {
    const prose = (n: number) =>
      Array.from({ length: 6 }, (_, i) => ({
        text: `Paragraph ${i + 1} of page ${n} discusses the model and its training.`,
      }));
    const pages: PdfLine[][] = [
      [{ text: "1 Introduction", size: 14, bold: true }, ...prose(1)],
      [{ text: "2 Related Work", size: 14, bold: true }, ...prose(2)],
      [{ text: "3 Method", size: 14, bold: true }, ...prose(3)],
      [{ text: "3.2 Dataset Construction", size: 12, bold: true }, ...prose(4)],
      [{ text: "4 Results", size: 14, bold: true }, ...prose(5)],
    ];
    const { layout } = await ingestPdfInNode(makePdf(pages));
    const nav = navDocument(layout, await buildIndex(layout));
    const found = navigateOffline(nav, "What does Section 3.2 describe?");
    expect(found.evidence[0].page_start).toBe(4);
    expect(found.evidence[0].why).toMatch(/names section 3\.2/i);
  });
});

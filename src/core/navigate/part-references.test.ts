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

/** Links read from a generated PDF with pdf.js in Node: only safe targets come through. */
import { describe, expect, it } from "vitest";
import { closePdf, openPdf } from "../../workers/pdf/pdf-document";
import { readPageLinks } from "../../workers/pdf/page-links";
import { makePdf } from "../testing/make-pdf";
import { loadPdfJs, pdfJsAssetsDir } from "./pdfjs-node";

describe("readPageLinks", () => {
  it("keeps web, mail and in-document links and drops script, launch and file targets", async () => {
    const bytes = makePdf([[{ text: "Links page" }], [{ text: "Second page" }]], {
      links: [
        [
          { x: 72, y: 100, width: 200, height: 20, action: { uri: "https://example.com/annual-report" } },
          { x: 72, y: 130, width: 200, height: 20, action: { uri: "mailto:ir@example.com" } },
          { x: 72, y: 160, width: 200, height: 20, action: { page: 2 } },
          { x: 72, y: 190, width: 200, height: 20, action: { uri: "javascript:alert(document.cookie)" } },
          { x: 72, y: 220, width: 200, height: 20, action: { javascript: "app.alert('hi')" } },
          { x: 72, y: 250, width: 200, height: 20, action: { launch: "calc.exe" } },
          { x: 72, y: 280, width: 200, height: 20, action: { uri: "file:///etc/passwd" } },
        ],
        [],
      ],
    });
    const pdfjs = await loadPdfJs();
    const pdf = await openPdf(pdfjs, bytes, { assetsBase: pdfJsAssetsDir() });
    try {
      const links = await readPageLinks(pdf.doc, 1);
      expect(links.map((l) => l.href ?? `page ${l.page}`)).toEqual(["https://example.com/annual-report", "mailto:ir@example.com", "page 2"]);
      const [web] = links;
      // 72 pt from the left of a 612 pt page, 100 pt from the top of a 792 pt page.
      expect(web.x0).toBeCloseTo(72 / 612, 3);
      expect(web.y0).toBeCloseTo(100 / 792, 3);
      expect(web.x1).toBeCloseTo(272 / 612, 3);
      expect(web.y1).toBeCloseTo(120 / 792, 3);
      expect(await readPageLinks(pdf.doc, 2)).toEqual([]);
    } finally {
      await closePdf(pdf);
    }
  });
});

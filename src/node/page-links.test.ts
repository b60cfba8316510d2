/** Links read from a generated PDF with pdf.js in Node: only safe targets come through. */
import { describe, expect, it } from "vitest";
import { closePdf, openPdf } from "../../workers/pdf/pdf-document";
import { readPageLinks } from "../../workers/pdf/page-links";
import { LINKS, linkedPdf } from "../testing/linked-pdf";
import { loadPdfJs, pdfJsAssetsDir } from "./pdfjs-node";
import { nodeEngines } from "./engines-node";

describe("readPageLinks", () => {
  it("keeps web, mail and in-document links and drops script, launch and file targets", async () => {
    const bytes = linkedPdf();
    const pdfjs = await loadPdfJs();
    const pdf = await openPdf(pdfjs, bytes, { assetsBase: pdfJsAssetsDir() });
    try {
      const links = await readPageLinks(pdf.doc, 1);
      expect(links.map((l) => l.href ?? `page ${l.page}`)).toEqual([
        "https://example.com/annual-report",
        "mailto:ir@example.com",
        "page 2",
      ]);
      const [web] = links;
      // Placed in points from the top-left of a 612 × 792 pt page.
      const at = LINKS[0];
      expect(web.x0).toBeCloseTo(at.x / 612, 3);
      expect(web.y0).toBeCloseTo(at.y / 792, 3);
      expect(web.x1).toBeCloseTo((at.x + at.width) / 612, 3);
      expect(web.y1).toBeCloseTo((at.y + at.height) / 792, 3);
      expect(await readPageLinks(pdf.doc, 2)).toEqual([]);
    } finally {
      await closePdf(pdf);
    }
  });
});

describe("links through the layout engines", () => {
  it("PDFium offers the same safe links as pdf.js, at the same places", async () => {
    const [pdfium] = nodeEngines("pdfium");
    const [pdfjs] = nodeEngines("pdfjs");
    const [a, b] = await Promise.all([pdfium.open(linkedPdf(), {}), pdfjs.open(linkedPdf(), {})]);
    try {
      const [la, lb] = await Promise.all([a.links(1), b.links(1)]);
      expect(la.map((l) => l.href ?? `page ${l.page}`)).toEqual([
        "https://example.com/annual-report",
        "mailto:ir@example.com",
        "page 2",
      ]);
      la.forEach((l, i) => {
        for (const k of ["x0", "y0", "x1", "y1"] as const) expect(l[k]).toBeCloseTo(lb[i][k], 3);
      });
      expect(await a.links(2)).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

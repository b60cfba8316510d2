import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeEngines, pdfiumWasmPath } from "../../src/node/engines-node";
import { warmUpPdf } from "../engine/warm-up-pdf";
import { loadPdfium } from "./pdfium-module";
import { heatPdfium } from "./pdfium-warm-up";

const CONTRACT = "../shared/documents/pdfs/CUAD_02_service_reynolds.pdf";

/** Every page of `bytes` laid out by PDFium in this thread's instance. */
async function layOut(bytes: Uint8Array): Promise<string[]> {
  const doc = await nodeEngines("pdfium")[0].open(bytes, {});
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.pageCount; n++) pages.push(JSON.stringify(await doc.layoutPage(n)));
    return pages;
  } finally {
    await doc.close();
  }
}

describe("the PDFium warm-up", () => {
  it("is a filing-like PDF whose simple-font and CID-font lines both read as words", async () => {
    const pages = (await layOut(await warmUpPdf())).map((p) => JSON.parse(p) as { text: string; status: string });
    expect(pages).toHaveLength(4);
    for (const page of pages) {
      expect(page.status).toBe("ok");
      // The CID lines are drawn a glyph at a time: their words come back through the ToUnicode map.
      expect(page.text.split("\n").length).toBeGreaterThan(40);
      expect(page.text).toMatch(/\$ \d/);
    }
    expect(pages[0].text).toMatch(/^Item 1\. /);
  });

  it("leaves the layout of a document read after it unchanged", async () => {
    const bytes = new Uint8Array(fs.readFileSync(CONTRACT));
    const before = await layOut(bytes);
    const pdfium = await loadPdfium(() => WebAssembly.compile(fs.readFileSync(pdfiumWasmPath())));
    await heatPdfium(pdfium, () => false);
    expect(await layOut(bytes)).toEqual(before);
  });

  it("opens nothing once real work has arrived", async () => {
    const pdfium = await loadPdfium(() => WebAssembly.compile(fs.readFileSync(pdfiumWasmPath())));
    let opened = 0;
    const counting = { ...pdfium, raw: { ...pdfium.raw, FPDF_LoadMemDocument: () => (opened++, 0) } };
    await heatPdfium(counting, () => true);
    let asked = 0;
    await heatPdfium(counting, () => ++asked > 1); // arrives while the PDF is being written
    expect(opened).toBe(0);
  });
});

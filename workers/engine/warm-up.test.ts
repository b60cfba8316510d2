import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeEngines } from "../../src/node/engines-node";
import { warmUpPdf } from "./warm-up-pdf";
import { warmUpLayout } from "./warm-up";

const CONTRACT = "../shared/documents/pdfs/CUAD_02_service_reynolds.pdf";

/** Every page of `bytes` laid out by PDFium in this thread's instance. */
const open = (bytes: Uint8Array) => nodeEngines("pdfium")[0].open(bytes, {});

async function layOut(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.pageCount; n++) pages.push(JSON.stringify(await doc.layoutPage(n)));
    return pages;
  } finally {
    await doc.close();
  }
}

describe("the layout warm-up", () => {
  it("is a filing-like PDF whose simple-font and CID-font lines both read as words", async () => {
    const pages = (await layOut(await warmUpPdf())).map((p) => JSON.parse(p) as { text: string; status: string });
    expect(pages).toHaveLength(4);
    for (const page of pages) {
      expect(page.status).toBe("ok");
      // The CID lines are drawn a glyph at a time: their words come back through the ToUnicode map.
      expect(page.text.split("\n").length).toBeGreaterThan(40);
      expect(page.text).toMatch(/\$ \d/);
    }
    expect(pages[0].text).toMatch(/^Table of Contents\nItem 1\. /);
    const doc = await open(await warmUpPdf());
    const info = await doc.info();
    await doc.close();
    expect(info.outline.map((o) => o.title)).toEqual(["Item 1", "Item 2", "Item 3", "Item 4"]);
  });

  it("embeds a TrueType program when given one, and draws characters beyond ASCII as a filing does", async () => {
    const font = new Uint8Array(fs.readFileSync("node_modules/pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf"));
    const bytes = await warmUpPdf(2, font);
    expect(new TextDecoder("latin1").decode(bytes)).toMatch(/\/FontFile2 \d+ 0 R/);
    const pages = (await layOut(bytes)).map((p) => JSON.parse(p) as { text: string; status: string });
    for (const page of pages) {
      expect(page.status).toBe("ok");
      // Simple-font marks (WinAnsi) and the CID font's own (its ToUnicode map), a fraction-sized line among them.
      for (const mark of ["’", "“", "—", "é", "§"]) expect(page.text).toContain(mark);
      expect(page.text).toContain("’a“a”a—a•a");
    }
  });

  it("leaves the layout of a document read after it unchanged", async () => {
    const bytes = new Uint8Array(fs.readFileSync(CONTRACT));
    const before = await layOut(bytes);
    await warmUpLayout(open, () => false);
    expect(await layOut(bytes)).toEqual(before);
  });

  it("opens nothing once real work has arrived, and stops between pages when it arrives", async () => {
    let opened = 0;
    const counting = (bytes: Uint8Array) => (opened++, open(bytes));
    await warmUpLayout(counting, () => true);
    let asked = 0;
    await warmUpLayout(counting, () => ++asked > 1); // arrives while the PDF is being written
    expect(opened).toBe(0);
    const read: number[] = [];
    const watching = async (bytes: Uint8Array) => {
      const doc = await open(bytes);
      const layoutPage = doc.layoutPage.bind(doc);
      return Object.assign(doc, { layoutPage: (n: number) => (read.push(n), layoutPage(n)) });
    };
    await warmUpLayout(watching, () => read.length >= 3);
    expect(read).toEqual([1, 2, 3]);
  });
});

import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { flattenTree } from "../../src/core/tree";
import { readTextDocument } from "./read-text-document";

describe("reading non-PDF files", () => {
  it("reads a Word file generated here, headings included", async () => {
    const p = (style: string | null, text: string) =>
      `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}<w:r><w:t>${text}</w:t></w:r></w:p>`;
    const zip = new JSZip();
    zip.file(
      "[Content_Types].xml",
      '<?xml version="1.0"?><Types ' +
        'xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ' +
        'ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ' +
        'ContentType="application/xml"/><Override PartName="/word/document.xml" ' +
        'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    zip.file(
      "_rels/.rels",
      '<?xml version="1.0"?><Relationships ' +
        'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" ' +
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
        'Target="word/document.xml"/></Relationships>',
    );
    zip.file(
      "word/document.xml",
      `<?xml version="1.0"?><w:document ` +
        `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` +
        p("Heading1", "Master Services Agreement") +
        p(null, "This agreement starts today.") +
        p("Heading2", "Termination") +
        p(null, "Either party may terminate with 30 days notice.") +
        p("Heading2", "Fees") +
        p(null, "Fees are due monthly.") +
        `</w:body></w:document>`,
    );
    const bytes = await zip.generateAsync({ type: "uint8array" });
    const { layout, tree } = await readTextDocument("contract.docx", bytes);
    expect(layout.format).toBe("docx");
    expect(flattenTree(tree.nodes).map((n) => [n.title, n.level])).toEqual([
      ["Master Services Agreement", 1],
      ["Termination", 2],
      ["Fees", 2],
    ]);
    expect(layout.pages[0].text).toContain("Either party may terminate with 30 days notice.");
  });

  it("names files it cannot read", async () => {
    await expect(readTextDocument("picture.png", new Uint8Array([1, 2, 3]))).rejects.toMatchObject({ code: "not-pdf" });
    await expect(readTextDocument("empty.md", new Uint8Array(0))).rejects.toMatchObject({ code: "empty-file" });
    await expect(readTextDocument("broken.docx", new TextEncoder().encode("not a zip"))).rejects.toMatchObject({
      code: "unreadable",
    });
  });
});

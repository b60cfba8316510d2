/**
 * A file that is not a PDF is named by its first bytes, with what to do about it.
 */
import { describe, expect, it } from "vitest";
import { notPdfDetail } from "./file-kind";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("notPdfDetail", () => {
  it("names pictures and says they are read by OCR once made a PDF", () => {
    const png = notPdfDetail(bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13]));
    const tiff = notPdfDetail(bytes("II*\x00", [8, 0, 0, 0]));
    expect(png).toMatch(/^It is an image: .*read it by OCR/);
    expect(tiff).toMatch(/^It is an image \(TIFF\): .*read it by OCR/);
  });

  it("names a ZIP archive, and a Word file inside one", () => {
    expect(notPdfDetail(bytes("PK\x03\x04", "....[Content_Types].xml"))).toContain("ZIP archive");
    expect(notPdfDetail(bytes("PK\x03\x04", "....word/document.xml"))).toContain("Word document");
  });
});

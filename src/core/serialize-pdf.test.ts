import { describe, expect, it } from "vitest";
import { serializePdf } from "./serialize-pdf";

/** The file's bytes as latin1 text: one character a byte, so string offsets are byte offsets. */
const asBytes = (pdf: Uint8Array) => String.fromCharCode(...pdf);

describe("serializePdf", () => {
  it("points the cross-reference table at every object's first byte, past binary streams and UTF-8 text", () => {
    const binary = Uint8Array.from([0x78, 0x9c, 0xff, 0x00, 0x80, 0xe9]);
    const pdf = serializePdf(
      [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [] /Count 0 >>",
        [`<< /Length ${binary.length} >>\nstream\n`, binary, "\nendstream"],
        "<< /Title (Café) >>",
        "<< /Producer (tests) >>",
      ],
      1,
      "1.7",
    );
    const text = asBytes(pdf);
    expect(text.startsWith("%PDF-1.7\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
    const entries = text.slice(startxref).match(/^\d{10} 00000 n $/gm) ?? [];
    expect(entries).toHaveLength(5);
    entries.forEach((e, i) => {
      const at = Number(e.slice(0, 10));
      expect(text.slice(at, at + `${i + 1} 0 obj\n`.length)).toBe(`${i + 1} 0 obj\n`);
    });
    expect(text).toContain("/Size 6 /Root 1 0 R");
  });
});

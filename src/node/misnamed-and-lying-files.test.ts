/**
 * Files generated here that lie about themselves: a page tree whose /Count claims far more
 * pages than the file holds, a ZIP, a Word file or UTF-16 text named .pdf, a PDF whose
 * only content is pictures. Each ends in a message that says what the file is, or a
 * document whose page count and warnings are true.
 */
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { readingWarnings } from "../core/layout/reading-warnings";
import { makePdf } from "../testing/make-pdf";
import { readTextDocument } from "../../workers/text/read-text-document";
import { assertHasText, ingestPdfInNode } from "./ingest-node";

const latin1 = (b: Uint8Array) => new TextDecoder("latin1").decode(b);
const bytesOf = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

function tenPages(): string {
  return latin1(
    makePdf(Array.from({ length: 10 }, (_, p) => [{ text: `Page ${p + 1}: revenue was ${p + 11} million dollars.` }])),
  );
}

/** A PDF edited as text, with its xref rebuilt from the objects' own numbers so only the edit is wrong. */
function rebuilt(text: string): Uint8Array {
  const body = text.slice(0, text.indexOf("xref\n"));
  const offsets = new Map([...body.matchAll(/(\d+) 0 obj\n/g)].map((m) => [Number(m[1]), m.index]));
  const size = Math.max(...offsets.keys()) + 1;
  const entries = Array.from({ length: size - 1 }, (_, i) => offsets.get(i + 1));
  const xref = entries.map((o) =>
    o === undefined ? "0000000000 65535 f \n" : `${String(o).padStart(10, "0")} 00000 n \n`,
  );
  return bytesOf(
    `${body}xref\n0 ${size}\n0000000000 65535 f \n${xref.join("")}trailer\n<< /Size ${size} /Root 1 0 R ` +
      `>>\nstartxref\n${body.length}\n%%EOF\n`,
  );
}

/** The page tree root's /Count replaced. */
const withCount = (count: number) => rebuilt(tenPages().replace(/\/Count 10\b/, `/Count ${count}`));

const utf16 = (text: string, bom: boolean) =>
  new Uint8Array([...(bom ? [0xff, 0xfe] : []), ...Buffer.from(text, "utf16le")]);
const REPORT = "Annual report\nRevenue grew 12% to $4.2 billion in fiscal 2023.\n".repeat(20);

describe("a page tree that claims more pages than the file holds", () => {
  for (const count of [500, 100_000]) {
    it(`/Count ${count} over 10 pages keeps the 10 and says what the file claims`, async () => {
      const { layout } = await ingestPdfInNode(withCount(count));
      expect(layout.pageCount).toBe(10);
      expect(layout.pages).toHaveLength(10);
      expect(layout.pages.every((p) => p.status === "ok")).toBe(true);
      expect(layout.declaredPages).toBe(count);
      expect(readingWarnings(layout)).toEqual([
        `The file declares ${count} pages, but only 10 could be found in it: it is damaged, and the rest are ` +
          `missing here.`,
      ]);
    });
  }
});

describe("a page tree that cannot be found at all", () => {
  it("names the pages a linearized file declares instead of saying it has none", async () => {
    // The catalog points at no page tree; the linearization dictionary at the head still says 10 pages.
    const linearized = tenPages()
      .replace("%PDF-1.4\n", "%PDF-1.4\n99 0 obj\n<< /Linearized 1 /L 5000 /N 10 >>\nendobj\n")
      .replace("/Type /Catalog /Pages 2 0 R", "/Type /Catalog /Pages 98 0 R");
    const err = (await ingestPdfInNode(rebuilt(linearized))
      .then((r) => assertHasText(r.layout))
      .catch((e: unknown) => e)) as { code: string; message: string };
    expect(err.message).toContain("the file declares 10 pages, but none could be found in it");
  });
});

describe("files that are not PDFs, named .pdf", () => {
  const notPdf = async (bytes: Uint8Array) => {
    const err = (await ingestPdfInNode(bytes).catch((e: unknown) => e)) as { code: string; message: string };
    expect(err.code).toBe("not-pdf");
    return err.message;
  };

  it("a ZIP holding a PDF says to unzip it; a Word file says to rename it", async () => {
    const zip = new JSZip().file("report.pdf", makePdf([[{ text: "Inside a zip" }]]));
    expect(await notPdf(await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }))).toContain(
      "ZIP archive: unzip it",
    );
    const docx = new JSZip().file("[Content_Types].xml", "<Types/>").file("word/document.xml", "<w:document/>");
    expect(await notPdf(await docx.generateAsync({ type: "uint8array" }))).toContain("Word document");
  });

  it("UTF-16 text, with a byte-order mark or without, even one starting %PDF, says it is text", async () => {
    for (const bytes of [utf16(REPORT, true), utf16(REPORT, false), utf16(`%PDF-1.7\n${REPORT}`, false)])
      expect(await notPdf(bytes)).toContain("plain text file (UTF-16)");
    expect(await notPdf(bytesOf(`<!DOCTYPE html><html><body>${REPORT}</body></html>`))).toContain("web page");
  });
});

describe("text files in UTF-16", () => {
  it("are read as the text they hold, not with a NUL beside every letter", async () => {
    for (const [bom, be] of [
      [true, false],
      [false, false],
      [true, true],
    ]) {
      let bytes = utf16(REPORT, bom);
      if (be) bytes = new Uint8Array(Buffer.from(bytes).swap16());
      const { layout } = await readTextDocument("report.txt", bytes);
      expect(layout.pages[0].text.startsWith("Annual report\nRevenue grew 12%")).toBe(true);
      expect(layout.pages[0].text).not.toContain("\u0000");
    }
  });
});

describe("text files in Windows-1252", () => {
  it("keep their accented letters, curly quotes, dashes and euro signs; UTF-8 stays UTF-8", async () => {
    const text = "Caf\u00e9 r\u00e9sum\u00e9 \u2014 \u201cna\u00efve\u201d revenue of \u20ac12 million";
    // Windows-1252 bytes: Latin-1 for the letters, 0x80 € 0x93 “ 0x94 ” 0x97 —.
    const cp1252: Record<string, number> = { "\u20ac": 0x80, "\u201c": 0x93, "\u201d": 0x94, "\u2014": 0x97 };
    const ansi = new Uint8Array([...text].map((c) => cp1252[c] ?? c.charCodeAt(0)));
    for (const bytes of [ansi, new TextEncoder().encode(text)]) {
      const { layout } = await readTextDocument("notes.txt", bytes);
      expect(layout.pages[0].text).toContain(text);
      expect(layout.pages[0].text).not.toContain("\ufffd");
    }
  });
});

describe("a PDF with pictures and no text", () => {
  it("is not called blank", async () => {
    const picture = { width: 300, height: 200, x: 72, y: 72, drawWidth: 300, drawHeight: 200 };
    const err = (await ingestPdfInNode(makePdf([[], []], { images: [picture, picture] }))
      .then((r) => assertHasText(r.layout))
      .catch((e: unknown) => e)) as { code: string; message: string };
    expect(err.code).toBe("no-text");
    expect(err.message).toBe(
      "This PDF's 2 pages hold pictures but no text, and OCR found no legible text in it: a sharper scan (300 dpi) may read.",
    );
  });
});

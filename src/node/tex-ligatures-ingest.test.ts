/**
 * Words of a page set in a dvips-style Type 3 font (tex-type3-pdf.ts): its f-ligatures have no
 * Unicode value, and the words that hold them must still read as printed.
 */
import { describe, expect, it } from "vitest";
import { texType3Pdf } from "../testing/tex-type3-pdf";
import { ingestPdfInNode } from "./ingest-node";

async function lineTexts(
  lines: string[],
  encoding: "OT1" | "T1",
  engine: "pdfium" | "pdfjs" = "pdfium",
): Promise<string[]> {
  const { layout } = await ingestPdfInNode(texType3Pdf(lines, encoding), { engine, ocr: false });
  return layout.pages[0].lines.map((l) => l.words.map((w) => w.text).join(" "));
}

const page = ["The {fi}les of A{ff}ymetrix are e{ffi}cient", "and o{ff} we go to the {fl}oor, ba{ffl}ed"];
const printed = ["The files of Affymetrix are efficient", "and off we go to the floor, baffled"];

describe("TeX f-ligatures a font leaves unmapped", () => {
  it("are read inside, at the start and at the end of words in T1's codes", async () => {
    expect(await lineTexts(page, "T1")).toEqual(printed);
  });

  it("are read in OT1's codes, which PDFium would otherwise take for spaces", async () => {
    expect(await lineTexts(page, "OT1")).toEqual(printed);
  });

  it("read the same with pdf.js where it hands over the codes (T1)", async () => {
    expect(await lineTexts(page, "T1", "pdfjs")).toEqual(printed);
  });

  it("leave the line's other words and their gaps as they were", async () => {
    expect(await lineTexts(["no ligature here at all"], "T1")).toEqual(["no ligature here at all"]);
  });
});

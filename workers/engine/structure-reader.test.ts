import { describe, expect, it } from "vitest";
import { makePdf } from "../../src/testing/make-pdf";
import { readPdfObjects, writePdfObjects } from "../../src/testing/structure-fuzz/pdf-objects";
import { writePackedPdf } from "../../src/testing/structure-fuzz/pdf-packed";
import { isDict, nameOf, PdfLexer } from "./pdf-lexer";
import { StructureReader } from "./structure-reader";

const report = makePdf([[{ text: "One" }], [{ text: "Two" }]], { pageLabels: [{ from: 0, style: "R" }] });
const objects = () => readPdfObjects(report)!;

async function labelStyle(bytes: Uint8Array): Promise<string | null> {
  const reader = await StructureReader.open(bytes);
  const labels = await reader?.resolve((await reader.catalog())?.get("PageLabels"));
  const nums = isDict(labels) ? labels.get("Nums") : undefined;
  const range = Array.isArray(nums) ? await reader!.resolve(nums[1]) : undefined;
  return isDict(range) ? nameOf(range.get("S")) : null;
}

describe("the structure reader", () => {
  it("reads the catalog through a cross-reference table, a stream with object streams, and a broken chain", async () => {
    expect(await labelStyle(report)).toBe("R");
    expect(await labelStyle(writePackedPdf(objects(), "flate"))).toBe("R");
    // Offsets all wrong, a /Prev that points at its own table: found by scanning, and the loop ends.
    expect(await labelStyle(writePdfObjects(objects(), { shift: 7, trailerExtra: " /Prev {xref}" }))).toBe("R");
    expect(await labelStyle(writePdfObjects(objects(), { noTrailer: true }))).toBe("R");
  });

  it("gives up on what it cannot decode rather than guess", async () => {
    const reader = await StructureReader.open(writePackedPdf(objects(), "hex-then-flate"));
    expect(await reader?.catalog()).toBeNull();
  });

  it("parses values nested a hundred thousand deep without running away", () => {
    const deep = "[".repeat(100_000) + "1" + "]".repeat(100_000);
    const lexer = new PdfLexer(deep);
    expect(Array.isArray(lexer.value())).toBe(true);
    // Past the nesting limit the brackets are read flat: the parse ends after the "1".
    expect(lexer.pos).toBeGreaterThan(100_000);
  });
});

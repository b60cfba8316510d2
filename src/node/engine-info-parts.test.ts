/**
 * Each engine reads only the structures `info(parts)` asks for (layout-engine.ts): the engine
 * chain asks the next engine for one structure alone, and a hostile file's page labels can be
 * huge when only its bookmarks were wanted. Both engines, on a file that has both structures.
 */
import { describe, expect, it } from "vitest";
import { makePdf } from "../testing/make-pdf";
import { nodeEngines } from "./engines-node";

const pdf = makePdf([[{ text: "Preface" }], [{ text: "Introduction" }], [{ text: "Methods" }]], {
  pageLabels: [
    { from: 0, style: "r" },
    { from: 1, style: "D" },
  ],
  outline: [
    { title: "Preface", page: 1 },
    { title: "Introduction", page: 2 },
    { title: "Methods", page: 3 },
  ],
});

describe("engine info parts", () => {
  for (const name of ["pdfium", "pdfjs"] as const) {
    it(`${name} reads both structures by default and leaves out the one not asked for`, async () => {
      const [engine] = nodeEngines(name);
      const doc = await engine.open(pdf, {});
      try {
        const all = await doc.info();
        expect(all.outline.map((e) => [e.title, e.page])).toEqual([
          ["Preface", 1],
          ["Introduction", 2],
          ["Methods", 3],
        ]);
        expect(all.pageLabels).toEqual(["i", "1", "2"]);

        const labelsOnly = await doc.info({ outline: false, pageLabels: true });
        expect(labelsOnly.outline).toEqual([]);
        expect(labelsOnly.pageLabels).toEqual(["i", "1", "2"]);

        const outlineOnly = await doc.info({ outline: true, pageLabels: false });
        expect(outlineOnly.outline).toHaveLength(3);
        expect(outlineOnly.pageLabels).toBeNull();
        expect(outlineOnly.pageCount).toBe(3);
      } finally {
        await doc.close();
      }
    });
  }
});

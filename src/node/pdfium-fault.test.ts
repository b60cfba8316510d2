/**
 * A PDFium fault is never the user's problem. A page-label tree that holds itself sends
 * PDFium's lookup into endless recursion until its shadow stack runs out ("memory access
 * out of bounds"): the tree is walked first and never handed over, and when it cannot be
 * walked (hidden in a stream only the engines decode) the fault discards that PDFium
 * instance and the labels are named as lost, the document still read.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readingWarnings } from "../core/layout/reading-warnings";
import { makePdf } from "../testing/make-pdf";
import { mutate } from "../testing/structure-fuzz/fuzz-files";
import { TREE_MUTATIONS } from "../testing/structure-fuzz/mutate-trees";
import { XREF_MUTATIONS } from "../testing/structure-fuzz/mutate-xref";
import { FirstChoice, LastChoice } from "../testing/structure-fuzz/pdf-edit";
import { ingestPdfInNode } from "./ingest-node";

const twoPages = makePdf([[{ text: "The first page of the report." }], [{ text: "The second page, with figures." }]]);
const kind = (name: string) => [...TREE_MUTATIONS, ...XREF_MUTATIONS].find((m) => m.kind === name)!;
const selfHolding = mutate(twoPages, [kind("labels-self")], new FirstChoice())!;

/** The same tree packed in an object stream whose filters (last choice: hex, then Flate) only the engines decode. */
const hidden = mutate(twoPages, [kind("labels-self"), kind("xref-packed")], new LastChoice())!;

describe("a page-label tree that holds itself", () => {
  it("is walked first and never handed to PDFium: both pages read, the labels named as ignored", async () => {
    const { layout, engine } = await ingestPdfInNode(selfHolding);
    expect(engine).toBe("pdfium");
    expect(layout.pages.map((p) => p.status)).toEqual(["ok", "ok"]);
    expect(layout.pageLabels).toBeNull();
    expect(readingWarnings(layout)).toContain("Page labels ignored: their tree loops back on itself.");
  });

  it("is found in a Flate object stream too", async () => {
    const packed = mutate(twoPages, [kind("labels-self"), kind("xref-packed")], new FirstChoice())!;
    const { layout } = await ingestPdfInNode(packed);
    expect(readingWarnings(layout)).toContain("Page labels ignored: their tree loops back on itself.");
  });

  it("hidden from the walk, faults PDFium: that instance is discarded and the next document gets a fresh one", async () => {
    const { layout, engine } = await ingestPdfInNode(hidden);
    expect(engine).toBe("pdfium");
    expect(layout.pages.map((p) => p.status)).toEqual(["ok", "ok"]);
    expect(readingWarnings(layout)).toEqual(["Page labels ignored: damaged."]);
    const next = await ingestPdfInNode(
      makePdf([[{ text: "Another document." }]], { pageLabels: [{ from: 0, style: "R" }] }),
    );
    expect(next.engine).toBe("pdfium");
    expect(next.layout.pageLabels).toEqual(["I"]);
  });

  it("`pincite ingest --json` prints one line naming what was lost, and no stack trace", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pincite-fault-"));
    const file = path.join(dir, "labels-hold-themselves.pdf");
    fs.writeFileSync(file, hidden);
    try {
      const out = execFileSync(process.execPath, ["--import", "tsx", "src/cli/pincite.ts", "ingest", file, "--json"], {
        stdio: ["ignore", "pipe", "pipe"],
      }).toString();
      const lines = out.trim().split("\n");
      expect(lines).toHaveLength(1);
      const report = JSON.parse(lines[0]) as { pages: number; warnings: string[] };
      expect(report.pages).toBe(2);
      expect(report.warnings).toEqual(["Page labels ignored: damaged."]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

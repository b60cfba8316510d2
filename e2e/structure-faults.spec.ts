import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { makePdf } from "../src/testing/make-pdf";
import { mutate } from "../src/testing/structure-fuzz/fuzz-files";
import { TREE_MUTATIONS } from "../src/testing/structure-fuzz/mutate-trees";
import { XREF_MUTATIONS } from "../src/testing/structure-fuzz/mutate-xref";
import { FirstChoice, LastChoice, pagesRoot, setIn } from "../src/testing/structure-fuzz/pdf-edit";
import { readPdfObjects, ref, writePdfObjects } from "../src/testing/structure-fuzz/pdf-objects";
import { dropFile, snap, trackPageErrors, waitForIngest } from "./fixtures";

const kind = (name: string) => [...TREE_MUTATIONS, ...XREF_MUTATIONS].find((m) => m.kind === name)!;

function writeHostileStructures(dir: string): void {
  const report = makePdf([
    [{ text: "Annual report", size: 16, bold: true }, { text: "Revenue grew 12% to $4.2 billion." }],
    [{ text: "Outlook", size: 16, bold: true }, { text: "Margins should hold next year." }],
  ]);
  const kidsNotPages = readPdfObjects(report)!;
  setIn(kidsNotPages, pagesRoot(kidsNotPages)!, "Kids", `[${ref(kidsNotPages, kidsNotPages.root)} 99999 0 R null 7]`);
  const files: Record<string, Uint8Array> = {
    "labels-hold-themselves.pdf": mutate(report, [kind("labels-self")], new FirstChoice())!,
    // The last choice packs the objects into a stream written hex, then Flate: only the engines decode it.
    "labels-fault-pdfium.pdf": mutate(report, [kind("labels-self"), kind("xref-packed")], new LastChoice())!,
    "kids-not-pages.pdf": writePdfObjects(kidsNotPages),
  };
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes);
}

test("hostile structures: the reader is told what was lost, never an engine's words, and nothing is uncaught", async ({
  page,
}, info) => {
  const errors = trackPageErrors(page);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pincite-structures-"));
  writeHostileStructures(dir);
  await page.goto("/");
  // Walked before PDFium could be handed it: the labels are left out, the pages read.
  await dropFile(page, path.join(dir, "labels-hold-themselves.pdf"));
  expect(await waitForIngest(page, "labels-hold-themselves.pdf", 15_000)).toBe("ready");
  await expect(page.getByTestId("page-warnings")).toContainText(
    "Page labels ignored: their tree loops back on itself.",
  );
  // Hidden from that walk, the tree faults PDFium: that instance goes, the document is still read with PDFium.
  await dropFile(page, path.join(dir, "labels-fault-pdfium.pdf"));
  expect(await waitForIngest(page, "labels-fault-pdfium.pdf", 15_000)).toBe("ready");
  await expect(page.getByTestId("page-count")).toHaveText("2");
  await expect(page.getByTestId("page-warnings")).toContainText("Page labels ignored: damaged.");
  await expect(page.getByTestId("page-warnings")).not.toContainText(/memory access|out of bounds|wasm/i);
  await expect(page.getByTestId("layout-engine")).toHaveAttribute("data-engine", "pdfium");
  await snap(page, info, "labels-ignored-damaged");
  // pdf.js leaves a rejection nobody awaits on such a page tree: it is not the page's uncaught error.
  await dropFile(page, path.join(dir, "kids-not-pages.pdf"));
  expect(await waitForIngest(page, "kids-not-pages.pdf", 15_000)).toBe("error");
  await expect(page.getByTestId("ingest-error")).not.toContainText(/FormatError|Kid node/);
  fs.rmSync(dir, { recursive: true, force: true });
  expect(errors).toEqual([]);
});

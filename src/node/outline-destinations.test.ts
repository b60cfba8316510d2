/**
 * Bookmarks resolve to their pages however the destination is written (explicit array, page
 * index, named destination in a name tree or the catalog's /Dests, directly or through a GoTo
 * action), in both engines; a name tree whose /Limits are out of order, which PDFium's lookup
 * trusts, is recovered by the engine chain; and the outline then wins as the tree.
 */
import { describe, expect, it } from "vitest";
import { buildIndexSync, flattenTree } from "../core/tree";
import { makePdf, type PdfLine } from "../testing/make-pdf";
import { outlineCatalog, type DestinationKind, type PdfBookmark } from "../testing/outlined-pdf";
import { ingestPdfInNode } from "./ingest-node";

const TITLES = ["Scope", "Definitions", "Obligations", "Payment", "Termination", "Notices", "Schedules"];
const KINDS: DestinationKind[] = ["explicit", "page-index", "named", "named-action", "named-dict", "named", "named"];

const pages: PdfLine[][] = TITLES.map((t) => [
  { text: t, size: 18, bold: true },
  { text: "The parties agree to the terms set out in this part of the document.", size: 10 },
]);
const bookmarks: PdfBookmark[] = [
  {
    title: "Part One",
    page: 1,
    children: TITLES.slice(0, 4).map((title, i) => ({ title, page: i + 1, kind: KINDS[i] })),
  },
  ...TITLES.slice(4).map((title, i) => ({ title, page: i + 5, kind: KINDS[i + 4] })),
];
const pagesOf = (
  outline: { title: string; page: number | null; children: unknown[] }[],
): Record<string, number | null> =>
  Object.fromEntries(
    outline.flatMap((e) => [[e.title, e.page], ...Object.entries(pagesOf(e.children as typeof outline))]),
  );
const expected = { "Part One": 1, ...Object.fromEntries(TITLES.map((t, i) => [t, i + 1])) };

describe("outline destinations", () => {
  for (const engine of ["pdfium", "pdfjs"] as const) {
    it(`resolve named, explicit and page-index targets (${engine})`, async () => {
      const pdf = makePdf(pages, { catalog: outlineCatalog(bookmarks) });
      const { layout } = await ingestPdfInNode(pdf, { engine });
      expect(pagesOf(layout.outline)).toEqual(expected);
    });
  }

  it("find a named destination that a name tree's out-of-order limits hide from a lookup", async () => {
    const pdf = makePdf(pages, { catalog: outlineCatalog(bookmarks, { unsortedLimits: true }) });
    const { layout } = await ingestPdfInNode(pdf);
    expect(pagesOf(layout.outline)).toEqual(expected);
    const tree = buildIndexSync(layout);
    expect(tree.source).toBe("outline");
    const nodes = flattenTree(tree.nodes);
    expect(nodes.length).toBe(TITLES.length + 1);
    for (const n of nodes) expect(n.page_start, n.title).toBe(expected[n.title as keyof typeof expected]);
  });
});

/**
 * Trees of real documents that are not filings (../shared/documents, development part only):
 * an outlined agency report whose bookmarks are the truth, with and without them; a manual whose
 * contents page runs in two columns; a contract numbered in run-in sections; a paper.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bookmarksOf, scoreBookmarks, startsLine } from "../../cli/eval/outline-truth";
import { partFilter } from "../../testing/holdout";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { buildIndex, flattenTree } from "./index";
import type { DocumentLayout } from "../types";

/** A listed file of a set's development part (tests never read the held-aside third), laid out once. */
async function devLayout(relPath: string): Promise<DocumentLayout> {
  const file = sharedFixture(relPath);
  expect(partFilter(path.dirname(file), "dev")(path.basename(file, ".pdf"))).toBe(true);
  return loadLayoutCached(file);
}

describe("real documents", () => {
  it("an outlined report keeps every bookmark as a node, and without them gets most back", async () => {
    const layout = await devLayout("documents/outlined/2018-annual-performance-report.pdf");
    const marks = bookmarksOf(layout.outline);
    expect(marks.length).toBeGreaterThan(10);
    const kept = scoreBookmarks(layout, await buildIndex(layout), marks);
    expect(kept.findable).toBeGreaterThan(10);
    expect(kept.matched).toBe(kept.findable);
    const stripped = { ...layout, outline: [] };
    const tree = await buildIndex(stripped);
    expect(tree.source).toBe("contents");
    const recovered = scoreBookmarks(stripped, tree, marks);
    expect(recovered.matched / recovered.findable).toBeGreaterThan(0.8);
  }, 120_000);

  it("a manual's two-column contents page, lines running across both columns, gives its sections", async () => {
    const layout = await devLayout("documents/pdfs/owners-manual-2170416.pdf");
    const marks = bookmarksOf(layout.outline);
    const stripped = { ...layout, outline: [] };
    const tree = await buildIndex(stripped);
    expect(tree.source).toBe("contents");
    const score = scoreBookmarks(stripped, tree, marks);
    expect(score.findable).toBeGreaterThan(30);
    expect(score.matched / score.findable).toBeGreaterThan(0.85);
  }, 120_000);

  it("a license agreement in run-in numbered sections gets them as its tree", async () => {
    const layout = await devLayout("documents/pdfs/CUAD_06_license_morganstanley.pdf");
    const tree = await buildIndex(layout);
    expect(tree.source).toBe("headings");
    const top = tree.nodes.filter((n) => /^\d+\.\s/.test(n.title));
    expect(top.map((n) => Number(n.title.split(".")[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const sections = flattenTree(tree.nodes).filter((n) => /^Section \d+\.\d+\./.test(n.title));
    expect(sections.length).toBeGreaterThan(15);
    // Each section node opens on the page where its heading starts a line (the eval's own matcher).
    for (const n of sections) expect(startsLine(layout, n.page_start, n.title), n.title).toBe(true);
  }, 120_000);

  it("a paper's numbered sections nest by their numbers", async () => {
    const layout = await devLayout("documents/pdfs/2310.07609v1.pdf");
    const tree = await buildIndex(layout);
    const three = tree.nodes.find((n) => /^3 /.test(n.title));
    const numbers = three?.children.map((c) => c.title.split(" ")[0]) ?? [];
    // The paper's section 3 has five subsections, 3.1 to 3.5.
    expect(numbers).toEqual(["3.1", "3.2", "3.3", "3.4", "3.5"]);
    const nodes = flattenTree(tree.nodes);
    expect(nodes.length).toBeGreaterThan(10);
    for (const n of nodes) expect(startsLine(layout, n.page_start, n.title), n.title).toBe(true);
  }, 120_000);
});

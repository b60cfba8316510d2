/** Trees of real filings (development part only; slow: each layout takes seconds, cached under scratch/). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { itemPages, STANDARD_ITEMS } from "../../testing/tree-items";
import { partFilter } from "../../testing/holdout";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { buildIndex, buildIndexSync, flattenTree } from "./index";
import { titleOnPage } from "./text-match";
import type { DocumentLayout } from "../types";

/** A listed file of a set's development part (tests never read the held-aside third), laid out once. */
async function devLayout(relPath: string): Promise<DocumentLayout> {
  const file = sharedFixture(relPath);
  expect(partFilter(path.dirname(file), "dev")(path.basename(file, ".pdf"))).toBe(true);
  return loadLayoutCached(file);
}

describe("real filings", () => {
  // Speed is measured by `npm run eval -- tree` (ms_per_doc), not asserted here.
  it("a 10-K's contents tree: items under parts, each on the page its heading opens, deterministic", async () => {
    const layout = await devLayout("financebench/pdfs/NIKE_2021_10K.pdf");
    expect(JSON.stringify(buildIndexSync(structuredClone(layout)))).toBe(JSON.stringify(buildIndexSync(layout)));
    const tree = await buildIndex(layout);
    expect(tree.source).toBe("contents");
    const nodes = flattenTree(tree.nodes);
    // Where each item starts, read independently of the builder (the tree eval's truth).
    const truth = itemPages(layout, "10-K");
    expect(truth.size).toBeGreaterThanOrEqual(6);
    for (const [item, page] of truth) {
      const node = nodes.find((n) => new RegExp(`^item ${item}\\b`, "i").test(n.title));
      expect(node?.page_start, `Item ${item}`).toBe(page);
      expect(node?.level, `Item ${item}`).toBe(2);
    }
    expect(tree.nodes.find((n) => n.title === "PART II")?.children.some((c) => /^item 7\b/i.test(c.title))).toBe(true);
    expect(nodes.filter((n) => titleOnPage(layout, n.page_start, n.title)).length / nodes.length).toBeGreaterThan(0.95);
  }, 120_000);

  it("a 10-Q: Part I items 1, 2 and 4 found and placed", async () => {
    const layout = await devLayout("filings/pdfs/PAYPAL_2023Q2_10Q.pdf");
    const tree = await buildIndex(layout);
    const part1 = tree.nodes.find((n) => /^part i\b(?!i)/i.test(n.title.trim()));
    const truth = itemPages(layout, "10-Q");
    expect(truth.size).toBe(STANDARD_ITEMS["10-Q"].length);
    for (const [item, page] of truth) {
      const node = part1?.children.find((c) => new RegExp(`^item ${item}\\b`, "i").test(c.title));
      expect(node?.page_start, `Item ${item}`).toBe(page);
    }
  }, 120_000);

  it("a PDF outline whose parent bookmark has no target becomes the tree", async () => {
    const layout = await devLayout("pdfs/ok/outlines_se.pdf");
    const tree = buildIndexSync(layout);
    expect(tree.source).toBe("outline");
    expect(tree.nodes.map((n) => [n.title, n.page_start, n.page_end])).toEqual([["P tags", 1, 2]]);
    expect(tree.nodes[0].children.map((c) => [c.title, c.page_start])).toEqual([
      ["Hello", 1],
      ["World", 2],
    ]);
  }, 60_000);

  it("an exhibit titled over two centred lines in capitals is one node, and so is the next exhibit", async () => {
    const layout = await devLayout("financebench/pdfs/KRAFTHEINZ_2019_10K.pdf");
    const nodes = flattenTree((await buildIndex(layout)).nodes);
    const amendment = nodes.find((n) => /^FURTHER AMENDMENT TO THE MASTER OWNERSHIP/.test(n.title));
    expect(amendment?.title).toMatch(/REGARDING TRADEMARKS AND RELATED INTELLECTUAL PROPERTY$/);
    expect(amendment && titleOnPage(layout, amendment.page_start, amendment.title)).toBe(true);
    expect(nodes.filter((n) => n.title === "RELATED INTELLECTUAL PROPERTY")).toEqual([]);
    const release = nodes.find((n) => n.title === "SEPARATION AGREEMENT AND GENERAL RELEASE");
    expect(release && titleOnPage(layout, release.page_start, release.title)).toBe(true);
  }, 120_000);
});

/** Trees of real documents laid out by pdf.js (slow: each layout takes seconds). */
import { describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../node/ingest-node";
import { readSharedFixture } from "../../testing/shared-fixtures";
import { buildIndex, buildIndexSync, flattenTree } from "./index";
import { titleOnPage } from "./text-match";

const layoutOf = async (file: string) => (await ingestPdfInNode(readSharedFixture(file))).layout;

describe("real filings", () => {
  // Speed is measured by `npm run eval -- tree` (ms_per_doc), not asserted here.
  it("3M 2022 10-K: contents tree with items under parts, on their pages, deterministic", async () => {
    const layout = await layoutOf("financebench/pdfs/3M_2022_10K.pdf");
    expect(JSON.stringify(buildIndexSync(structuredClone(layout)))).toBe(JSON.stringify(buildIndexSync(layout)));
    const tree = await buildIndex(layout);
    expect(tree.source).toBe("contents");
    const nodes = flattenTree(tree.nodes);
    const item = (label: string) => nodes.find((n) => new RegExp(`^item ${label}\\b`, "i").test(n.title));
    expect(item("7")).toMatchObject({ page_start: 19, level: 2 });
    expect(item("8")?.page_start).toBe(43);
    expect(item("9A")?.page_start).toBe(125);
    expect(tree.nodes.find((n) => n.title === "PART II")?.children.some((c) => c.title.startsWith("ITEM 7"))).toBe(
      true,
    );
    expect(nodes.find((n) => /^note 13\b/i.test(n.title))?.page_start).toBe(77);
    expect(nodes.filter((n) => titleOnPage(layout, n.page_start, n.title)).length / nodes.length).toBeGreaterThan(0.95);
  }, 60_000);

  it("AMCOR 10-Q: Part I items 1, 2 and 4 found and placed", async () => {
    const layout = await layoutOf("financebench/pdfs/AMCOR_2023Q2_10Q.pdf");
    const tree = await buildIndex(layout);
    expect(tree.source).toBe("contents");
    const part1 = tree.nodes.find((n) => /^part i$/i.test(n.title.trim()));
    const items = part1?.children.map((c) => c.title.match(/^item (\d+)/i)?.[1]);
    expect(items).toEqual(expect.arrayContaining(["1", "2", "4"]));
    for (const n of part1!.children) expect(titleOnPage(layout, n.page_start, n.title)).toBe(true);
  }, 60_000);

  it("a PDF outline with numbered bookmarks becomes the tree", async () => {
    const layout = await layoutOf("pdfs/ok/nested_outline.pdf");
    const tree = buildIndexSync(layout);
    expect(tree.source).toBe("outline");
    expect(tree.nodes.map((n) => [n.title, n.page_start, n.page_end])).toEqual([
      ["1. Introduction", 1, 3],
      ["2. Main Content", 4, 6],
      ["3. Conclusion", 7, 9],
    ]);
    expect(tree.nodes[0].children.map((c) => c.page_start)).toEqual([2, 3]);
  }, 60_000);
});

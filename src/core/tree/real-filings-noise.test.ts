/**
 * Real filings with the noise shapes of issue 14 (layouts from the shared cache): the SEC
 * cover's header and a running "Table of Contents" link on every page are not sections,
 * whichever source the tree comes from, and the cover node is named by the form it covers.
 */
import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { flattenTree } from "./assemble";
import { buildIndexSync } from "./build-index";
import type { SectionTree } from "./types";

async function treeOf(name: string): Promise<SectionTree> {
  return buildIndexSync(await loadLayoutCached(sharedFixture(`financebench/pdfs/${name}`)));
}

const NOISE =
  /^(table of contents|united states( securities and exchange commission)?|securities and exchange commission|form 10-[kq])$/i;
const noise = (tree: SectionTree) =>
  flattenTree(tree.nodes)
    .filter((n) => n.source !== "cover" && NOISE.test(n.title.trim()))
    .map((n) => `${n.title}@${n.page_start}`);

describe("noise on real filings", () => {
  it("a running 'Table of Contents' link heading every page does not title the cover (contents source)", async () => {
    const tree = await treeOf("NIKE_2021_10K.pdf");
    expect(tree.source).toBe("contents");
    expect(tree.nodes[0]).toMatchObject({ title: "FORM 10-K", source: "cover", page_start: 1, line_start: 1 });
    expect(noise(tree)).toEqual([]);
  }, 60_000);

  it("the SEC header is not a section in a tree from the headings", async () => {
    const tree = await treeOf("CORNING_2021_10K.pdf");
    expect(tree.source).toBe("headings");
    expect(tree.nodes[0]).toMatchObject({ title: "CORNING INCORPORATED", source: "headings" });
    expect(noise(tree)).toEqual([]);
  }, 60_000);

  it("nor in a tree from the filer's bookmarks, whose items then stand at the top", async () => {
    const tree = await treeOf("VERIZON_2021_10K.pdf");
    expect(tree.source).toBe("outline");
    // The bookmark to the contents page names that page; it is not a running link.
    expect(noise(tree)).toEqual(["TABLE OF CONTENTS@3"]);
    expect(tree.nodes.some((n) => n.title === "PART I" && n.children.some((c) => /^item 1\./i.test(c.title)))).toBe(
      true,
    );
  }, 60_000);
});

/**
 * Trees of generated filings in the shapes the development set lacks (issue 14): each
 * PDF is written by src/testing, laid out by pdf.js like any upload, then indexed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../node/ingest-node";
import { flatContentsFiling, longFilingMissedItems } from "../../testing/flat-contents";
import { wrappedWithCrossReference, wrappedWithSecondContents } from "../../testing/wrapped-report";
import type { DocumentLayout } from "../types";
import { flattenTree } from "./assemble";
import { contentsHeadings } from "./contents";
import { buildIndexSync } from "./build-index";
import { folios } from "./printed-pages";
import { bodyFontSize } from "./style";
import type { SectionTree, TreeNode } from "./types";

const STANDARD = ["1", "1A", "2", "3", "7", "7A", "8", "9A"];
/** Where the generated wrapped report's items start: physical page = printed + 2 (cover and contents come first). */
const WRAPPED_STARTS = { "1": 4, "1A": 10, "2": 14, "3": 15, "7": 16, "7A": 24, "8": 26, "9A": 42 };

function item(tree: SectionTree, label: string): TreeNode | undefined {
  return flattenTree(tree.nodes).find((n) => new RegExp(`^item\\s*${label}\\b`, "i").test(n.title));
}

function startsOf(tree: SectionTree, labels: string[]): Record<string, number | undefined> {
  return Object.fromEntries(labels.map((l) => [l, item(tree, l)?.page_start]));
}

const noNoise = (tree: SectionTree) =>
  flattenTree(tree.nodes)
    .filter(
      (n) =>
        n.source !== "cover" &&
        /^(table of contents|united states|securities and exchange commission|form 10-k$)|^section 4\.1c/i.test(
          n.title.trim(),
        ),
    )
    .map((n) => n.title);

describe("a wrapped annual report with a Form 10-K cross-reference index", () => {
  let layout: DocumentLayout;
  let tree: SectionTree;
  beforeAll(async () => {
    layout = (await ingestPdfInNode(wrappedWithCrossReference())).layout;
    tree = buildIndexSync(layout);
  }, 60_000);

  it("takes the items from the index as the spine, each at the first printed page it names", () => {
    expect(tree.source).toBe("merged");
    expect(startsOf(tree, STANDARD)).toEqual(WRAPPED_STARTS);
    expect(item(tree, "8")?.page_end).toBe(41);
  });

  it("keeps an item's second range, and puts items with no pages on the index page", () => {
    expect(item(tree, "3")?.extra_ranges).toEqual([{ page_start: 38, page_end: 39 }]);
    expect(item(tree, "1")?.extra_ranges).toEqual([{ page_start: 44, page_end: 44 }]);
    expect(item(tree, "4")).toMatchObject({ page_start: 47, source: "cross-reference" });
    // The exhibits print 47 one page before the report's offset would put it (unnumbered pages between).
    expect(item(tree, "15")?.page_start).toBe(48);
  });

  it("places the report's own sections under the item whose pages hold them, each part naming its source", () => {
    const i7 = item(tree, "7")!;
    expect(i7.source).toBe("cross-reference");
    expect(i7.children.map((c) => [c.title, c.source])).toEqual([["Financial Review", "contents"]]);
    expect(item(tree, "8")!.children.map((c) => c.title)).toEqual([
      "Financial Statements",
      "Notes to the Financial Statements",
    ]);
    const top = tree.nodes.map((n) => [n.title, n.source]);
    expect(top[0]).toEqual(["Acme Holdings", "cover"]);
    expect(top[1]).toEqual(["Letter to Shareholders", "contents"]);
    // The 10-K's own cover opens its part, so the report's last section stops before it.
    expect(tree.nodes.find((n) => n.title === "FORM 10-K")).toMatchObject({ page_start: 46, source: "cover" });
    expect(item(tree, "5")!.children[0]).toMatchObject({ title: "Shareholder Information", page_end: 45 });
  });
});

describe.each(["captioned", "none"] as const)("the same report with %s page numbers", (folio) => {
  it("still sends each item to its printed pages (footers read, else the contents page's offset)", async () => {
    const layout = (await ingestPdfInNode(wrappedWithCrossReference(folio))).layout;
    // Physical page 16 prints 14 (or nothing): the footer is read where there is one.
    expect(folios(layout)[15]).toEqual(folio === "none" ? [] : [14]);
    const tree = buildIndexSync(layout);
    expect(startsOf(tree, STANDARD)).toEqual(WRAPPED_STARTS);
    expect(item(tree, "3")?.extra_ranges).toEqual([{ page_start: 38, page_end: 39 }]);
  }, 60_000);
});

describe("the same report whose index numbers its items bare ('1A.' under an Item column)", () => {
  it("reads them as items", async () => {
    const tree = buildIndexSync((await ingestPdfInNode(wrappedWithCrossReference("plain", true))).layout);
    expect(tree.source).toBe("merged");
    expect(startsOf(tree, STANDARD)).toEqual(WRAPPED_STARTS);
    expect(item(tree, "7A")).toMatchObject({
      title: "Item 7A. Quantitative and Qualitative Disclosures About Market Risk",
      source: "cross-reference",
    });
  }, 60_000);
});

describe("a wrapped annual report whose 10-K has its own contents page after the report", () => {
  let tree: SectionTree;
  beforeAll(async () => {
    tree = buildIndexSync((await ingestPdfInNode(wrappedWithSecondContents())).layout);
  }, 60_000);

  it("shows both: the report's sections, then the 10-K's parts and items on their pages", () => {
    expect(tree.source).toBe("merged");
    expect(startsOf(tree, STANDARD)).toEqual({
      "1": 48,
      "1A": 50,
      "2": 53,
      "3": 54,
      "7": 56,
      "7A": 59,
      "8": 60,
      "9A": 64,
    });
    const titles = tree.nodes.map((n) => n.title);
    expect(titles.indexOf("Financial Review")).toBeGreaterThan(0);
    expect(titles.indexOf("PART I")).toBeGreaterThan(titles.indexOf("Shareholder Information"));
    expect(tree.nodes.find((n) => n.title === "PART II")?.children.map((c) => c.title.slice(0, 8))).toEqual([
      "Item 5. ",
      "Item 7. ",
      "Item 7A.",
      "Item 8. ",
      "Item 9A.",
    ]);
  });
});

describe("a flat contents page of ~100 entries with the items only as headings", () => {
  let layout: DocumentLayout;
  let tree: SectionTree;
  beforeAll(async () => {
    layout = (await ingestPdfInNode(flatContentsFiling())).layout;
    tree = buildIndexSync(layout);
  }, 60_000);

  it("is the shape: the contents page alone gives one level of ~100 entries and no item", () => {
    const entries = contentsHeadings(layout, bodyFontSize(layout))!;
    expect(entries.length).toBeGreaterThanOrEqual(90);
    expect(new Set(entries.map((e) => e.level)).size).toBe(1);
    expect(entries.some((e) => /^item/i.test(e.title))).toBe(false);
  });

  it("is suspect, so the item headings become the spine with the entries under them", () => {
    expect(tree.source).toBe("merged");
    for (const label of STANDARD) expect(item(tree, label)?.source).toBe("headings");
    expect(
      item(tree, "1")!
        .children.map((c) => c.title)
        .slice(0, 2),
    ).toEqual(["Overview Review of Business", "Strategy Review of Business"]);
    expect(item(tree, "1")!.children.every((c) => c.source === "contents")).toBe(true);
    expect(tree.nodes[0]).toMatchObject({ title: "FORM 10-K", source: "cover" });
    expect(noNoise(tree)).toEqual([]);
  });
});

describe("a flat contents page of ~100 entries that lists the items too", () => {
  it("gives way to the headings, which hold as many items and nest the entries under them", async () => {
    const layout = (await ingestPdfInNode(flatContentsFiling(true))).layout;
    const listed = contentsHeadings(layout, bodyFontSize(layout))!.filter((h) => /^item/i.test(h.title));
    const tree = buildIndexSync(layout);
    expect(tree.source).toBe("headings");
    for (const label of STANDARD)
      expect(item(tree, label)?.page_start).toBe(
        listed.find((h) => new RegExp(`^item ${label}\\.`, "i").test(h.title))?.page,
      );
    expect(item(tree, "1")!.children.length).toBeGreaterThanOrEqual(10);
  }, 60_000);
});

describe("a long filing whose headings miss the items its contents page lists", () => {
  let layout: DocumentLayout;
  let tree: SectionTree;
  beforeAll(async () => {
    layout = (await ingestPdfInNode(longFilingMissedItems())).layout;
    tree = buildIndexSync(layout);
  }, 120_000);

  it("finds every listed item where its run-in line opens it, and Item 5 heading the top of its page", () => {
    expect(layout.pageCount).toBe(250);
    const starts = startsOf(tree, STANDARD);
    for (const label of STANDARD) {
      const page = layout.pages[starts[label]! - 1];
      expect(page.lines.some((l) => new RegExp(`^item ${label}\\.`, "i").test(l.text.trim()))).toBe(true);
    }
    expect(item(tree, "5")?.page_start).toBe(127);
    const inOrder = STANDARD.map((l) => starts[l]!);
    expect(inOrder).toEqual([...inOrder].sort((a, b) => a - b));
  });

  it("shows no running link, cover boilerplate or cited section as a section, and names the cover by its form", () => {
    expect(noNoise(tree)).toEqual([]);
    expect(tree.nodes[0]).toMatchObject({ title: "FORM 10-K", source: "cover", page_start: 1, line_start: 0 });
  });
});

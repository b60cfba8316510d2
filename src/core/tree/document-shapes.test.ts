/**
 * Trees of generated documents that are not filings, each written as a real PDF and read by
 * the same engines as the app: a book (contents page with roman front matter, dot leaders,
 * chapter titles with subtitles, running heads), a two-column paper, a contract in ARTICLE /
 * Section form set entirely in body type, and a manual whose numbered steps are not sections.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../node/ingest-node";
import {
  agreementWithExhibits,
  apiReference,
  book,
  manualWithSteps,
  serviceAgreement,
  twoColumnPaper,
  type ShapedDocument,
} from "../../testing/document-shapes";
import { buildIndex, flattenTree, type SectionTree, type TreeNode } from "./index";

async function treeOf(shape: ShapedDocument): Promise<{ tree: SectionTree; nodes: TreeNode[] }> {
  const tree = await buildIndex((await ingestPdfInNode(shape.pdf)).layout);
  return { tree, nodes: flattenTree(tree.nodes) };
}

/** Every section of the document is a node that opens on the page where the section does. */
function expectPlaced(nodes: TreeNode[], sections: Map<string, number>): void {
  expect(sections.size).toBeGreaterThan(3);
  for (const [title, page] of sections) {
    const node = nodes.find((n) => n.title === title);
    expect(node, title).toBeDefined();
    expect(node!.page_start, title).toBe(page);
  }
}

describe("a book", () => {
  const shape = book();
  let nodes: TreeNode[];
  let tree: SectionTree;
  beforeAll(async () => ({ tree, nodes } = await treeOf(shape)), 30_000);

  it("is read from its contents page, each entry on its physical page (roman and arabic numbers)", () => {
    expect(tree.source).toBe("contents");
    expectPlaced(nodes, shape.sections);
  });

  it("nests each chapter's subtitle row under the chapter, keeps front matter beside the chapters", () => {
    const chapter = tree.nodes.find((n) => n.title === "Chapter Two: Copyists");
    expect(chapter?.children.map((c) => c.title)).toEqual(["Why copying built a culture"]);
    expect(tree.nodes.map((n) => n.title)).toEqual(expect.arrayContaining(["Preface", "Introduction", "CONTENTS"]));
  });

  it("makes no section of a running head", () => {
    const heads = nodes.filter((n) => n.page_start > 1 && /^(FREE THINKING|MAKERS|COPYISTS)$/.test(n.title));
    expect(nodes.length).toBeGreaterThan(5);
    expect(heads).toEqual([]);
  });
});

describe("a two-column paper", () => {
  const shape = twoColumnPaper();
  it("takes its numbered sections as the tree, 2.1 under 2, unnumbered References beside them", async () => {
    const { tree, nodes } = await treeOf(shape);
    expect(tree.source).toBe("headings");
    expectPlaced(nodes, shape.sections);
    const method = tree.nodes.find((n) => n.title === "2 Method");
    expect(method?.children.map((c) => c.title)).toEqual(["2.1 Data", "2.2 Model"]);
    expect(tree.nodes.some((n) => n.title === "References")).toBe(true);
  }, 30_000);
});

describe("a service agreement set in body type", () => {
  const shape = serviceAgreement();
  it("gets ARTICLE nodes with their Sections under them, not page blocks", async () => {
    const { tree, nodes } = await treeOf(shape);
    expect(tree.source).toBe("headings");
    expectPlaced(nodes, shape.sections);
    const articles = tree.nodes.filter((n) => n.title.startsWith("ARTICLE"));
    expect(articles.map((a) => a.title.split(" ")[1])).toEqual(["I", "II", "III", "IV", "V", "VI"]);
    expect(articles[1].children.map((c) => c.title)).toEqual([
      "Section 2.1 Term",
      "Section 2.2 Renewal",
      "Section 2.3 Notice of Non-Renewal",
    ]);
  }, 30_000);
});

describe("an agreement with exhibits and schedules after its articles", () => {
  const shape = agreementWithExhibits();
  it("gets each exhibit and schedule as a top-level node after the last article, each word counted on its own", async () => {
    const { tree, nodes } = await treeOf(shape);
    expectPlaced(nodes, shape.sections);
    const tops = tree.nodes.map((n) => n.title);
    const lastArticle = tops.findIndex((t) => t.startsWith("ARTICLE VI"));
    expect(tops.slice(lastArticle + 1)).toEqual([
      "EXHIBIT A FORM OF NOTICE OF RENEWAL",
      "EXHIBIT B DATA PROCESSING TERMS",
      "Schedule 2.1 Service Credits",
      "Schedule 4.3 Fee Table",
    ]);
  }, 30_000);
});

describe("a manual with numbered steps", () => {
  const shape = manualWithSteps();
  it("takes chapters and numbered topics as sections, and none of the steps", async () => {
    const { tree, nodes } = await treeOf(shape);
    expect(tree.source).toBe("headings");
    expectPlaced(nodes, shape.sections);
    expect(nodes.filter((n) => /^\d+\.\s/.test(n.title)).map((n) => n.title)).toEqual([]);
    expect(tree.nodes.map((n) => n.children.length)).toEqual([2, 2, 2]);
  }, 30_000);
});

describe("an API reference printed from a browser", () => {
  it("keeps stacked headings apart, a wrapped title whole, and takes methods titled in code as sections", async () => {
    const shape = apiReference();
    const { nodes } = await treeOf(shape);
    expectPlaced(nodes, shape.sections);
    expect(nodes.map((n) => n.title)).not.toContain("Installation Usage");
    expect(nodes.map((n) => n.title)).not.toContain("and by runtime");
  }, 30_000);
});

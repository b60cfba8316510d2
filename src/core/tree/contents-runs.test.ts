import { describe, expect, it } from "vitest";
import { buildIndexSync, flattenTree } from "./index";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";
import type { SectionTree } from "./types";

/** Every node in reading order as [title, first page, depth]. */
const shape = (tree: SectionTree) => flattenTree(tree.nodes).map((n) => [n.title, n.page_start, n.level]);

/** One book of a manual: a title page, its contents (pages numbered from 1), then its chapters, two pages each. */
function book(title: string, chapters: string[]): LineSpec[][] {
  const titlePage: LineSpec[] = [
    { text: title, bold: true, size: 24 },
    { text: "Release 1.0", size: 12 },
  ];
  const contents: LineSpec[] = [
    { text: "Table of Contents", bold: true, size: 14 },
    ...chapters.map((c, i) => ({ text: `${i + 1}. ${c} ........ ${2 * i + 1}` })),
  ];
  const body = chapters.flatMap((c, i) => [section(`${i + 1}. ${c}`, 25, { size: 14 }), prose(30)]);
  return [titlePage, contents, ...body];
}

describe("a manual of several books, each with its own contents", () => {
  const pages = [
    ...book("Widget User Guide", ["Introduction", "Installing the widget", "Daily operation", "Maintenance"]),
    ...book("Widget Reference", ["Introduction", "Command options", "Configuration files"]),
    ...book("Widget Release Notes", ["Changes in this release", "Known problems"]),
  ];

  it("reads every book's contents and places its chapters after it, numbering restarting", () => {
    const tree = buildIndexSync(makeDoc(pages));
    expect(tree.source).toBe("contents");
    const nodes = shape(tree);
    // Book 2 starts on page 11 (title page), its contents on 12, "1. Introduction" on 13.
    expect(nodes).toContainEqual(["1. Introduction", 3, expect.any(Number)]);
    expect(nodes).toContainEqual(["1. Introduction", 13, expect.any(Number)]);
    expect(nodes).toContainEqual(["2. Command options", 15, expect.any(Number)]);
    expect(nodes).toContainEqual(["3. Configuration files", 17, expect.any(Number)]);
    expect(nodes).toContainEqual(["1. Changes in this release", 21, expect.any(Number)]);
    expect(nodes).toContainEqual(["2. Known problems", 23, expect.any(Number)]);
  });

  it("opens each later book at its title page, its chapters under it", () => {
    const nodes = shape(buildIndexSync(makeDoc(pages)));
    const reference = nodes.findIndex(([t]) => t === "Widget Reference");
    expect(nodes[reference]).toEqual(["Widget Reference", 11, 1]);
    expect(nodes[reference + 1]).toEqual(["1. Introduction", 13, 2]);
    expect(nodes).toContainEqual(["Widget Release Notes", 19, 1]);
  });

  it("sets every book beside the others, the first one's contents page under its title", () => {
    const nodes = shape(buildIndexSync(makeDoc(pages)));
    const tops = nodes.filter(([, , depth]) => depth === 1).map(([t]) => t);
    expect(tops).toEqual(["Widget User Guide", "Widget Reference", "Widget Release Notes"]);
    expect(nodes[1]).toEqual(["Table of Contents", 2, 2]);
    expect(nodes).toContainEqual(["4. Maintenance", 9, 2]);
  });

  it("opens the first book at its title too where a later book's contents is the longest", () => {
    const short = [...book("Widget Primer", ["Introduction", "First steps"]), ...pages.slice(10)];
    const nodes = shape(buildIndexSync(makeDoc(short)));
    expect(nodes.filter(([, , depth]) => depth === 1).map(([t]) => t)).toEqual([
      "Widget Primer",
      "Widget Reference",
      "Widget Release Notes",
    ]);
    expect(nodes).toContainEqual(["2. First steps", 5, 2]);
    expect(nodes).toContainEqual(["2. Command options", 11, 2]);
  });

  it("reads no later contents where the contents title is a running link on most pages", () => {
    const linked = pages.map((p, i) => (i === 1 ? p : [{ text: "Contents", size: 8 }, ...p]));
    const nodes = shape(buildIndexSync(makeDoc(linked)));
    expect(nodes.length).toBeGreaterThan(0);
    // Only the first book's contents is read: the later books' chapters are not placed from their lists.
    expect(nodes.filter(([t]) => t === "1. Introduction")).toHaveLength(1);
    expect(nodes.find(([t]) => t === "2. Known problems")).toBeUndefined();
  });
});

describe("a short contents followed by the full one", () => {
  const chapters = ["Getting started", "Document classes", "Fonts and sizes", "Page layout", "Cross references"];
  const sections = ["The first steps", "Output files", "Class options", "Packages", "Font styles", "Font sizes"];
  // Chapter i opens printed page 2i+1; its section (if any) starts the page after.
  const short: LineSpec[] = [
    { text: "Summary Contents", bold: true, size: 16 },
    ...chapters.map((c, i) => ({ text: `${i + 1} ${c} ........ ${2 * i + 1}` })),
  ];
  const full: LineSpec[] = [
    { text: "Table of Contents", bold: true, size: 16 },
    ...chapters.flatMap((c, i) => [
      { text: `${i + 1} ${c} ........ ${2 * i + 1}` },
      { text: `${i + 1}.1 ${sections[i]} ........ ${2 * i + 2}`, x0: 0.14 },
    ]),
  ];
  const body = chapters.flatMap((c, i) => [
    section(`${i + 1} ${c}`, 25, { size: 16 }),
    section(`${i + 1}.1 ${sections[i]}`, 25, { size: 12 }),
  ]);
  const pages = [[{ text: "A Reference Manual", bold: true, size: 24 }], short, full, ...body];

  it("reads both listings, each placed from its own first entry, not as one list that goes back", () => {
    const tree = buildIndexSync(makeDoc(pages));
    expect(tree.source).toBe("contents");
    const nodes = shape(tree);
    expect(nodes).toContainEqual(["1 Getting started", 4, expect.any(Number)]);
    expect(nodes).toContainEqual(["1.1 The first steps", 5, expect.any(Number)]);
    expect(nodes).toContainEqual(["5.1 Font styles", 13, expect.any(Number)]);
    expect(nodes.filter(([t]) => t === "3 Fonts and sizes")).toHaveLength(1);
  });
});

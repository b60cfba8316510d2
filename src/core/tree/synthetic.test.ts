import { describe, expect, it } from "vitest";
import { buildIndex, buildIndexSync, flattenTree } from "./index";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";
import type { TreeNode } from "./types";

const find = (nodes: TreeNode[], prefix: string) => flattenTree(nodes).find((n) => n.title.startsWith(prefix));

/** A 10-K-like document: cover, contents (printed numbers), then body pages. */
function tenK(offset: number, bodyPages = 12): LineSpec[][] {
  const items: [string, number][] = [
    ["Item 1. Business", 1],
    ["Item 1A. Risk Factors", 3],
    ["Item 2. Properties", 5],
    ["Item 7. Management's Discussion and Analysis", 7],
    ["Item 8. Financial Statements", 10],
  ];
  const contents: LineSpec[] = [
    { text: "TABLE OF CONTENTS", bold: true },
    { text: "PART I", x0: 0.1 },
  ];
  for (const [t, p] of items) {
    if (t.startsWith("Item 7")) contents.push({ text: "PART II", x0: 0.1 });
    contents.push({ text: `${t} ........ ${p}`, x0: 0.15 });
  }
  const front: LineSpec[][] = [[{ text: "ANNUAL REPORT ON FORM 10-K", bold: true, size: 16 }, ...prose(5)], contents];
  while (front.length < offset) front.splice(1, 0, prose(30));
  const body: LineSpec[][] = [];
  for (let p = 1; p <= bodyPages; p++) {
    const item = items.find(([, n]) => n === p);
    const part = p === 1 ? [{ text: "PART I", bold: true }] : p === 7 ? [{ text: "PART II", bold: true }] : [];
    body.push(item ? [...part, ...section(item[0], 25)] : prose(30));
  }
  return [...front, ...body];
}

describe("contents page", () => {
  it("places entries with an offset of 2 and nests items under parts", () => {
    const tree = buildIndexSync(makeDoc(tenK(2)));
    expect(tree.source).toBe("contents");
    expect(find(tree.nodes, "Item 1. Business")?.page_start).toBe(3);
    expect(find(tree.nodes, "Item 7.")?.page_start).toBe(9);
    expect(find(tree.nodes, "Item 8.")).toMatchObject({ page_start: 12, page_end: 14 });
    const part2 = tree.nodes.find((n) => n.title === "PART II");
    expect(part2?.children.map((c) => c.title.slice(0, 7))).toEqual(["Item 7.", "Item 8."]);
  });

  it("places entries with an offset of 0 (cover and contents numbered as pages)", () => {
    const pages = tenK(2);
    const shifted = [pages[0], pages[1], ...pages.slice(4)]; // printed 3 is physical 3
    const tree = buildIndexSync(makeDoc(shifted));
    expect(tree.source).toBe("contents");
    expect(find(tree.nodes, "Item 1A.")?.page_start).toBe(3);
    expect(find(tree.nodes, "Item 7.")?.page_start).toBe(7);
  });

  it("handles roman-numbered front matter and a restart of arabic numbers", () => {
    const contents: LineSpec[] = [
      { text: "CONTENTS", bold: true },
      { text: "Preface ..... iii" },
      { text: "Acknowledgements ..... iv" },
      { text: "Introduction ..... 1" },
      { text: "Methods ..... 4" },
      { text: "Results ..... 7" },
    ];
    const pages = [
      [{ text: "A REPORT", bold: true, size: 18 }],
      contents,
      section("Preface"),
      section("Acknowledgements"),
    ];
    for (let p = 1; p <= 9; p++)
      pages.push(
        p === 1 ? section("Introduction") : p === 4 ? section("Methods") : p === 7 ? section("Results") : prose(30),
      );
    const tree = buildIndexSync(makeDoc(pages));
    expect(tree.source).toBe("contents");
    expect(find(tree.nodes, "Preface")?.page_start).toBe(3);
    expect(find(tree.nodes, "Acknowledgements")?.page_start).toBe(4);
    expect(find(tree.nodes, "Introduction")?.page_start).toBe(5);
    expect(find(tree.nodes, "Results")).toMatchObject({ page_start: 11, page_end: 13 });
  });
});

describe("outline", () => {
  const pages = [section("Introduction"), section("Background"), section("Method"), section("Findings")];

  it("wins when its targets resolve and move forward", () => {
    const outline = ["Introduction", "Background", "Method", "Findings"].map((title, i) => ({
      title,
      page: i + 1,
      top: 0.08,
      children: [],
    }));
    const tree = buildIndexSync(makeDoc(pages, outline));
    expect(tree.source).toBe("outline");
    expect(tree.nodes.map((n) => n.page_start)).toEqual([1, 2, 3, 4]);
  });

  it("places a bookmark that points past the last page where its title opens", () => {
    const outline = ["Introduction", "Background", "Method", "Findings"].map((title, i) => ({
      title,
      page: i === 3 ? 40 : i + 1,
      top: null,
      children: [],
    }));
    const tree = buildIndexSync(makeDoc(pages, outline));
    expect(tree.source).toBe("outline");
    expect(find(tree.nodes, "Findings")?.page_start).toBe(4);
  });

  it("is not sound when most targets land nowhere and their titles are not in the text", () => {
    const outline = [
      { title: "Introduction", page: 1, top: null, children: [] },
      { title: "Appendix Q", page: 40, top: null, children: [] },
      { title: "Glossary of terms", page: null, top: null, children: [] },
    ];
    const tree = buildIndexSync(makeDoc(pages, outline));
    expect(tree.source).toBe("headings");
    expect(find(tree.nodes, "Findings")?.page_start).toBe(4);
  });
});

describe("headings, splitting and the fallback", () => {
  it("takes no bold label in tiny type (a figure's) for a heading", () => {
    const figure: LineSpec[] = [
      { text: "Compile Execute", bold: true, size: 5 },
      { text: "Record Trace", bold: true, size: 5 },
    ];
    const pages = ["Introduction", "Method", "Results"].map((t, i) => [
      ...section(`${i + 1}. ${t}`, 10, { size: 12 }),
      ...(i === 1 ? figure : []),
      ...prose(10),
    ]);
    const tree = buildIndexSync(makeDoc(pages));
    expect(tree.source).toBe("headings");
    expect(flattenTree(tree.nodes).map((n) => n.title)).toEqual(["1. Introduction", "2. Method", "3. Results"]);
  });

  it("cuts a document without headings into blocks of ten pages", () => {
    const tree = buildIndexSync(makeDoc(Array.from({ length: 25 }, () => prose(30))));
    expect(tree.source).toBe("fallback");
    expect(tree.nodes.map((n) => [n.page_start, n.page_end])).toEqual([
      [1, 10],
      [11, 20],
      [21, 25],
    ]);
  });

  it("splits a 60-page section at its own sub-headings", () => {
    // The contents lists Item 8 only; its notes are found in its pages.
    const entries = [
      "Item 1. Business ..... 1",
      "Item 2. Properties ..... 2",
      "Item 8. Financial Statements ..... 3",
      "Item 9A. Controls and Procedures ..... 63",
    ];
    const pages: LineSpec[][] = [
      [{ text: "FORM 10-K", bold: true, size: 16 }],
      [{ text: "INDEX", bold: true }, ...entries.map((text) => ({ text }))],
    ];
    const notes = ["Revenue", "Leases", "Income Taxes", "Debt"];
    for (let p = 1; p <= 63; p++) {
      const item = entries.find((e) => e.endsWith(` ${p}`));
      pages.push(
        item
          ? section(item.split(" .....")[0])
          : p % 15 === 0
            ? section(`Note ${p / 15}. ${notes[p / 15 - 1]}`)
            : prose(30),
      );
    }
    const tree = buildIndexSync(makeDoc(pages));
    expect(tree.source).toBe("contents");
    const item8 = find(tree.nodes, "Item 8.")!;
    expect(item8).toMatchObject({ page_start: 5, page_end: 64 });
    expect(item8.children.map((c) => [c.title, c.page_start])).toEqual([
      ["Note 1. Revenue", 17],
      ["Note 2. Leases", 32],
      ["Note 3. Income Taxes", 47],
      ["Note 4. Debt", 62],
    ]);
    expect(item8.children[3].page_end).toBe(64);
  });

  it("names statement pages by the title under a running head, and skips an index of notes", () => {
    // Item 8's statements each open with the company name over the statement's title;
    // an index of notes (titles ending in page numbers) precedes the notes themselves.
    const entries = [
      "Item 1. Business ..... 1",
      "Item 8. Financial Statements ..... 2",
      "Item 9A. Controls and Procedures ..... 40",
    ];
    const pages: LineSpec[][] = [
      [{ text: "FORM 10-K", bold: true, size: 16 }],
      [{ text: "INDEX", bold: true }, ...entries.map((text) => ({ text }))],
    ];
    const statements = [
      "CONSOLIDATED STATEMENTS OF INCOME",
      "CONSOLIDATED BALANCE SHEETS",
      "CONSOLIDATED STATEMENTS OF CASH FLOWS",
    ];
    const notes = ["Revenue", "Leases", "Income Taxes"];
    for (let p = 1; p <= 40; p++) {
      const item = entries.find((e) => e.endsWith(` ${p}`));
      if (item) pages.push(section(item.split(" .....")[0]));
      else if (p >= 3 && p <= 5)
        pages.push([{ text: "ACME, INC.", size: 16 }, { text: statements[p - 3], size: 12 }, ...prose(25)]);
      else if (p === 6)
        pages.push([
          { text: "Notes to Financial Statements", size: 12 },
          ...notes.map((n, i) => ({ text: `Note ${i + 1} ${n} ${10 + 8 * i}`, bold: true })),
          ...prose(10),
        ]);
      else if (p === 10 || p === 18 || p === 26) pages.push(section(`Note ${(p - 2) / 8}. ${notes[(p - 10) / 8]}`));
      else pages.push(prose(30));
    }
    const tree = buildIndexSync(makeDoc(pages));
    const item8 = find(tree.nodes, "Item 8.")!;
    const titles = item8.children.map((c) => c.title);
    expect(titles).not.toContain("ACME, INC.");
    expect(titles.slice(0, 3)).toEqual(statements);
    expect(titles.filter((t) => /^Note \d/.test(t))).toEqual([
      "Note 1. Revenue",
      "Note 2. Leases",
      "Note 3. Income Taxes",
    ]);
  });

  it("is deterministic: the same layout gives a byte-identical tree", () => {
    const a = JSON.stringify(buildIndexSync(makeDoc(tenK(2))));
    expect(JSON.stringify(buildIndexSync(makeDoc(tenK(2))))).toBe(a);
  });
});

describe("repair of a flat tree", () => {
  const flat = () => makeDoc(["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"].map((t) => section(t)));

  it("is skipped without an oracle and applied with one", async () => {
    expect((await buildIndex(flat())).repair).toBe("skipped");
    const oracle = { assignLevels: async (titles: string[]) => titles.map((_, i) => (i % 3 === 0 ? 1 : 2)) };
    const tree = await buildIndex(flat(), { levelOracle: oracle });
    expect(tree).toMatchObject({ source: "repaired", repair: "applied" });
    expect(tree.nodes.map((n) => n.children.length)).toEqual([2, 2]);
  });

  it("keeps the flat tree, marked, when the oracle fails", async () => {
    const tree = await buildIndex(flat(), { levelOracle: { assignLevels: async () => null } });
    expect(tree).toMatchObject({ source: "headings", repair: "failed" });
    expect(tree.nodes).toHaveLength(6);
  });
});

describe("a one-page guide", () => {
  it("gets its eight headings as sections, not one block", () => {
    const titles = ["Install", "Configure", "Start", "Stop", "Update", "Back up", "Restore", "Remove"];
    const page = titles.flatMap((t) => [{ text: t, size: 13, bold: true }, ...prose(2)]);
    const tree = buildIndexSync(makeDoc([page]));
    expect(tree.source).toBe("headings");
    expect(flattenTree(tree.nodes).map((n) => n.title)).toEqual(expect.arrayContaining(titles));
  });
});

import { describe, expect, it } from "vitest";
import { buildIndex, buildIndexSync, flattenTree } from "./index";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";
import { mostHeadings } from "./build-index";
import type { SectionTree, TreeNode } from "./types";

const find = (nodes: TreeNode[], prefix: string) => flattenTree(nodes).find((n) => n.title.startsWith(prefix));
/** Every node in reading order as [title, first page, last page, depth]: what a reader of the contents sees. */
const shape = (tree: SectionTree) => flattenTree(tree.nodes).map((n) => [n.title, n.page_start, n.page_end, n.level]);

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
    expect(shape(tree)).toEqual([
      ["ANNUAL REPORT ON FORM 10-K", 1, 1, 1],
      ["TABLE OF CONTENTS", 2, 2, 1],
      ["PART I", 3, 8, 1],
      ["Item 1. Business", 3, 4, 2],
      ["Item 1A. Risk Factors", 5, 6, 2],
      ["Item 2. Properties", 7, 8, 2],
      ["PART II", 9, 14, 1],
      ["Item 7. Management's Discussion and Analysis", 9, 11, 2],
      ["Item 8. Financial Statements", 12, 14, 2],
    ]);
  });

  it("places entries with an offset of 0 (cover and contents numbered as pages)", () => {
    const pages = tenK(2);
    const shifted = [pages[0], pages[1], ...pages.slice(4)]; // printed 3 is physical 3
    const tree = buildIndexSync(makeDoc(shifted));
    expect(tree.source).toBe("contents");
    // Item 1's page is cut out with the shift, so its entry has nowhere to go.
    expect(shape(tree).filter(([t]) => String(t).startsWith("Item"))).toEqual([
      ["Item 1A. Risk Factors", 3, 4, 2],
      ["Item 2. Properties", 5, 6, 2],
      ["Item 7. Management's Discussion and Analysis", 7, 9, 2],
      ["Item 8. Financial Statements", 10, 12, 2],
    ]);
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
    expect(shape(tree)).toEqual([
      ["A REPORT", 1, 1, 1],
      ["CONTENTS", 2, 2, 1],
      ["Preface", 3, 3, 1],
      ["Acknowledgements", 4, 4, 1],
      ["Introduction", 5, 7, 1],
      ["Methods", 8, 10, 1],
      ["Results", 11, 13, 1],
    ]);
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
    expect(shape(tree)).toEqual(pages.map((_, i) => [outline[i].title, i + 1, i + 1, 1]));
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
    expect(shape(tree)).toEqual(pages.map((_, i) => [outline[i].title, i + 1, i + 1, 1]));
  });

  it("is not sound when most targets land nowhere and their titles are not in the text", () => {
    const outline = [
      { title: "Introduction", page: 1, top: null, children: [] },
      { title: "Appendix Q", page: 40, top: null, children: [] },
      { title: "Glossary of terms", page: null, top: null, children: [] },
    ];
    const tree = buildIndexSync(makeDoc(pages, outline));
    expect(tree.source).toBe("headings");
    expect(shape(tree)).toEqual(
      ["Introduction", "Background", "Method", "Findings"].map((t, i) => [t, i + 1, i + 1, 1]),
    );
  });
});

/** A 10-K's cover and an index of its items ("Item 8. Financial Statements ..... 3"). */
const indexedFront = (entries: string[]): LineSpec[][] => [
  [{ text: "FORM 10-K", bold: true, size: 16 }],
  [{ text: "INDEX", bold: true }, ...entries.map((text) => ({ text }))],
];
/** The heading of the item the index lists on printed page `p`, if any. */
const itemOn = (entries: string[], p: number) => entries.find((e) => e.endsWith(` ${p}`))?.split(" .....")[0];

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
    expect(shape(tree)).toEqual([
      ["1. Introduction", 1, 1, 1],
      ["2. Method", 2, 2, 1],
      ["3. Results", 3, 3, 1],
    ]);
  });

  it("cuts a document without headings into blocks of ten pages", () => {
    const tree = buildIndexSync(makeDoc(Array.from({ length: 25 }, () => prose(30))));
    expect(tree.source).toBe("fallback");
    expect(shape(tree)).toEqual([
      ["Pages 1–10", 1, 10, 1],
      ["Pages 11–20", 11, 20, 1],
      ["Pages 21–25", 21, 25, 1],
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
    const pages = indexedFront(entries);
    const notes = ["Revenue", "Leases", "Income Taxes", "Debt"];
    for (let p = 1; p <= 63; p++) {
      const item = itemOn(entries, p);
      pages.push(item ? section(item) : p % 15 === 0 ? section(`Note ${p / 15}. ${notes[p / 15 - 1]}`) : prose(30));
    }
    const tree = buildIndexSync(makeDoc(pages));
    expect(tree.source).toBe("contents");
    expect(shape(tree)).toEqual([
      ["FORM 10-K", 1, 2, 1],
      ["Item 1. Business", 3, 3, 1],
      ["Item 2. Properties", 4, 4, 1],
      ["Item 8. Financial Statements", 5, 64, 1],
      ["Note 1. Revenue", 17, 31, 2],
      ["Note 2. Leases", 32, 46, 2],
      ["Note 3. Income Taxes", 47, 61, 2],
      ["Note 4. Debt", 62, 64, 2],
      ["Item 9A. Controls and Procedures", 65, 65, 1],
    ]);
  });

  it("names statement pages by the title under a running head, and skips an index of notes", () => {
    // Item 8's statements each open with the company name over the statement's title;
    // an index of notes (titles ending in page numbers) precedes the notes themselves.
    const entries = [
      "Item 1. Business ..... 1",
      "Item 8. Financial Statements ..... 2",
      "Item 9A. Controls and Procedures ..... 40",
    ];
    const pages = indexedFront(entries);
    const statements = [
      "CONSOLIDATED STATEMENTS OF INCOME",
      "CONSOLIDATED BALANCE SHEETS",
      "CONSOLIDATED STATEMENTS OF CASH FLOWS",
    ];
    const notes = ["Revenue", "Leases", "Income Taxes"];
    for (let p = 1; p <= 40; p++) {
      const item = itemOn(entries, p);
      if (item) pages.push(section(item));
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
    expect([item8.page_start, item8.page_end, item8.level]).toEqual([4, 41, 1]);
    expect(shape(tree).map(([t]) => t)).not.toContain("ACME, INC.");
    // Each statement is a section of its own page, under Item 8 (physical = printed + 2).
    const children = item8.children.map((c) => [c.title, c.page_start, c.level]);
    expect(children.slice(0, 3)).toEqual(statements.map((t, i) => [t, 5 + i, 2]));
    expect(children.filter(([t]) => /^Note \d/.test(String(t)))).toEqual([
      ["Note 1. Revenue", 12, 2],
      ["Note 2. Leases", 20, 2],
      ["Note 3. Income Taxes", 28, 2],
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
    expect(shape(tree)).toEqual([
      ["Alpha", 1, 3, 1],
      ["Beta", 2, 2, 2],
      ["Gamma", 3, 3, 2],
      ["Delta", 4, 6, 1],
      ["Epsilon", 5, 5, 2],
      ["Zeta", 6, 6, 2],
    ]);
  });

  it("keeps the flat tree, marked, when the oracle fails", async () => {
    const tree = await buildIndex(flat(), { levelOracle: { assignLevels: async () => null } });
    expect(tree).toMatchObject({ source: "headings", repair: "failed" });
    expect(shape(tree)).toEqual(
      ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"].map((t, i) => [t, i + 1, i + 1, 1]),
    );
  });
});

describe("a short document's headings", () => {
  // Topics in bold over their text, as a README printed on one page sets them.
  const TOPICS = ["Install", "Configure", "Start", "Stop", "Update", "Back up", "Restore", "Remove", "Monitor"];
  const MORE = ["Secure", "Migrate", "Scale", "Debug", "Uninstall", "Report", "Upgrade", "Verify", "Reset"];
  const guide = (topics: string[], lines: number) => [
    topics.flatMap((t) => [{ text: t, size: 13, bold: true }, ...prose(lines)]),
  ];
  /** The page's bold lines as the sections they head: [title, page, page, depth, line]. */
  const headed = (pages: LineSpec[][]) =>
    pages.flatMap((lines, p) => lines.flatMap((l, i) => (l.bold ? [[l.text, p + 1, p + 1, 1, i]] : [])));
  const nodes = (tree: SectionTree) =>
    flattenTree(tree.nodes).map((n) => [n.title, n.page_start, n.page_end, n.level, n.line_start]);

  it("gets a one-page guide's eight headings as sections, not one block", () => {
    const pages = guide(TOPICS.slice(0, 8), 2);
    const tree = buildIndexSync(makeDoc(pages));
    expect(tree.source).toBe("headings");
    expect(nodes(tree)).toEqual(headed(pages));
  });

  it("keeps as many headings as a page is allowed, and makes one block of a page with more (rows, not sections)", () => {
    const topics = [...TOPICS, ...MORE];
    const most = mostHeadings(1);
    expect(topics.length).toBeGreaterThan(most);
    const full = guide(topics.slice(0, most), 1);
    expect(nodes(buildIndexSync(makeDoc(full)))).toEqual(headed(full));
    const over = buildIndexSync(makeDoc(guide(topics.slice(0, most + 1), 1)));
    expect(over.source).toBe("fallback");
    expect(nodes(over)).toEqual([["Page 1", 1, 1, 1, 0]]);
  });
});

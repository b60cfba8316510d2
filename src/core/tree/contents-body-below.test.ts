/**
 * A short paper or vignette sets its contents under its title and starts the body on the same page,
 * right below the list ("1 Introduction"), sometimes after the list's last rows open the next page.
 * The body there is the body's: its first sections open where they are set, the contents node ends
 * where the body begins, and the pages after are not read as more of the contents.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, section, type LineSpec } from "../../testing/page-builder";
import { findContents } from "./contents-find";
import { buildIndexSync, flattenTree } from "./index";

const row = (title: string, printed: number): LineSpec => ({ text: `${title} . . . . . . . . . . . ${printed}` });
const heading = (text: string): LineSpec => ({ text, size: 14 });
/** A line of printed output that ends in a number, as code listings do. */
const output = (k: number): LineSpec[] => [
  { text: `Number of nodes = ${k + 3}` },
  { text: `Number of edges = ${k + 5}` },
];

/** Sections 1–5 on pages 1–5; the contents lists them under the title, the body after the list. */
function vignette(lastRowOverleaf: boolean) {
  const rows = [
    row("1 Introduction", 1),
    row("2 Loading the data", 2),
    row("2.1 Reading files", 2),
    row("3 Finding overlaps", 3),
    row("4 Plotting coverage", 4),
    row("5 Session information", 5),
  ];
  const listed = lastRowOverleaf ? rows.slice(0, -1) : rows;
  // Overleaf, the list fills the first page (the introduction opens the second page with the list's last row).
  const first: LineSpec[] = [
    { text: "Working with genomic ranges", size: 20, bold: true },
    { text: "Contents", size: 17 },
    ...listed,
  ];
  const intro = [heading("1 Introduction"), ...prose(8)];
  return makeDoc([
    lastRowOverleaf ? first : [...first, ...intro],
    [
      ...(lastRowOverleaf ? [rows[5], ...intro] : []),
      heading("2 Loading the data"),
      ...prose(4),
      heading("2.1 Reading files"),
      ...prose(3),
      ...output(1),
    ],
    [heading("3 Finding overlaps"), ...prose(5), ...output(2), ...output(3)],
    [heading("4 Plotting coverage"), ...prose(6), ...output(4)],
    [heading("5 Session information"), ...prose(6)],
  ]);
}

describe("a contents page whose body begins below the list", () => {
  it("ends the contents on the page where the body begins", () => {
    expect(findContents(vignette(false))!.pages).toEqual([1]);
  });

  it("opens the first section on the contents' own page, and the contents node ends there", () => {
    const nodes = flattenTree(buildIndexSync(vignette(false)).nodes);
    const at = (title: string) => nodes.find((n) => n.title === title);
    expect(at("1 Introduction")?.page_start).toBe(1);
    expect(at("2 Loading the data")?.page_start).toBe(2);
    expect(at("5 Session information")?.page_start).toBe(5);
    expect(at("Contents")?.page_end).toBe(1);
  });

  it("reads the list's last row opening the next page, and the body below it", () => {
    const layout = vignette(true);
    expect(findContents(layout)!.pages).toEqual([1, 2]);
    const nodes = flattenTree(buildIndexSync(layout).nodes);
    const at = (title: string) => nodes.find((n) => n.title === title);
    expect(at("1 Introduction")?.page_start).toBe(2);
    expect(at("2.1 Reading files")?.page_start).toBe(2);
    expect(at("5 Session information")?.page_start).toBe(5);
  });
});

describe("numbered rows that are not a contents", () => {
  it("printed output repeating its rows, or a table whose numbers go back, is no contents page", () => {
    const table = ["1 SEA DEN 259", "2 SEA LAX 124", "3 LAX SEA 115"].map((text) => ({ text }));
    const layout = makeDoc([
      [{ text: "Graph classes", size: 20 }, ...prose(4), ...output(1), ...output(2), ...output(0), ...table],
      ...[1, 2, 3].map((k) => section(`${k} Part ${k}`, 20, { size: 14 })),
    ]);
    expect(findContents(layout)).toBeNull();
  });

  it("a statement's amounts after the contents page are not more of the contents", () => {
    const items = ["Balance Sheets", "Statements of Income", "Statements of Cash Flows", "Notes", "Controls"];
    const amounts = ["Cash and cash equivalents", "Short-term investments", "Accounts receivable", "Goodwill"];
    const layout = makeDoc([
      [{ text: "Quarterly Report", size: 20 }],
      [{ text: "TABLE OF CONTENTS", bold: true }, ...items.map((t, k) => row(t, k + 3))],
      [{ text: "BALANCE SHEETS", bold: true }, ...amounts.map((t, k) => ({ text: `${t} $ ${137 + k} $ ${126 + k}` }))],
      ...items.slice(1).map((t) => section(t.toUpperCase(), 20, { bold: true })),
    ]);
    expect(findContents(layout)!.pages).toEqual([2]);
  });
});

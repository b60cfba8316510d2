import { describe, expect, it } from "vitest";
import { pageEntries } from "./contents-find";
import { type LineSpec, makeDoc, makePage, prose } from "../../testing/page-builder";
import { contentsPageHeading } from "./contents";
import type { Line } from "../types";

/** The page builder starts a column at the top: the right column's lines are set below its first entry. */
const lowered = (l: Line, dy: number): Line => ({
  ...l,
  y0: l.y0 + dy,
  y1: l.y1 + dy,
  baseline: l.baseline + dy,
  words: l.words.map((w) => ({ ...w, y0: w.y0 + dy, y1: w.y1 + dy })),
});
/** The entries read from a page built from `specs`, its right column lowered by `dy`, as [title, printed]. */
const entriesOf = (specs: LineSpec[], dy: number) =>
  pageEntries(
    makePage(1, specs).lines.map((l) => (l.column === 1 ? lowered(l, dy) : l)),
    1,
  ).map((e) => [e.title, e.printed]);
/** A cell starting at `x`, and a page number right-aligned at the gutter. */
const at = (text: string, x: number) => ({ text, x });
const right = (text: string) => ({ text, x: 0.49, align: "right" as const });

/**
 * A contents page set in two columns as a text layer gives it: the layout put the right column's
 * first entry on the left column's line (one line across the gutter), a wrapped title's tail that
 * sits in the right column among the left column's lines, and page numbers set apart from their
 * leader dots as lines of their own.
 */
function twoColumnPage(): LineSpec[] {
  return [
    { text: "Contents", bold: true, size: 14 },
    // One line across both columns: "License 2" on the left, "5.3 Multiple-Layer Apparatus" indented on the right.
    { text: "License and disclaimer . . . . . . . . 2 5.3 Multiple-Layer Apparatus", gapBefore: 12 },
    { text: "Criticus . . . . . . 35", x0: 0.6 },
    { text: "1 Introduction . . . . 3" },
    { text: "1.1 Requirements . . . 4", x0: 0.12 },
    { text: "2 The Basics of Environ-" },
    { text: "ments . . . . . . . . 5", x0: 0.12 },
    { text: "2.1 Setup . . . . . . 7", x0: 0.12 },
    { text: "3 Emendations . . . . 9" },
    { text: "5.4 Layers . . . . . . 36", column: 1, x0: 0.58 },
    { text: "6 Inserting Notes . . 38", column: 1, x0: 0.54 },
    { text: "6.1 Variant Readings . . 40", column: 1, x0: 0.58 },
    { text: "7 Poetry . . . . . . . 42", column: 1, x0: 0.54 },
  ];
}

describe("a contents page in two columns", () => {
  it("reads each column's entries apart, the right column's first entry cut from the left's line", () => {
    expect(entriesOf(twoColumnPage(), 0.075)).toEqual([
      ["License and disclaimer", "2"],
      ["1 Introduction", "3"],
      ["1.1 Requirements", "4"],
      ["2 The Basics of Environments", "5"],
      ["2.1 Setup", "7"],
      ["3 Emendations", "9"],
      ["5.3 Multiple-Layer Apparatus Criticus", "35"],
      ["5.4 Layers", "36"],
      ["6 Inserting Notes", "38"],
      ["6.1 Variant Readings", "40"],
      ["7 Poetry", "42"],
    ]);
  });

  it("gives a page number read into the right column's line back to the left column's entry", () => {
    const entry = (title: string, n: string) => ({ cells: [at(title, 0.1), right(n)] });
    const specs: LineSpec[] = [
      { text: "Contents", bold: true, size: 14 },
      entry("1 Introduction", "3"),
      { text: "2 Setup" },
      entry("3 Usage", "9"),
      entry("4 Fonts", "11"),
      // The right column, two rows down: its first line starts with "5", the page of "2 Setup".
      { cells: [right("5"), { text: "5.1 Options . . . . 12", x: 0.56 }], column: 1 },
      { text: "6 Poetry . . . . . 14", x0: 0.54, column: 1 },
      { text: "6.1 Verse . . . . 15", x0: 0.56, column: 1 },
    ];
    expect(entriesOf(specs, 0.05)).toEqual([
      ["1 Introduction", "3"],
      ["2 Setup", "5"],
      ["3 Usage", "9"],
      ["4 Fonts", "11"],
      ["5.1 Options", "12"],
      ["6 Poetry", "14"],
      ["6.1 Verse", "15"],
    ]);
  });

  it("keeps a chapter's number with its title where it hangs left of the right column's edge", () => {
    const specs: LineSpec[] = [
      { text: "Contents", bold: true, size: 14 },
      // The layout read the right column's chapter into the left column's line and its own.
      { cells: [at("1 Typesetting rules", 0.1), at("2", 0.4), at("6", 0.55), at("Miscellaneous . . . . 16", 0.58)] },
      { cells: [at("2 Setup", 0.1), at("3", 0.4)] },
      { cells: [at("3 Usage", 0.1), at("5", 0.4)] },
      { cells: [at("7", 0.55), at("How it works . . . . 21", 0.58)] },
      { text: "6.1 Using soul . . . . 17", x0: 0.58, column: 1 },
      { text: "6.2 Markup . . . . . . 18", x0: 0.58, column: 1 },
    ];
    expect(entriesOf(specs, 0.05)).toEqual([
      ["1 Typesetting rules", "2"],
      ["2 Setup", "3"],
      ["3 Usage", "5"],
      ["6 Miscellaneous", "16"],
      ["6.1 Using soul", "17"],
      ["6.2 Markup", "18"],
      ["7 How it works", "21"],
    ]);
  });

  it("finds the gutter where the layout read both columns as one line each", () => {
    const specs: LineSpec[] = [
      { text: "Contents", bold: true, size: 14 },
      { cells: [at("14.2 Existing Templates . . . .", 0.1), right("39"), at("17. The Class . . . . 47", 0.51)] },
      { cells: [at("14.3 Own Templates . . . . . .", 0.1), right("39")] },
      { cells: [at("14.4 Examples . . . . . . . . .", 0.1), right("40"), at("18. The Library . . . 50", 0.51)] },
      { cells: [at("15. Internationalization", 0.1), right("44")] },
      { text: "VI. Appendix . . . . . 52", x0: 0.51 },
      { cells: [at("16. The Idea", 0.1), right("46"), at("A. References . . . . 52", 0.51)] },
    ];
    expect(entriesOf(specs, 0)).toEqual([
      ["14.2 Existing Templates", "39"],
      ["14.3 Own Templates", "39"],
      ["14.4 Examples", "40"],
      ["15. Internationalization", "44"],
      ["16. The Idea", "46"],
      ["17. The Class", "47"],
      ["18. The Library", "50"],
      ["VI. Appendix", "52"],
      ["A. References", "52"],
    ]);
  });

  it("cuts every row where it crosses the gutter: a wrapped title's tail, a left title's first line, the title", () => {
    // Set as a two-column class sets it: the left column's numbers end at the gutter, the right column's
    // section numbers hang left of its titles, and its sections' pages stand at the margin without leaders.
    const gutter = (text: string) => ({ text, x: 0.532, align: "right" as const });
    const margin = (text: string) => ({ text, x: 0.837, align: "right" as const });
    const specs: LineSpec[] = [
      // The contents' title, read into one line with the right column's first entry, which wraps.
      { cells: [at("Contents", 0.243), at("6.2 Reference numbers in", 0.574)] },
      { cells: [at("graphics . . . . . . 7", 0.61)] },
      { cells: [at("1 Introduction", 0.243), gutter("2")] },
      { cells: [at("7", 0.549), at("Horizontal positioning of all", 0.574)] },
      // The right column's part starts with the tail of the title wrapped above it.
      { cells: [at("2 Installation", 0.243), gutter("2"), at("floats", 0.574), margin("10")] },
      { cells: [at("3 Requirements", 0.243), gutter("2"), at("8", 0.549), at("Schemes", 0.574), margin("11")] },
      { cells: [at("4 The package: tools", 0.243), at("8.1 Overview . . . . 11", 0.574)] },
      { cells: [at("for chemistry", 0.27), gutter("3"), at("8.2 Methods . . . . 11", 0.574)] },
      { cells: [at("5 Naming of the sec-", 0.243)] },
      { cells: [at("tion", 0.27), gutter("3"), at("9", 0.549), at("Information", 0.574), margin("12")] },
      { cells: [at("5.1 Units . . . . . . 4", 0.27), at("9.1 Floats . . . . . 12", 0.574)] },
      { cells: [at("6 The scheme package:", 0.243), at("10", 0.549), at("Change History", 0.574), margin("13")] },
      { cells: [at("graphics", 0.27), gutter("6")] },
    ];
    expect(entriesOf(specs, 0)).toEqual([
      ["1 Introduction", "2"],
      ["2 Installation", "2"],
      ["3 Requirements", "2"],
      ["4 The package: tools for chemistry", "3"],
      ["5 Naming of the section", "3"],
      ["5.1 Units", "4"],
      ["6 The scheme package: graphics", "6"],
      ["6.2 Reference numbers in graphics", "7"],
      ["7 Horizontal positioning of all floats", "10"],
      ["8 Schemes", "11"],
      ["8.1 Overview", "11"],
      ["8.2 Methods", "11"],
      ["9 Information", "12"],
      ["9.1 Floats", "12"],
      ["10 Change History", "13"],
    ]);
    const doc = makeDoc([specs, ...Array.from({ length: 13 }, () => prose(30))]);
    expect(contentsPageHeading(doc)).toMatchObject({ title: "Contents", page: 1, line: 0 });
  });
});

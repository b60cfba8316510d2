import { describe, expect, it } from "vitest";
import { pageEntries } from "./contents-find";
import { type LineSpec, makePage } from "../../testing/page-builder";
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
});

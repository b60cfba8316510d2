import { describe, expect, it } from "vitest";
import { makePage } from "../../testing/page-builder";
import { figureText } from "./figure-text";

describe("figure text by geometry", () => {
  it("marks a word set on its side (a vertical axis title), not the text's words", () => {
    const page = makePage(1, [
      "The ratio of rates rises with the dose in every group we followed.",
      "Rate ratio",
      "The effect is larger where insulin was not used at the start.",
    ]);
    // The axis title stood on its side: each word's box far taller than its letters are wide.
    const label = page.lines[1];
    label.words = label.words.map((w, i) => {
      const x0 = 0.05 + i * 0.01;
      return { ...w, x0, x1: x0 + 0.008, y0: 0.3 + i * 0.08, y1: 0.37 + i * 0.08 };
    });
    const found = figureText(page);
    expect(found.lines).toEqual([1]);
    expect(found.words).toEqual([]);
  });

  it("marks nothing on a page of text alone", () => {
    const page = makePage(1, ["One line of plain text set in the body type.", "And a second line of the same."]);
    expect(figureText(page)).toEqual({ lines: [], words: [] });
  });
});

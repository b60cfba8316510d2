import { describe, expect, it } from "vitest";
import { exampleQuestion, loadApparatusTitles } from "./example-question";
import type { SectionTree, TreeNode } from "./types";

const node = (title: string, page: number, level = 1, children: TreeNode[] = []): TreeNode => ({
  id: `s${page}`,
  title,
  level,
  page_start: page,
  page_end: page,
  line_start: 0,
  children,
});
const tree = (nodes: TreeNode[]): SectionTree => ({ source: "headings", repair: "not-needed", nodes });

describe("the example question", () => {
  it("asks about a section past the front matter, without its number", () => {
    const manual = tree([
      node("User Manual", 1),
      node("Table of Contents", 3),
      node("1 Safety", 6, 1, [node("1.1 General safety instructions", 6, 2)]),
    ]);
    expect(exampleQuestion(manual)).toBe("What does it say about \u201cGeneral safety instructions\u201d?");
  });

  it("reads a contract's article and a filing's item label off their titles", () => {
    expect(exampleQuestion(tree([node("ARTICLE IV TERM AND TERMINATION", 4)]))).toBe(
      "What does it say about \u201cTerm and termination\u201d?",
    );
    expect(
      exampleQuestion(tree([node("PART I", 3, 1, [node("Item 1.", 3, 2), node("Item 1A. Risk Factors", 9, 2)])])),
    ).toBe("What does it say about \u201cRisk Factors\u201d?");
  });

  it("falls back to a general question when no title reads as a subject", () => {
    expect(exampleQuestion(tree([node("Pages 1\u20136", 1), node("Index", 40), node("2022 2021 2020", 5)]))).toBe(
      "What is this document about?",
    );
    expect(exampleQuestion(null)).toBe("What is this document about?");
  });
});

describe("the apparatus titles file", () => {
  it("is refused when it is not the format this code reads", () => {
    expect(() => loadApparatusTitles({ format: "pincite-apparatus-titles", version: 2, produced_by: "x" })).toThrow(
      /apparatus-titles.json/,
    );
  });
});

/**
 * A book or manual in parts without a contents page: each part opens a page of its own with its label
 * and title in display type ("Part II" over "Advanced use", or on one line), and the chapters run on in
 * number across parts. Each part is a level of its own over the chapters that follow it.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, type TreeNode } from "./index";

const h = (text: string, size = 14): LineSpec => ({ text, size, bold: true });
const body = (n: number): LineSpec[] =>
  Array.from({ length: n }, () => ({
    text: "The marks of a class are kept apart from the marks of every other class.",
  }));

function inParts(part: (n: string, title: string) => LineSpec[]) {
  return makeDoc([
    part("I", "Basics"),
    [h("1 Introduction"), ...body(12), h("1.1 Scope", 12), ...body(10)],
    [h("2 Installation"), ...body(20)],
    part("II", "Advanced use"),
    [h("3 Options"), ...body(12), h("3.1 Keys", 12), ...body(10)],
    [h("4 Hooks"), ...body(20)],
  ]);
}

const outline = (nodes: TreeNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.title, outline(n.children)] : n.title));

describe("part pages without a contents page", () => {
  const expected = (one: string, two: string) => [
    [one, [["1 Introduction", ["1.1 Scope"]], "2 Installation"]],
    [two, [["3 Options", ["3.1 Keys"]], "4 Hooks"]],
  ];

  it("hold the chapters after them, the title set under its label in sentence case", () => {
    const doc = inParts((n, t) => [h(`Part ${n}`, 20), h(t, 24)]);
    expect(outline(buildIndexSync(doc).nodes)).toEqual(expected("Part I Basics", "Part II Advanced use"));
  });

  it("hold them when label and title share a line, or are set in capitals", () => {
    const one = inParts((n, t) => [h(`Part ${n} ${t}`, 20)]);
    expect(outline(buildIndexSync(one).nodes)).toEqual(expected("Part I Basics", "Part II Advanced use"));
    const caps = inParts((n, t) => [h(`PART ${n}`, 20), h(t.toUpperCase(), 20)]);
    expect(outline(buildIndexSync(caps).nodes)).toEqual(expected("PART I BASICS", "PART II ADVANCED USE"));
  });
});

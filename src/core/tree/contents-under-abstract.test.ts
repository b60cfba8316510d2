/**
 * A package manual sets its contents under the title and abstract, low on the first page, with the
 * title's footnote ("∗ This document corresponds to v0.1") in small type at the foot, and the listing
 * runs on over the next page. The footnote is the page's foot, not a body begun below the listing; the
 * contents title opens the contents node, and the title and abstract above it make the cover.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { findContents } from "./contents-find";
import { buildIndexSync, flattenTree } from "./index";

const row = (title: string, printed: number): LineSpec => ({ text: `${title} . . . . . . . . . ${printed}` });
const heading = (text: string): LineSpec => ({ text, size: 14, bold: true });

function manual(footnote: boolean) {
  const first: LineSpec[] = [
    { text: "The prettifier package", size: 17 },
    { text: "Jane Author", size: 12 },
    { text: "Abstract", size: 9, bold: true },
    ...Array.from({ length: 6 }, () => ({
      text: "The package prints source code in documents typeset with friends.",
      size: 9,
    })),
    { text: "Contents", size: 14, bold: true },
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => row(`${k} Topic number ${k}`, k + 2)),
    ...(footnote
      ? [
          { text: "∗", size: 6 },
          { text: "This document corresponds to version 0.1 of the package.", size: 8 },
        ]
      : []),
  ];
  const second: LineSpec[] = [9, 10, 11, 12].map((k) => row(`${k} Topic number ${k}`, k + 2));
  const body = Array.from({ length: 12 }, (_, i) => [heading(`${i + 1} Topic number ${i + 1}`), ...prose(20)]);
  return makeDoc([first, second, ...body]);
}

describe("a contents set under a paper's abstract", () => {
  it("runs on over the next page past a footnote at the foot of the first", () => {
    expect(findContents(manual(true))!.pages).toEqual([1, 2]);
    expect(findContents(manual(false))!.pages).toEqual([1, 2]);
  });

  it("opens the contents at its title, with the title and abstract above as the cover", () => {
    const nodes = flattenTree(buildIndexSync(manual(true)).nodes);
    expect(nodes.slice(0, 2).map((n) => [n.title, n.page_start, n.line_start])).toEqual([
      ["The prettifier package", 1, 0],
      ["Contents", 1, 9],
    ]);
    expect(nodes.map((n) => n.title)).toContain("12 Topic number 12");
  });
});

/**
 * A newsletter's first page in two columns: the contents listed at the top of the left column, the
 * body opening under it in that column and running on in the right column beside the listing. Read
 * across the width, each listed row ran on into the prose beside it and was no entry; and the body
 * under the listing was taken for more of the listing, because the right column's lines stand lower
 * than the listing ends.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";

const PROSE = "The team has worked on the code base over the last two years and the kernel now";
const prose = (n: number, column: 0 | 1 = 0): LineSpec[] => Array.from({ length: n }, () => ({ text: PROSE, column }));
const h = (text: string, column: 0 | 1 = 0): LineSpec => ({ text, size: 12, bold: true, column });

function newsletter() {
  const listing: LineSpec[] = [
    { text: "Contents", size: 12, bold: true },
    { text: "Introduction 1" },
    { text: "New features 1" },
    { text: "A new argument type . . . . . . . 1", x0: 0.13 },
    { text: "New functions . . . . . . . . . . 1", x0: 0.13 },
    { text: "Notable fixes 2" },
    { text: "File name parsing . . . . . . . . 2", x0: 0.13 },
    { text: "Message formatting . . . . . . . 2", x0: 0.13 },
    { text: "Engine requirements 3" },
  ];
  return makeDoc([
    [
      { text: "Project News", size: 24, bold: true },
      ...listing,
      h("Introduction"),
      ...prose(14),
      ...prose(12, 1),
      h("New features", 1),
      h("A new argument type", 1),
      ...prose(6, 1),
      h("New functions", 1),
      ...prose(8, 1),
    ],
    [h("Notable fixes"), h("File name parsing"), ...prose(12), h("Message formatting", 1), ...prose(20, 1)],
    [h("Engine requirements"), ...prose(20)],
  ]);
}

describe("a contents listed in one column beside the body", () => {
  it("is read row by row in its column, the body under it placing the entries listed for its own page", () => {
    const tree = buildIndexSync(newsletter());
    expect(tree.source).toBe("contents");
    const nodes = flattenTree(tree.nodes).map((n) => `${n.title}@${n.page_start}`);
    expect(nodes).toEqual(
      expect.arrayContaining([
        "Introduction@1",
        "New features@1",
        "A new argument type@1",
        "New functions@1",
        "Notable fixes@2",
        "File name parsing@2",
        "Message formatting@2",
        "Engine requirements@3",
      ]),
    );
  });
});

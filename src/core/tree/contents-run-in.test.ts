/**
 * A manual's contents may list a section's subsections run in on the lines under its row, each with its page in
 * brackets ("Debugging [37] Requirements [39] Declarations [42]"), set indented and smaller. Those lines are the
 * listing's, not a body under it: the contents runs on to the next page, whose entries are sections too.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";

const row = (label: string, title: string, page: number, x0 = 0.1): LineSpec => ({
  text: `${label} ${title} . . . . . . . . . . . . . . ${page}`,
  x0,
});
const runIn = (text: string): LineSpec => ({ text, x0: 0.16, size: 9 });
const heading = (text: string): LineSpec => ({ text, size: 14, bold: true });

function manual() {
  const sections: [string, string, number][] = [
    ["1", "Introduction", 4],
    ["2", "Usage", 5],
    ["2.1", "Options", 5],
    ["3", "Implementation", 6],
    ["3.1", "Preliminaries", 6],
    ["3.2", "Font setup", 8],
    ["3.3", "Configuration", 9],
    ["4", "Configuration files", 10],
    ["4.1", "Font sets", 10],
  ];
  const page = (n: number) => sections.filter((s) => s[2] === n).map((s) => heading(`${s[0]} ${s[1]}`));
  return makeDoc([
    [{ text: "The fonttune package", size: 20 }, "Reference manual"],
    [
      heading("Contents"),
      ...sections.slice(0, 5).map(([l, t, p]) => row(l, t, p, l.includes(".") ? 0.13 : 0.1)),
      runIn("Debugging [6] Requirements [7] Declarations [7] Auxiliary macros [7]"),
      runIn("Compatibility [7]"),
    ],
    [
      ...sections.slice(5).map(([l, t, p]) => row(l, t, p, l.includes(".") ? 0.13 : 0.1)),
      runIn("Font sets [10] Variants and aliases [10]"),
    ],
    ...[4, 5, 6, 7, 8, 9, 10].map((n) => [...page(n), ...prose(25)]),
  ]);
}

describe("run-in subsections under a contents row", () => {
  it("reads the contents on past them onto its next page", () => {
    const tree = buildIndexSync(manual());
    const nodes = flattenTree(tree.nodes).map((n) => `${n.title}@${n.page_start}`);
    expect(tree.source).toBe("contents");
    expect(nodes).toEqual(
      expect.arrayContaining([
        "3.2 Font setup@8",
        "3.3 Configuration@9",
        "4 Configuration files@10",
        "4.1 Font sets@10",
      ]),
    );
  });
});

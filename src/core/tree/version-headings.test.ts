/**
 * A manual's revision history, each release titled by its version and date ("0.4.1 2022-03-20",
 * "Version 0.3 (2019-10-30)", "v0.2"), in bold body type. The contents lists the history with no
 * subsections, and the release lines read as tables' numbers (no letters, a date in brackets): none
 * was a section.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";
import { isVersionHeading } from "./version-headings";

const release = (text: string): LineSpec[] => [{ text, bold: true }, ...prose(4)];
const chapter = (text: string): LineSpec => ({ text, size: 14, bold: true });
const sub = (text: string): LineSpec => ({ text, size: 12, bold: true });

function manual() {
  return makeDoc([
    [
      { text: "A Package for Citations", size: 20, bold: true },
      { text: "Contents", size: 14, bold: true },
      { text: "1 Introduction 2" },
      { text: "2 User guide 3" },
      { text: "2.1 Options . . . . . . . . . . 3", x0: 0.13 },
      { text: "2.2 Commands . . . . . . . . . 3", x0: 0.13 },
      { text: "2.3 Styles . . . . . . . . . . 4", x0: 0.13 },
      { text: "3 Revision history 5" },
    ],
    [chapter("1 Introduction"), ...prose(30)],
    [chapter("2 User guide"), sub("2.1 Options"), ...prose(10), sub("2.2 Commands"), ...prose(10)],
    [sub("2.3 Styles"), ...prose(25)],
    [
      chapter("3 Revision history"),
      ...release("0.4.1 2022-03-20"),
      ...release("0.4.0 2020-03-25"),
      ...release("Version 0.3 (2019-10-30)"),
      ...release("v0.2"),
    ],
  ]);
}

describe("a changelog's release headings", () => {
  it("are the subsections of the history the contents lists alone", () => {
    const tree = buildIndexSync(manual());
    expect(tree.source).toBe("contents");
    const nodes = flattenTree(tree.nodes).map((n) => `${n.title}@${n.page_start}`);
    expect(nodes).toEqual(
      expect.arrayContaining([
        "3 Revision history@5",
        "0.4.1 2022-03-20@5",
        "0.4.0 2020-03-25@5",
        "Version 0.3 (2019-10-30)@5",
        "v0.2@5",
      ]),
    );
  });

  it("are headings where the document has no contents", () => {
    const h = (text: string, size = 12): LineSpec => ({ text, size, bold: true });
    const doc = makeDoc([
      [h("Introduction", 16), ...prose(10), h("Installation"), ...prose(10), h("Usage"), ...prose(10)],
      [h("Changes", 16), h("Version 2.3 (2019-04-01)"), ...prose(8), h("Version 2.2 (2018-11-02)"), ...prose(8)],
      [h("v2.1"), ...prose(8), h("v2.0"), ...prose(8)],
    ]);
    const nodes = flattenTree(buildIndexSync(doc).nodes).map((n) => `${n.title}@${n.page_start}`);
    expect(nodes).toEqual(
      expect.arrayContaining(["Version 2.3 (2019-04-01)@2", "Version 2.2 (2018-11-02)@2", "v2.1@3", "v2.0@3"]),
    );
  });

  it("are told from a table's figures and a bare number", () => {
    for (const t of ["0.4.1 2022-03-20", "Version 2.3 (2019-04-01)", "v1.2", "Release 3.0 – March 4, 2021", "Rev 4"])
      expect(isVersionHeading(t), t).toBe(true);
    for (const t of ["2.5.1", "1,234 2,345", "12.5 13.1", "2019-04-01", "Version 2.0 of the licence applies"])
      expect(isVersionHeading(t), t).toBe(false);
  });
});

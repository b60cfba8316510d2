/**
 * A TeX manual's heading names commands and environments among its words ("12.9 The commands \tag,
 * \notag, \label, \tagnextline and \qedhere for {DispWithArrows}"), or is a command's signature alone
 * ("\foo[options]{arg}"); it often wraps over two lines in the heading's type, sometimes hyphenated. Names
 * from code count for nothing in the title's length or case, and the two lines are one title.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, type LineSpec } from "../../testing/page-builder";
import type { PageLayout } from "../types";
import { buildIndexSync, flattenTree } from "./index";
import { readTitle } from "./title-shape";

describe("headings that name commands", () => {
  it("judges a title by its prose words, not by the names from code among them", () => {
    const t = "The commands \\tag, \\notag, \\label, \\tagnextline and \\qedhere for {DispWithArrows}";
    expect(readTitle(t)).toMatchObject({ title: t, sentenceCase: true });
    expect(readTitle("Conversion of a begriff.sty document into a grundgesetze.sty document")).not.toBeNull();
    expect(readTitle("Adding horizontal lengths manually: \\GGnonot, etc.")).toMatchObject({ sentenceCase: true });
    expect(readTitle("\\foo[options]{arg}")).toMatchObject({ title: "\\foo[options]{arg}" });
  });

  it("still reads prose that mentions commands as no title", () => {
    expect(readTitle("we then call \\foo and \\bar on each of the keys")).toBeNull();
    expect(
      readTitle("This is done with \\foo and then the result of the call is printed by the code below."),
    ).toBeNull();
    expect(readTitle("The value is stored in \\l_tmpa_tl. The next step reads it.")).toBeNull();
  });

  it("makes one section of a heading wrapped over two lines in its type, joined across a hyphen", () => {
    const h = (text: string): LineSpec => ({ text, size: 12, bold: true });
    const body = (n: number): LineSpec[] =>
      Array.from({ length: n }, () => ({ text: "Some commands are allowed only in the last column here." }));
    const doc = makeDoc([
      [h("1 Introduction"), ...body(12), h("2 Usage"), ...body(10)],
      [
        h("2.1 The commands \\tag, \\notag, \\label, \\tagnextline and \\qedhere for"),
        h("{DispWithArrows}"),
        ...body(10),
        h("2.2 Conversion of a begriff.sty document into a grundge-"),
        h("setze.sty document"),
        ...body(8),
      ],
      [h("3 Implementation"), ...body(20)],
    ]);
    const titles = flattenTree(buildIndexSync(doc).nodes).map((n) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "2.1 The commands \\tag, \\notag, \\label, \\tagnextline and \\qedhere for {DispWithArrows}",
        "2.2 Conversion of a begriff.sty document into a grundgesetze.sty document",
      ]),
    );
  });

  it("takes a command's signature set as a heading whole, joined across its wrap, and none of its pieces", () => {
    const h = (text: string, size = 12): LineSpec => ({ text, size, bold: true });
    const body = (n: number): LineSpec[] =>
      Array.from({ length: n }, () => ({
        text: "The marks of a class are kept apart from the marks of every other class.",
      }));
    const doc = makeDoc([
      [h("Introduction", 14), ...body(12), h("Usage", 14), ...body(6), h("\\NewMarkClass{class}"), ...body(6)],
      [
        h("\\DeclareInstance{template type}{instance name}{template name}[options]{key"),
        h("vals}"),
        ...body(10),
        h("\\InsertMark[options]{class}{text}"),
        ...body(8),
      ],
      [h("Implementation", 14), ...body(20)],
    ]);
    atHeadingLeading(doc.pages[1], 1);
    const titles = flattenTree(buildIndexSync(doc).nodes).map((n) => n.title);
    expect(titles).toEqual([
      "Introduction",
      "Usage",
      "\\NewMarkClass{class}",
      "\\DeclareInstance{template type}{instance name}{template name}[options]{key vals}",
      "\\InsertMark[options]{class}{text}",
      "Implementation",
    ]);
  });
});

/** Line i moved up under line i − 1 at a heading's own leading, as TeX sets a wrapped heading's second line. */
function atHeadingLeading(page: PageLayout, i: number): void {
  const [a, b] = [page.lines[i - 1], page.lines[i]];
  const d = b.y0 - (a.y1 + 0.004);
  for (const r of [b, ...b.words]) [r.y0, r.y1] = [r.y0 - d, r.y1 - d];
  b.baseline -= d;
}

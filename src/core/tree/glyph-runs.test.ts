/**
 * A music manual's examples: a staff's notes, rests and dynamics come out of the text layer as the letters their
 * font maps them to ("h h h h • h h", "12 h P h h hP h h u"), set larger than the body. Read from the headings, the
 * manual's tree held them as sections, page after page, among its numbered chapters.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";
import { isGlyphRun } from "./noise";

const chapter = (text: string): LineSpec => ({ text, size: 14, bold: true });
const staff = (text: string): LineSpec => ({ text, size: 16 });

function manual() {
  return makeDoc([
    [{ text: "Notation for Beginners", size: 22, bold: true }, ...prose(10)],
    [chapter("1 Notes and rests"), ...prose(12), staff("h h h h h h h h • h h • h h"), ...prose(12)],
    [...prose(10), staff("12 h P h h hP h h hP h h h u"), ...prose(14)],
    [chapter("2 Dynamics"), ...prose(10), staff(". . - . dim - . . . . dim"), ...prose(12)],
    [...prose(8), staff("3 h h h h h h h h 4"), ...prose(16)],
    [chapter("3 Pitch names"), ...prose(28)],
  ]);
}

describe("runs of music glyphs", () => {
  it("are no sections of the manual", () => {
    const titles = flattenTree(buildIndexSync(manual()).nodes).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(["1 Notes and rests", "2 Dynamics", "3 Pitch names"]));
    expect(titles.filter((t) => /\bh h\b|\. \./.test(t))).toEqual([]);
  });

  it("are told from a title spaced out letter by letter", () => {
    expect(isGlyphRun("h h h h h h h h • h h • h h")).toBe(true);
    expect(isGlyphRun("9 • h h h h h h h h h h 8")).toBe(true);
    expect(isGlyphRun("C O N T E N T S")).toBe(false);
    expect(isGlyphRun("I N T R O D U C T I O N")).toBe(false);
    expect(isGlyphRun("Appendix A B C")).toBe(false);
  });
});

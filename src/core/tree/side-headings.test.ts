/**
 * A CV laid out with its headings in the left margin beside their bodies: the layout reads each
 * heading and the first line of its body as one line ("EDUCATION   First American University"), and a
 * heading over two margin lines ("RESEARCH" / "EXPERIENCE") beside two body lines. None of the lines
 * was a heading: in body type, and each ran on as the body's text.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";

/** The body's left edge, right of the margin column. */
const BODY_X = 0.33;

const beside = (margin: string, body: string): LineSpec => ({
  words: [...margin.split(" "), ...body.split(" ")],
  gapBefore: margin.split(" ").length,
});
const body = (text: string): LineSpec => ({ text, x0: BODY_X });

function cv() {
  return makeDoc([
    [
      { text: "Jane Example", size: 24, bold: true, x0: 0.4 },
      beside("EDUCATION", "First University, Springfield"),
      body("Doctorate in Geophysics 2009 to 2014"),
      body("Thesis on measuring the change of climate"),
      beside("RESEARCH", "Institute for Advanced Research"),
      beside("EXPERIENCE", "Research student in the science department"),
      body("Project on lasers and the change of climate"),
      beside("AWARDS &", "Dean's List for three years running"),
      beside("SCHOLARSHIPS", "For a grade average of at least 3.75"),
      body("Undergraduate researcher award for work on lasers"),
    ],
    [
      beside("LANGUAGES", "English as a native language"),
      body("Spanish, fluent in speaking and reading"),
      beside("SKILLS", "Typesetting, statistics and data analysis"),
      body("Word processing and spreadsheets of all kinds"),
      body("Photography and the design of type"),
      beside("REFERENCES", "Professor of Geology at First University"),
      body("First Avenue 1000, Springfield"),
    ],
  ]);
}

describe("headings in the left margin beside their bodies", () => {
  it("are the sections, a heading over two margin lines read as one", () => {
    const nodes = flattenTree(buildIndexSync(cv()).nodes).map((n) => `${n.title}@${n.page_start}`);
    expect(nodes).toEqual(
      expect.arrayContaining([
        "EDUCATION@1",
        "RESEARCH EXPERIENCE@1",
        "AWARDS & SCHOLARSHIPS@1",
        "LANGUAGES@2",
        "SKILLS@2",
        "REFERENCES@2",
      ]),
    );
  });

  it("are not found in a list of abbreviations, where every line has a word in the margin", () => {
    const list = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        beside(["API", "CPU", "GPU", "RAM", "ROM", "USB"][i % 6], "A term spelled out"),
      );
    const doc = makeDoc([
      [{ text: "Abbreviations", size: 16, bold: true }, ...list(12)],
      [{ text: "Introduction", size: 16, bold: true }, ...list(0), body("The text of the report runs here.")],
    ]);
    const titles = flattenTree(buildIndexSync(doc).nodes).map((n) => n.title);
    expect(titles.filter((t) => /^(API|CPU|GPU|RAM|ROM|USB)$/.test(t))).toEqual([]);
  });
});

/**
 * Front matter numbered in roman and set before the contents pages (acknowledgements, a preface),
 * which the contents lists with itself: each opens on its own page, the contents once.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, section, type LineSpec } from "../../testing/page-builder";
import { openedSections } from "../../testing/opened-sections";

const row = (title: string, printed: string): LineSpec => ({ text: `${title} . . . . . . . . . . . ${printed}` });
const folio = (n: string): LineSpec => ({ text: n, size: 8 });
const chapters = ["1 Getting Started", "2 Shapes", "3 Colours", "4 Printing"];

function book() {
  // Physical pages: 1 title, 2 acknowledgements (ii), 3 preface (iii), 4 contents (iv), 5 on the chapters (1 on).
  return makeDoc([
    [{ text: "Drawing for Everyone", size: 24, bold: true }],
    [...section("Acknowledgements", 20, { size: 16 }), folio("ii")],
    [...section("Preface", 20, { size: 16 }), folio("iii")],
    [
      { text: "Contents", size: 16, bold: true },
      row("Acknowledgements", "ii"),
      row("Preface", "iii"),
      row("Contents", "iv"),
      ...chapters.map((c, k) => row(c, String(k + 1))),
      folio("iv"),
    ],
    ...chapters.map((c, k) => [...section(c, 30, { size: 16 }), folio(String(k + 1))]),
  ]);
}

describe("front matter set before the contents", () => {
  it("opens on its own pages, and the contents once on its page", async () => {
    const opened = await openedSections(book());
    expect(opened).toContain("Acknowledgements@2");
    expect(opened).toContain("Preface@3");
    expect(opened.filter((t) => t.startsWith("Contents"))).toEqual(["Contents@4"]);
    expect(opened).toContain("1 Getting Started@5");
  });
});

/**
 * A contents page that lists "2. Requirements and Goals" for a chapter its page heads "Chapter 2.
 * Requirements and Goals" (DocBook's style), the chapter's title repeated as the next page's running
 * head: each entry opens on the page whose heading carries its number, not on the running head's.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, section, type LineSpec } from "../../testing/page-builder";
import { openedSections } from "../../testing/opened-sections";

const row = (title: string, printed: number): LineSpec => ({ text: `${title} . . . . . . . . . . . ${printed}` });
const head = (title: string): LineSpec => ({ text: title, size: 8 });
const folio = (n: number): LineSpec => ({ text: String(n), size: 8 });

function report() {
  // Physical page = printed page + 2 (title page, contents page).
  return makeDoc([
    [{ text: "Font Naming Conventions", size: 24, bold: true }],
    [
      { text: "Table of Contents", size: 16, bold: true },
      row("1. Introduction", 1),
      row("2. Requirements and Goals", 2),
      row("Unique Font Names", 2),
      row("Scalable Fonts", 3),
      row("3. Font Properties", 4),
      row("Weight Names", 4),
    ],
    [...section("Chapter 1. Introduction", 30, { size: 16 }), folio(1)],
    [...section("Chapter 2. Requirements and Goals", 8, { size: 16 }), ...section("Unique Font Names", 20), folio(2)],
    [head("Requirements and Goals"), ...prose(10), ...section("Scalable Fonts", 15), folio(3)],
    [...section("Chapter 3. Font Properties", 8, { size: 16 }), ...section("Weight Names", 20), folio(4)],
    [head("Font Properties"), ...prose(30), folio(5)],
  ]);
}

describe("a contents entry whose heading puts a division word before its number", () => {
  it("opens on the page of 'Chapter N. Title', not the running head's", async () => {
    const opened = await openedSections(report());
    expect(opened).toContain("2. Requirements and Goals@4");
    expect(opened).toContain("Unique Font Names@4");
    expect(opened).toContain("Scalable Fonts@5");
    expect(opened).toContain("3. Font Properties@6");
  });
});

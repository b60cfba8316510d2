/**
 * Titles as other languages set them: a Danish or German title may open on a low quotation mark
 * ("4. „Printing“-feltet til oplagsnumre"), and a Czech contents row's title may have fewer than three
 * Latin letters ("2.1 Účel . . . 4"). A glyph table's row, one letter to a cell, stays no title.
 */
import { describe, expect, it } from "vitest";
import { splitPageRef } from "./contents-rows";
import { readTitle } from "./title-shape";

describe("titles in other languages", () => {
  it("read a title that opens on a quotation mark of its language", () => {
    expect(readTitle("„Printing“-feltet til oplagsnumre")).toMatchObject({ sentenceCase: true });
    expect(readTitle("„Specialeafhandling“ og „Ph.d.-afhandling“")).not.toBeNull();
    expect(readTitle("«Mise en page» du document")).not.toBeNull();
  });

  it("read a contents row whose title's letters are not Latin", () => {
    expect(splitPageRef("2.1 Účel . . . . . . . . . . . . 4")).toEqual({ title: "2.1 Účel", printed: "4" });
    expect(splitPageRef("1.2 Введение . . . . . . . . 3")).toEqual({ title: "1.2 Введение", printed: "3" });
  });

  it("leave a glyph table's row, one letter to a cell, unread", () => {
    expect(splitPageRef("´00x ` 0 ´ 1 ˆ 2 ˜ 3 ¨ 4 ˝ 5 ˚ 6 ˇ 7")).toBeNull();
    expect(splitPageRef("´03x 24 ı 25 ȷ 26 ﬀ 27 ﬁ 28 ﬂ 29 ﬃ 30 ﬄ 31")).toBeNull();
  });
});

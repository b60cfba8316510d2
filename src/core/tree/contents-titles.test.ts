import { describe, expect, it } from "vitest";
import { isContentsTitle, loadContentsTitles } from "./contents-titles";

describe("contents titles (contents-titles.json)", () => {
  it("reads a contents title in English and in other languages, alone or with a short remark", () => {
    const titles = ["Contents", "TABLE OF CONTENTS", "Contents (continued)", "Sommaire", "Table des matières"];
    const more = ["TABLE DES MATIÈRES", "Inhaltsverzeichnis", "Spis treści", "Содержание", "Obsah", "Índice"];
    // A font that sets the accent as a glyph of its own beside its letter.
    more.push("Table des mati`eres", "Table des matieres");
    for (const t of [...titles, ...more]) expect(isContentsTitle(t), t).toBe(true);
  });

  it("does not read a word that only starts like one, a long line, or an index", () => {
    const lines = ["Contentsless", "Contents of the annual report of the board for the year", "Index", "Summary"];
    for (const t of lines) expect(isContentsTitle(t), t).toBe(false);
  });

  it("refuses a file without its header or with a title that is not a lower-case phrase", () => {
    expect(() => loadContentsTitles({ format: "pincite-contents-titles", version: 2, produced_by: "x" })).toThrow(
      /contents-titles.json/,
    );
    const file = { format: "pincite-contents-titles", version: 1, produced_by: "x", titles: ["Contents"] };
    expect(() => loadContentsTitles(file)).toThrow(/lower-case phrase/);
  });
});

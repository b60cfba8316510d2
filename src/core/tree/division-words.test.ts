import { describe, expect, it } from "vitest";
import { expectHeaderChecked } from "../../testing/data-file-checks";
import data from "./division-words.json" with { type: "json" };
import { loadDivisionWords } from "./division-words";
import { parseNumbering } from "./numbering";
import { readsAsSentence } from "./noise";
import { pageCandidates } from "./heading-candidates";
import { makeDoc, prose } from "../../testing/page-builder";

describe("division words (division-words.json)", () => {
  it("rank a numbered line by the word before its number", () => {
    const kinds = ["ARTICLE IV Definitions", "Lesson 3 Fractions", "Exhibit A-1 Form", "Volume 2 Maps"].map(
      (t) => parseNumbering(t)?.kind ?? null,
    );
    expect(kinds).toEqual(["division", "chapter", "annex", null]);
  });

  it("let a title carry a version number but not an amount", () => {
    const page = (text: string) => makeDoc([[{ text, bold: true, size: 14 }, ...prose(20)]]).pages[0];
    const titles = (text: string) => pageCandidates(page(text), 10).map((c) => c.title);
    expect(titles("Apache License, Version 2.0")).toEqual(["Apache License, Version 2.0"]);
    expect(titles("Apache License, Total 2.0")).toEqual([]);
  });

  it("tell a label running on as a clause from a heading", () => {
    const lines = ["Section 4.1C, rather than the benefit", "Clause 7 applies to", "Section 4 Termination"];
    expect(lines.map(readsAsSentence)).toEqual([true, true, false]);
  });

  it("refuses a file of another format, a missing list and a word that is not one", () => {
    expectHeaderChecked(loadDivisionWords, data, "division-words.json");
    const { stacked: _gone, ...withoutStacked } = data;
    expect(() => loadDivisionWords(withoutStacked)).toThrow(/stacked must be a list of strings/);
    expect(() => loadDivisionWords({ ...data, annex: ["appendix", "Annex"] })).toThrow(/annex: "Annex"/);
    // A chapter's signs go into a character class one by one: two signs in one entry would be read as either.
    expect(() => loadDivisionWords({ ...data, cjk_after: ["章", "章节"] })).toThrow(/cjk_after: "章节"/);
  });
});

import { describe, expect, it } from "vitest";
import { expectHeaderChecked } from "../../testing/data-file-checks";
import data from "./title-end-words.json" with { type: "json" };
import { endingOn, loadTitleEndWords, TITLE_END_WORDS } from "./title-end-words";

describe("title-end words (title-end-words.json)", () => {
  it("every reader shares the joining words; the extras are each reader's own", () => {
    for (const w of ["and", "of", "with"])
      expect(
        [TITLE_END_WORDS.heading, TITLE_END_WORDS.numbered, TITLE_END_WORDS.contents].map((l) => l.includes(w)),
      ).toEqual([true, true, true]);
    // A dropped heading must not be "Schedule A" or "Log On"; a joined line may be.
    expect(TITLE_END_WORDS.heading.includes("a")).toBe(false);
    expect(TITLE_END_WORDS.numbered.includes("a")).toBe(true);
    expect(TITLE_END_WORDS.contents.includes("their")).toBe(true);
    expect(TITLE_END_WORDS.numbered.includes("their")).toBe(false);
    // A title-cased title keeps the joining words in lower case, and "on", "a", "an" besides.
    expect(TITLE_END_WORDS.lowerCase).toEqual([...TITLE_END_WORDS.heading, "on", "a", "an"]);
  });

  it("matches the last word only, in any case, after the reader's boundary", () => {
    const cut = endingOn(TITLE_END_WORDS.numbered, "\\b");
    expect(
      ["Protecting Users' Legal Rights From", "Interpretation of Sections 15 and", "RISKS OF"].map((t) => cut.test(t)),
    ).toEqual([true, true, true]);
    expect(["Anti-Circumvention Law", "Brand", "Oranges", "Andover"].map((t) => cut.test(t))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // "\s" asks for a space before the word: a row that is the word alone does not run on.
    const row = endingOn(TITLE_END_WORDS.contents, "\\s");
    expect(["Security Governance and", "and", "Land"].map((t) => row.test(t))).toEqual([true, false, false]);
  });

  it("refuses a file of another format or version, a missing list and a word that is not one", () => {
    expectHeaderChecked(loadTitleEndWords, data, "title-end-words.json");
    const { contents_extra: _gone, ...withoutContents } = data;
    expect(() => loadTitleEndWords(withoutContents)).toThrow(/contents_extra must be a list of strings/);
    expect(() => loadTitleEndWords({ ...data, joining: ["and", "o|r"] })).toThrow(/joining: "o\|r"/);
  });
});

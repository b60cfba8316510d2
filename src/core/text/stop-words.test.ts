import { describe, expect, it } from "vitest";
import { DataFileError } from "../data-file";
import data from "./stop-words.json" with { type: "json" };
import { loadStopWords, MATCH_STOP_WORDS, SEARCH_STOP_WORDS, STOP_WORDS_FORMAT } from "./stop-words";

describe("stop words", () => {
  it("search keeps 'us' and 'but', which matching drops; both drop the function words", () => {
    expect(SEARCH_STOP_WORDS.has("us")).toBe(false);
    expect(SEARCH_STOP_WORDS.has("but")).toBe(false);
    expect(MATCH_STOP_WORDS.has("us")).toBe(true);
    expect(MATCH_STOP_WORDS.has("but")).toBe(true);
    for (const w of ["the", "of", "which"])
      expect([SEARCH_STOP_WORDS.has(w), MATCH_STOP_WORDS.has(w)]).toEqual([true, true]);
    // Question boilerplate is search's alone.
    expect(SEARCH_STOP_WORDS.has("calculate")).toBe(true);
    expect(MATCH_STOP_WORDS.has("calculate")).toBe(false);
  });

  it("refuses a file of another format, a missing list and an empty word, naming the file", () => {
    expect(() => loadStopWords({ ...data, format: "other" })).toThrow(DataFileError);
    expect(() => loadStopWords({ ...data, format: STOP_WORDS_FORMAT, version: 2 })).toThrow(/stop-words\.json/);
    const { search_words: _gone, ...withoutSearch } = data;
    expect(() => loadStopWords(withoutSearch)).toThrow(/search_words must be a list of strings/);
    expect(() => loadStopWords({ ...data, question_words: ["give", ""] })).toThrow(/question_words/);
    expect(() => loadStopWords({ ...data, produced_by: "" })).toThrow(/produced_by/);
  });
});

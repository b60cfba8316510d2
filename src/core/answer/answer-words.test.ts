import { describe, expect, it } from "vitest";
import { DataFileError } from "../data-file";
import data from "./answer-words.json" with { type: "json" };
import {
  ANSWER_WORDS_FORMAT,
  AUTHOR_WORDS,
  BACK_REFERENCES,
  COUNT_PHRASE_ENDS,
  DURATION_UNITS,
  DOCUMENT_NOUNS,
  LEADS_ON_WORDS,
  loadAnswerWords,
  NEGATIONS,
  NOT_NAMES,
  DATE_WORDS,
  SYMBOL_NOUNS,
  TITLE_SMALL_WORDS,
  AUXILIARIES,
  VERSION_WORDS,
  COUNT_VERBS,
  ONE_UNCOUNTED_AFTER,
  ASKED_THING_ENDS,
  CODE_QUESTION_ENDS,
  PARTS_ASKED,
} from "./answer-words";

describe("answer words", () => {
  it("are read whole from the file", () => {
    expect(LEADS_ON_WORDS).toContain("the");
    expect(DOCUMENT_NOUNS).toContain("memorandum");
    expect(COUNT_PHRASE_ENDS.has("left")).toBe(true);
    expect(AUTHOR_WORDS).toContain("wrote");
    expect(NEGATIONS).toContain("without");
    expect(DURATION_UNITS).toContain("months");
    expect(BACK_REFERENCES).toContain("this");
    expect(AUXILIARIES.has("shall")).toBe(true);
    expect(SYMBOL_NOUNS).toContain("option");
    expect(NOT_NAMES.has("manual")).toBe(true);
    expect(DATE_WORDS.has("dated")).toBe(true);
    expect(TITLE_SMALL_WORDS).toContain("upon");
    expect(VERSION_WORDS).toContain("edition");
    expect(COUNT_VERBS.has("comprise")).toBe(true);
    expect(ONE_UNCOUNTED_AFTER.has("each")).toBe(true);
    expect(ASKED_THING_ENDS).toContain("called");
    expect(CODE_QUESTION_ENDS).toContain("serial");
    expect(PARTS_ASKED).toContain("list of figures");
  });

  it("refuses a file of another format, a missing list and an entry that is no plain word, naming the file", () => {
    expect(() => loadAnswerWords({ ...data, format: "other" })).toThrow(DataFileError);
    expect(() => loadAnswerWords({ ...data, format: ANSWER_WORDS_FORMAT, version: 1 })).toThrow(/answer-words\.json/);
    const { leads_on: _gone, ...withoutLeadsOn } = data;
    expect(() => loadAnswerWords(withoutLeadsOn)).toThrow(/leads_on must be a list of strings/);
    expect(() => loadAnswerWords({ ...data, document_nouns: ["paper", "memo(?:randum)?"] })).toThrow(/document_nouns/);
    expect(() => loadAnswerWords({ ...data, negations: ["not", "n't"] })).toThrow(/negations/);
    expect(() => loadAnswerWords({ ...data, title_small_words: ["of", "&"] })).toThrow(/title_small_words/);
    expect(() => loadAnswerWords({ ...data, produced_by: "" })).toThrow(/produced_by/);
    expect(() => loadAnswerWords({ ...data, parts_asked: ["list  of figures"] })).toThrow(/parts_asked/);
  });
});

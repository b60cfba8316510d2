/**
 * A code the pages read print throughout is the document's subject, not one thing among others:
 * it weighs like any word, so the sentence that answers outranks those that merely name the
 * program; a code printed on one page keeps its triple weight.
 */
import { describe, expect, it } from "vitest";
import { makeDoc } from "../../testing/page-builder";
import { extractiveAnswer } from "./extractive";
import { subjectCodes } from "./subject-codes";

const manualPages = [
  [
    "The zipkit2 manual describes the zipkit2 library and its command line tools.",
    "This manual is for zipkit2 version 4, a library for packing files.",
  ],
  [
    "The zipkit2 library packs files in blocks of equal size.",
    "Anybody can use and redistribute the library under the terms of the Harbor Public License.",
  ],
  ["The zipkit2 tool reads its options from the command line.", "Each option of zipkit2 has a long name."],
];

function evidenceOf(doc: ReturnType<typeof makeDoc>) {
  const pages = (p: number) => doc.pages[p - 1];
  return { pages, evidence: [{ label: 1, page_start: 1, page_end: doc.pages.length, text: "" }] };
}

describe("subject codes", () => {
  it("are the codes most pages read print", () => {
    const doc = makeDoc([...manualPages, ["Market AR01 grew faster than the others this year."]]);
    const { pages, evidence } = evidenceOf(doc);
    expect([...subjectCodes(["zipkit2", "ar01"], evidence, pages)]).toEqual(["zipkit2"]);
  });

  it("weigh like any word, so the sentence that answers comes first", () => {
    const { pages, evidence } = evidenceOf(makeDoc(manualPages));
    const { claims } = extractiveAnswer("Under which license can anybody use the zipkit2 library?", evidence, pages);
    expect(claims[0]?.text).toBe(
      "Anybody can use and redistribute the library under the terms of the Harbor Public License.",
    );
  });

  it("keep a code on one page weighed as a code", () => {
    const doc = makeDoc([
      ["Sales in market AR01 rose by a fifth over the year.", "Sales in most markets rose by a tenth over the year."],
      ["Prices in the markets held steady over the year."],
      ["The markets of the region are listed by code in the annex."],
    ]);
    const { pages, evidence } = evidenceOf(doc);
    const { claims } = extractiveAnswer("How did sales in market AR01 change over the year?", evidence, pages);
    expect(claims[0]?.text).toBe("Sales in market AR01 rose by a fifth over the year.");
  });
});

/**
 * What names a document itself (the date it bears, its version) is the line of its cover or title
 * block that prints it, though it shares few words with the question, before a sentence about "this
 * paper", a reference dated in its own right or a worked example quoting another version.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, type LineSpec } from "../../testing/page-builder";
import { DataFileError } from "../data-file";
import data from "./document-identity.json" with { type: "json" };
import { asksDocumentIdentity, isCoverValue, loadDocumentIdentity } from "./document-identity";
import { extractiveAnswer } from "./extractive";
import { questionFocus } from "./question-focus";
import { focusPages } from "../navigate/focus-pages";

const asks = (q: string) => asksDocumentIdentity(q, questionFocus(q));

function firstClaim(pageLines: LineSpec[][], question: string): string | undefined {
  const doc = makeDoc(pageLines);
  const pages = (p: number) => doc.pages[p - 1];
  const evidence = [{ label: 1, page_start: 1, page_end: pageLines.length, text: "" }];
  return extractiveAnswer(question, evidence, pages).claims[0]?.text;
}

describe("a document's own date or version", () => {
  it("is asked of the document, not of an event, a clause or another program", () => {
    expect(asks("When is the paper dated?")).toBe(true);
    expect(asks("What is the date of this report?")).toBe(true);
    expect(asks("What version of the Open Font Licence is this?")).toBe(true);
    expect(asks("Which edition of the manual is this?")).toBe(true);
    expect(asks("What version of the Widget Tools User Guide do I have?")).toBe(true);
    expect(asks("When was this report published?")).toBe(true);
    expect(asks("When was the company founded?")).toBe(false);
    expect(asks("In which year did the survey in this report take place?")).toBe(false);
    expect(asks("Which version of the kernel does this paper study?")).toBe(false);
    expect(asks("When does this agreement expire?")).toBe(false);
    expect(asks("Which version of GNU tar is suitable for unpacking the sources?")).toBe(false);
    expect(asks("From which version of the library is the printing bug fixed?")).toBe(false);
  });

  it("is a line of the cover that prints the value and little else", () => {
    expect(isCoverValue("September 3, 2010", 1, "date")).toBe(true);
    expect(isCoverValue("Revised March 2021", 2, "date")).toBe(true);
    expect(isCoverValue("September 3, 2010", 9, "date")).toBe(false);
    expect(isCoverValue("The survey ran from May 2019 to the end of the following year.", 1, "date")).toBe(false);
    expect(isCoverValue("OFL Version 2.4b 2011-03-02 Copyright 2009–2011 Type Guild", 1, "version")).toBe(true);
    expect(isCoverValue("OFL Version 2.4b 2011-03-02", 5, "version")).toBe(false);
    expect(
      isCoverValue(
        "You may copy the work under the terms of version 2.4 of the licence or any later one.",
        1,
        "version",
      ),
    ).toBe(false);
  });

  it("answers a date question with the cover's date line", () => {
    const claim = firstClaim(
      [
        [
          { text: "Fast Checksums for Long Streams", size: 16, bold: true },
          { text: "Ada Lind and Bo Sten" },
          { text: "September 3, 2010" },
          { text: "This paper describes a faster way to compute checksums over long streams." },
        ],
        [
          { text: "References", bold: true },
          { text: "Checksums in hardware. Vendor white paper 3405, February 2010." },
          { text: "This paper builds on the vendor's white paper and on older work." },
        ],
      ],
      "When is the paper dated?",
    );
    expect(claim).toBe("September 3, 2010");
  });

  it("answers a version question with the title block's version, not a worked example's", () => {
    const claim = firstClaim(
      [
        [
          { text: "The Open Font Licence", size: 16, bold: true },
          { text: "OFL Version 2.4b 2011-03-02" },
          { text: "Copyright 2009–2011 Type Guild" },
          { text: "Preamble", bold: true },
          { text: "The Open Font Licence is the licence under which the guild's fonts are distributed." },
        ],
        [
          { text: "Applying the licence", bold: true },
          { text: "To place a font under this licence, put a notice such as this one in each of its files:" },
          { text: "% This font may be distributed and/or modified under the conditions of the Open Font" },
          { text: "% Licence, either version 2.4 of this licence or (at your option) any later version." },
          { text: "% The latest version of the Open Font Licence is on the guild's site." },
        ],
      ],
      "What version of the Open Font Licence is this?",
    );
    expect(claim).toMatch(/^OFL Version 2\.4b/);
  });

  it("sends navigation to the cover that prints the version", () => {
    const pages = focusPages(
      [
        "The Open Font Licence\nOFL Version 2.4b 2011-03-02\nPreamble",
        "% Licence, either version 2.4 of this licence or (at your option) any later version.",
      ],
      "Which version of this licence is it?",
    );
    expect([...pages.keys()]).toEqual([1]);
    expect(pages.get(1)?.why).toBe("a cover's version line");
  });

  it("refuses a file it cannot read whole, naming it", () => {
    expect(() => loadDocumentIdentity({ ...data, version: 1 })).toThrow(/document-identity\.json/);
    expect(() =>
      loadDocumentIdentity({
        ...data,
        values: [{ focus: "colour", asked_by: ["hue"], other_words: 2, lower_case_words: 1 }],
      }),
    ).toThrow(DataFileError);
    expect(() =>
      loadDocumentIdentity({ ...data, values: [{ focus: "date", asked_by: ["when"], other_words: 2 }] }),
    ).toThrow(/lower_case_words/);
    const noWords = { focus: "date", asked_by: [], other_words: 2, lower_case_words: 2 };
    expect(() => loadDocumentIdentity({ ...data, values: [noWords] })).toThrow(/asked_by/);
    expect(loadDocumentIdentity(data).otherWords.get("version")).toBeGreaterThan(0);
    // A version is asked with answer-words.json's version words (one list for both), plurals too.
    const versionWords = loadDocumentIdentity(data).askedBy.get("version");
    expect([...(versionWords ?? [])]).toEqual(expect.arrayContaining(["version", "versions", "edition", "revision"]));
  });
});

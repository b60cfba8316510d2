/**
 * The date a document bears is the date line of its cover, though it shares no word with the
 * question, before a sentence about "this paper" or a reference dated in its own right.
 */
import { describe, expect, it } from "vitest";
import { makeDoc } from "../../testing/page-builder";
import { asksDocumentDate, isCoverDate } from "./document-date";
import { extractiveAnswer } from "./extractive";
import { questionFocus } from "./question-focus";

const asks = (q: string) => asksDocumentDate(q, questionFocus(q));

describe("a document's own date", () => {
  it("is asked of the document, not of an event or a clause", () => {
    expect(asks("When is the paper dated?")).toBe(true);
    expect(asks("What is the date of this report?")).toBe(true);
    expect(asks("When was the company founded?")).toBe(false);
    expect(asks("When does this agreement expire?")).toBe(false);
  });

  it("is a line of the cover that is a date and little else", () => {
    expect(isCoverDate("September 3, 2010", 1)).toBe(true);
    expect(isCoverDate("Revised March 2021", 2)).toBe(true);
    expect(isCoverDate("September 3, 2010", 9)).toBe(false);
    expect(isCoverDate("The survey ran from May 2019 to the end of the following year.", 1)).toBe(false);
  });

  it("answers first", () => {
    const doc = makeDoc([
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
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const evidence = [{ label: 1, page_start: 1, page_end: 2, text: "" }];
    const { claims } = extractiveAnswer("When is the paper dated?", evidence, pages);
    expect(claims[0]?.text).toBe("September 3, 2010");
  });
});

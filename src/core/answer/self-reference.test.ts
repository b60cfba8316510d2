/**
 * Questions that point at the document they are asked of ("Who wrote this report?", "What is this report about?",
 * "Which version of the widget toolkit is documented?"), asked of generated reports and manuals laid out by
 * the real engine and read offline. Their words are on no page: the cover answers with its byline, its title or the
 * version it prints. A byline set centred under a large title in two words, or with an address beside the name, is
 * still the byline; and the data file's loader refuses a file it cannot read.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";
import { asksDocumentTopic, loadSelfReference, pointingWords } from "./self-reference";
import data from "./self-reference.json" with { type: "json" };

const head = (text: string): PdfLine => ({ text, size: 12, bold: true });

const BODY: PdfLine[][] = [
  [
    head("Chapter 1 Widget density"),
    ...para([
      "We use the Bloch functional and no spin polarization, which is not available with this functional.",
      "For a single widget we have the wave function of the lowest orbital in the periodic cell.",
      "The density of the widget follows from the square of the wave function at every point of the grid.",
      "The kinetic density is computed from the gradient of the wave function on the same grid.",
    ]),
  ],
  [
    head("Chapter 2 Tests on a widget pair"),
    ...para([
      "The standard input file sets the cut-off energy and the number of bands for the pair of widgets.",
      "The density computed with the plane waves agrees with the analytic density to four digits.",
    ]),
  ],
];

/** A report's cover: a title in large type, then the author's name centred in two words, then the date. */
const REPORT: PdfLine[][] = [
  [
    { text: "Implementation of Widget Densities", size: 21, x: 150, y: 300 },
    { text: "in the Plane Wave Formalism", size: 21, x: 170, y: 326 },
    { text: "Ada Lovelace", size: 14, x: 250, y: 400 },
    { text: "January 2, 2022", size: 14, x: 245, y: 430 },
  ],
  ...BODY,
];

/** A note whose byline carries the author's address, over its first section. */
const NOTE: PdfLine[][] = [
  [
    { text: "Widget Satisfiability Problem", size: 17, x: 180, y: 110 },
    { text: "Grace Hopper <grace@example.org>", size: 12, x: 200, y: 140 },
    { text: "August 2011", size: 12, x: 250, y: 160 },
    head("1 Introduction"),
    ...para([
      "The widget satisfiability problem is a classic combinatorial problem on a formula of widgets.",
      "A clause is a disjunction of widgets, and a formula is a conjunction of clauses.",
    ]),
  ],
  ...BODY,
];

/** A reference manual whose cover names the version of the library it covers; the body names other versions. */
const MANUAL: PdfLine[][] = [
  [
    { text: "Widget Toolkit", size: 21, x: 200, y: 220 },
    { text: "Reference Manual", size: 21, x: 200, y: 250 },
    { text: "for Widget Version 5.0", size: 17, x: 200, y: 310 },
    { text: "(December 2020)", size: 14, x: 230, y: 360 },
  ],
  [
    head("6.1 Library environment routines"),
    ...para([
      "The routine wt_version returns a string which gives the version of the widget library in the form X.Y.",
      "The version of the widget toolkit that is installed is documented in the file VERSION.",
      "The routine wt_init initializes the widget environment before any other routine is called.",
    ]),
  ],
];

const first = async (pages: PdfLine[][], question: string) => {
  const { res } = await askGenerated(pages, question);
  return res.claims[0];
};

describe("questions that point at the document itself", () => {
  it("answers who wrote this report with the name centred under its title", async () => {
    const claim = await first(REPORT, "Who wrote this report?");
    expect(claim.text).toBe("Ada Lovelace");
    expect(claim.citations[0].page).toBe(1);
  });

  it("answers what this report is about with its title", async () => {
    const claim = await first(REPORT, "What is this report about?");
    expect(claim.text).toBe("Implementation of Widget Densities in the Plane Wave Formalism");
  });

  it("answers who wrote this document with the byline, less the address beside the name", async () => {
    const claim = await first(NOTE, "Who wrote this document?");
    expect(claim.text).toMatch(/^Grace Hopper/);
    expect(claim.citations[0].page).toBe(1);
  });

  it("answers which version is documented with the cover's line, not a sentence sharing the question's words", async () => {
    const claim = await first(MANUAL, "Which version of the widget toolkit is documented?");
    expect(claim.text).toMatch(/Version 5\.0/);
    expect(claim.citations[0].page).toBe(1);
  });
});

describe("what points at the document", () => {
  it("reads the pointing words and the subject asked", () => {
    expect([...pointingWords("Which version of GLPK does this reference manual cover?")]).toEqual([
      "this",
      "reference",
      "manual",
      "cover",
    ]);
    expect([...pointingWords("Which version of the package is documented?")]).toEqual(["is", "documented"]);
    expect(pointingWords("What does this function return?").size).toBe(0);
    expect(asksDocumentTopic("What does this guide describe?")).toBe(true);
    expect(asksDocumentTopic("What is the purpose of this manual?")).toBe(true);
    expect(asksDocumentTopic("What does this manual say about widgets?")).toBe(false);
  });

  it("refuses a file whose verbs are not among its topic words", () => {
    expect(() => loadSelfReference({ ...data, coverage_verbs: ["paints"] })).toThrow(/coverage_verbs/);
    expect(() => loadSelfReference({ ...data, topic_words: ["About"] })).toThrow(/topic_words/);
    expect(() => loadSelfReference({ ...data, version: 9 })).toThrow();
  });
});

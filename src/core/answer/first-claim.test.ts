/**
 * The first claim of a no-key answer leads with what was asked, on a generated manual laid out
 * by the real engine and navigated offline: "who wrote it" by the byline under the title, "how
 * many" by a count written in words, "how long" by a stretch of time, a yes/no question by its
 * verdict, a sentence that refers back with the one it refers to, an entry under the heading
 * that holds the question's words, and a count or an amount the pages never give by saying so.
 */
import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { ingestPdfInNode } from "../../node/ingest-node";
import { navDocument, navigateOffline } from "../navigate";
import { buildIndex } from "../tree";
import { answerQuestion } from "./answer";
import { yesNoVerdict } from "./yes-no-lead";
import { headingLike } from "./heading-context";

const para = (lines: string[]): PdfLine[] => lines.map((text) => ({ text, size: 10 }));
const head = (text: string): PdfLine => ({ text, size: 12, bold: true });

const GUIDE: PdfLine[][] = [
  [
    { text: "The Tessellate Layout Guide", size: 16 },
    { text: "Marguerite Okonkwo and Tobias Lindqvist", size: 11 },
    { text: "Northwind Press", size: 11 },
    { text: "12 March 2024", size: 11 },
    head("Abstract"),
    ...para([
      "This guide explains how the tessellate package sets out the page of a document.",
      "Every layout is computed from the paper size and a handful of options given by the author.",
      "The package was written to replace several older packages with one interface.",
    ]),
  ],
  [
    head("1 Page layout"),
    ...para([
      "The page consists of a text body surrounded by margins.",
      "There are four margins: left, right, top and bottom.",
      "A twosided layout may place the inner margin at 3cm and the outer margin at 2cm for binding.",
      "Each margin is measured from the corresponding edge of the paper.",
    ]),
    head("2 Building"),
    ...para([
      "The package is built with the usual installation tools on every platform.",
      "Cross-building is not possible: the build runs the package's own scripts to finish.",
      "A build on a shared machine should be checked with the test suite before it is used.",
    ]),
  ],
  [
    head("3 History and upkeep"),
    ...para([
      "The main work of the maintainers was the rewrite of the layout engine behind the package.",
      "This was first released in 2019 and has been kept up to date every year since.",
      "Whenever the maintainer cannot be reached, a user may offer to take the package over.",
      "The package is marked as unmaintained once its maintainer has been silent for six months.",
      "The Tessellate2 fund was set up to channel donations into this work.",
    ]),
  ],
];

async function ask(question: string) {
  const { layout } = await ingestPdfInNode(makePdf(GUIDE));
  const nav = navDocument(layout, await buildIndex(layout));
  const found = navigateOffline(nav, question);
  return answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
}

describe("the first claim", () => {
  it("answers who wrote it with a labelled byline on the copyright page, not a title line", async () => {
    const reference: PdfLine[][] = [
      [
        { text: "Modeling Language Widget", size: 16 },
        { text: "Language Reference", size: 14 },
        { text: "for Widget Version 2.0", size: 12 },
      ],
      [
        ...para(["Copyright 2003-2020 Example Foundation, Inc."]),
        ...para(["Authors: Ada Lovelace <ada@example.org>, Charles Babbage <cb@example.org>."]),
        ...para(["Permission is granted to copy and distribute this document under the terms of its licence."]),
      ],
      [
        head("1 Introduction"),
        ...para([
          "Widget is a modeling language intended for describing linear programming models.",
          "Model descriptions written in the language consist of statements and data blocks.",
        ]),
      ],
    ];
    const question = "Who are the authors of the widget modeling language document?";
    const { layout } = await ingestPdfInNode(makePdf(reference));
    const nav = navDocument(layout, await buildIndex(layout));
    const found = navigateOffline(nav, question);
    const res = await answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
    expect(res.claims[0].text).toMatch(/^Authors: Ada Lovelace/);
    expect(res.claims[0].citations[0].page).toBe(2);
  });

  it("answers who wrote it with the names under an author label on a line of its own", async () => {
    const tutorial: PdfLine[][] = [
      [
        { text: "How to Extend the Gadget Runner", size: 16 },
        { text: "Authors", size: 12 },
        { text: "Priya Raman, Olaf Brandt", size: 11 },
        { text: "Revision 2 June 2009", size: 11 },
      ],
      [
        head("Introduction"),
        ...para([
          "Writing an extension for the runner is not hard, though the tutorial assumes some Java experience.",
          "The first extension we wrote was a small reporter for the runner's results.",
        ]),
      ],
    ];
    const question = "Who are the authors of the extension tutorial?";
    const { layout } = await ingestPdfInNode(makePdf(tutorial));
    const nav = navDocument(layout, await buildIndex(layout));
    const found = navigateOffline(nav, question);
    const res = await answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
    expect(res.claims[0].text).toMatch(/^Authors Priya Raman, Olaf Brandt/);
    expect(res.claims[0].citations[0].page).toBe(1);
  });

  it("answers who wrote the document with the byline under its title", async () => {
    const res = await ask("Who wrote the tessellate layout guide?");
    expect(res.claims[0].text).toBe("Marguerite Okonkwo and Tobias Lindqvist");
    expect(res.claims[0].citations[0].page).toBe(1);
  });

  it("leads a how-many answer with a count written in words", async () => {
    const res = await ask("How many margins does the page layout have?");
    expect(res.claims[0].text).toBe("four — There are four margins: left, right, top and bottom.");
  });

  it("opens a yes/no answer with the verdict of the sentence that answers it", async () => {
    const res = await ask("Is cross-building the package possible?");
    expect(res.claims[0].text).toMatch(/^No — Cross-building is not possible/);
  });

  it("joins the sentence that refers back to the one holding the question's subject", async () => {
    const res = await ask("When was the rewrite of the layout engine first released?");
    expect(res.claims[0].text).toBe(
      "The main work of the maintainers was the rewrite of the layout engine behind the package. " +
        "This was first released in 2019 and has been kept up to date every year since.",
    );
    expect(res.claims.slice(1).some((c) => c.text.startsWith("This was first released"))).toBe(false);
  });

  it("answers how long with the sentence that gives a stretch of time", async () => {
    const res = await ask("After how long is a silent maintainer's package marked unmaintained?");
    expect(res.claims[0].text).toContain("silent for six months");
  });

  it("says so when no sentence counts what was asked", async () => {
    const res = await ask("How many users downloaded the tessellate package in 2023?");
    expect(res.abstained).toBe(true);
    expect(res.claims).toHaveLength(0);
  });

  it("says so when no sentence gives the amount asked", async () => {
    const res = await ask("How much does a licence for the tessellate package cost?");
    expect(res.abstained).toBe(true);
  });

  it("takes no digit inside a name for the amount asked", async () => {
    const res = await ask("How much money did the Tessellate2 fund raise in donations?");
    expect(res.abstained).toBe(true);
  });
});

describe("a sentence under its heading", () => {
  it("answers who with the entry under the heading that holds the question's words", async () => {
    const bold = (text: string): PdfLine => ({ text, size: 10, bold: true });
    const errata: PdfLine[][] = [
      [
        { text: "Errata to the Tessellate Layout Guide", size: 16 },
        bold("Errors corrected in the first printing"),
        bold("page 12, example of the table environment"),
        ...para([
          "Replace the tabular environment by the tabularx environment.",
          "[First reported by Ingrid Solberg.]",
        ]),
        bold("page 40, list of symbols"),
        ...para(["Add the missing arrow to the list of symbols.", "[First reported by Tomasz Wierzbicki.]"]),
        bold("page 77, second paragraph"),
        ...para(["Change the word margin to the word gutter.", "[First reported by Ilse Vandermeer.]"]),
      ],
    ];
    const { layout } = await ingestPdfInNode(makePdf(errata));
    const question = "Who first reported the error in the table environment example on page 12?";
    const found = navigateOffline(navDocument(layout, await buildIndex(layout)), question);
    const res = await answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
    expect(res.claims[0].text).toBe("[First reported by Ingrid Solberg.]");
  });
});

describe("headingLike", () => {
  const unit = (text: string) => ({ page: 1, kind: "sentence" as const, text, score: 0 });
  it("takes a short line with no stop for a heading, but not a bulleted item that ends without one", () => {
    expect(headingLike(unit("page 25, example of the verse environment"))).toBe(true);
    expect(headingLike(unit("\u2022 highlight annotations (contributed by Tomasz Wierzbicki)"))).toBe(false);
    expect(headingLike(unit("Replace the tabular environment by the tabularx environment."))).toBe(false);
  });
});

describe("yesNoVerdict", () => {
  it("is No when the sentence denies what the question asks, Yes when both agree", () => {
    expect(yesNoVerdict("Is there a warranty for the work?", "The work is provided without warranty.")).toBe("No");
    expect(yesNoVerdict("Does it have compensation enabled?", "By default, it has compensation enabled.")).toBe("Yes");
    expect(yesNoVerdict("Is it not free?", "It is not free.")).toBe("Yes");
  });

  it("hears a denial in an adverb of rarity, as in 'not'", () => {
    expect(yesNoVerdict("Does caching help for small files?", "For small files caching is rarely worth it.")).toBe(
      "No",
    );
    expect(yesNoVerdict("Is the fallback used?", "The fallback is seldom used in practice.")).toBe("No");
  });

  it("reads polarity in the clause that speaks of what was asked, not in its exception", () => {
    const renews =
      "After the Initial Term, this Agreement will be automatically renewed for successive additional 3-year periods, " +
      "unless otherwise terminated by either party by giving notice not less than sixty (60) days prior to the end of a Term.";
    expect(yesNoVerdict("Can this agreement be renewed?", renews)).toBe("Yes");
    expect(
      yesNoVerdict("Can this agreement be renewed?", "This Agreement shall not be renewed, unless the parties agree."),
    ).toBe("No");
  });

  it("gives no verdict on a sentence that speaks of something else, whatever it denies", () => {
    const confidentiality =
      "5.1 Confidentiality. During the term of this Agreement and for a period of seven (7) years after its termination " +
      "each Party shall maintain in confidence and not use any know-how disclosed by the other Party.";
    expect(yesNoVerdict("Can this agreement be renewed?", confidentiality)).toBeNull();
  });

  it("gives no verdict to a question that is not yes/no, or that offers alternatives", () => {
    expect(yesNoVerdict("What is the default scale?", "The default scale is not 0.5 but 0.7.")).toBeNull();
    expect(yesNoVerdict("Is the margin measured in points or in inches?", "It is not in points.")).toBeNull();
  });
});

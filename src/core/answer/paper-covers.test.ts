/**
 * A paper's cover as vignettes and journal articles set it, laid out by the real engine and read
 * offline: a title over two lines in its own type, authors set in columns with a footnote mark, or
 * a list of names run over two lines. "Who wrote it" is answered by the names, from the first page,
 * though the body uses the question's words more; and the prose questions papers are asked: a count
 * written in words past twenty, what kind of thing a term is, what a plural term is, and a sentence
 * that goes on with what was asked quoted with the one before it.
 */
import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { ingestPdfInNode } from "../../node/ingest-node";
import { navDocument, navigateOffline } from "../navigate";
import { buildIndex } from "../tree";
import { answerQuestion } from "./answer";

const para = (lines: string[]): PdfLine[] => lines.map((text) => ({ text, size: 10 }));
const head = (text: string): PdfLine => ({ text, size: 12, bold: true });

const BODY: PdfLine[][] = [
  [
    head("2 Fleet survival"),
    ...para([
      "The first author of a fleet study usually records every widget in the fleet by its serial number.",
      "Fleet survival analysis is a form of duration modelling for machines that wear out at different rates.",
      "Widget fleets are stored as lists.",
      "Fleet survival analysis needs a kind of modelling software that runs on every fleet.",
      "Widget fleets are collections of machines of one make bought by one owner over some years.",
      "One hundred repetitions of the simulation were run for each fleet size in the paper.",
      "Each repetition drew new failure times for every widget of the fleet from the fitted model.",
      "With a single group one often plots the failure times of each fleet to compare two or more owners.",
      "The fleetplot is the bivariate analog.",
    ]),
  ],
  [
    head("3 Conclusions"),
    ...para([
      "The paper shows that the first years of a widget fleet decide most of its lifetime cost.",
      "The author of any fleet study should keep the serial numbers of the widgets it retires.",
    ]),
  ],
];

/** A fleet paper's cover: the title and byline lines given, then its abstract, then the body pages. */
const fleetCover = (cover: PdfLine[]): PdfLine[][] => [
  [
    ...cover,
    head("Abstract"),
    ...para([
      "This paper fits survival models to fleets of widgets bought over many years by one owner.",
      "It describes the data, the models and the software used to fit them to the fleets.",
    ]),
  ],
  ...BODY,
];

/** Title over two lines in the title's type, authors in two columns on one baseline, the second with a note mark. */
const COLUMNS = fleetCover([
  { text: "Widgets Estimating Lifetimes of Mixed", size: 17, x: 120, y: 90 },
  { text: "Fleet Survival Models", size: 17, x: 170, y: 112 },
  { text: "Ada Lovelace", size: 12, x: 120, y: 150 },
  { text: "Charles Babbage*", size: 12, x: 330, y: 150 },
  { text: "Analytical Society", size: 10, x: 120, y: 166 },
  { text: "Engine Institute", size: 10, x: 330, y: 166 },
]);

/** The names run over two lines ("…, and Barbara" over "Liskov") under a title in larger type. */
const RUN_OVER: PdfLine[][] = [
  [
    { text: "Notes on Compiling Widget Programs", size: 17 },
    { text: "Grace Hopper, Alan Turing, Edsger Dijkstra, and Barbara", size: 12 },
    { text: "Liskov", size: 12 },
    { text: "Department of Widget Languages", size: 10 },
    head("Abstract"),
    ...para(["These notes describe how programs for widgets are compiled and how their fleets are served."]),
  ],
  ...BODY,
];

/** Each author's name over their affiliation, one under the other, as some journals' covers set them. */
const STACKED = fleetCover([
  { text: "Widgets: Fitting Lifetimes to Fleets", size: 17, x: 150, y: 90 },
  { text: "Ada Lovelace", size: 12, x: 240, y: 120 },
  { text: "Analytical Society", size: 12, x: 235, y: 136 },
  { text: "Charles Babbage", size: 12, x: 232, y: 152 },
  { text: "Engine Institute of London", size: 12, x: 222, y: 168 },
  { text: "March 2014", size: 12, x: 250, y: 190 },
]);

/** Authors with middle initials, in two columns: an initial ("A.") is part of a name, not the article. */
const INITIALS = fleetCover([
  { text: "Widgets: Fitting Lifetimes to Fleets", size: 17, x: 150, y: 90 },
  { text: "Ada A. Lovelace", size: 12, x: 150, y: 130 },
  { text: "Charles M. Babbage", size: 12, x: 330, y: 130 },
]);

async function ask(pages: PdfLine[][], question: string) {
  const { layout } = await ingestPdfInNode(makePdf(pages));
  const found = navigateOffline(navDocument(layout, await buildIndex(layout)), question);
  const res = await answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
  return { first: found.evidence[0]?.page_start, claim: res.claims[0] };
}

describe("a paper's cover and its prose", () => {
  it("reads the first page first for who wrote it, and answers with the names set in columns, not the title", async () => {
    const { first, claim } = await ask(COLUMNS, "Who is the first author of the widgets paper?");
    expect(first).toBe(1);
    expect(claim.text).toMatch(/^Ada Lovelace\b.*Charles Babbage/);
    // Set apart by space alone, the names are listed before the quote, so that where one ends is said.
    expect(claim.text).toMatch(/^Ada Lovelace and Charles Babbage — /);
    expect(claim.citations[0].page).toBe(1);
  });

  it("answers who wrote it with every name of a cover that sets each over its affiliation", async () => {
    const { claim } = await ask(STACKED, "Who are the authors of the widgets paper?");
    expect(claim.text).toMatch(/^Ada Lovelace and Charles Babbage — /);
    expect(claim.text).not.toMatch(/Society|Institute|March/);
    expect(claim.citations[0].page).toBe(1);
  });

  it("answers who wrote it with names that carry an initial", async () => {
    const { claim } = await ask(INITIALS, "Who are the authors of the widgets paper?");
    expect(claim.text).toMatch(/^Ada A\. Lovelace and Charles M\. Babbage — /);
  });

  it("answers who wrote it with names run over two lines", async () => {
    const { claim } = await ask(RUN_OVER, "Who wrote the notes on compiling widget programs?");
    expect(claim.text).toBe("Grace Hopper, Alan Turing, Edsger Dijkstra, and Barbara Liskov");
  });

  it("leads a how-many answer with a count past twenty written in words", async () => {
    const { claim } = await ask(COLUMNS, "How many repetitions of the simulation were run?");
    expect(claim.text).toMatch(/^one hundred — One hundred repetitions/);
  });

  it("answers what kind of thing a term is with the sentence saying what it is", async () => {
    const { claim } = await ask(COLUMNS, "What kind of modelling is fleet survival analysis?");
    expect(claim.text).toMatch(/^Fleet survival analysis is a form of duration modelling/);
  });

  it("quotes the next sentence with the first when it goes on with what was asked", async () => {
    const { claim } = await ask(
      COLUMNS,
      "Which plot is the bivariate analog of plotting the failure times of each fleet?",
    );
    expect(claim.text).toMatch(/The fleetplot is the bivariate analog\.$/);
  });

  it("answers what a plural term is with its class, not with how it is stored", async () => {
    const { claim } = await ask(COLUMNS, "What are widget fleets?");
    expect(claim.text).toMatch(/^Widget fleets are collections of machines/);
  });
});

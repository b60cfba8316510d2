/**
 * A two-column paper whose page opens with a table in the left column while the right
 * column's prose runs beside it (generated PDFs laid out by the real engine): the table's
 * rows and the right column's lines stay apart, and a sentence whose word is broken at the
 * foot of one page ("set-") goes on below the table on the next ("tings").
 */
import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { ingestPdfInNode } from "../../node/ingest-node";
import { markDocumentFurniture } from "../pages/furniture";
import { acrossPageBreaks } from "./cite/page-breaks";
import { splitSentences } from "./sentences";
import { extractiveAnswer } from "./extractive";

const column = (texts: string[], x: number, top: number): PdfLine[] =>
  texts.map((text, i) => ({ text, size: 8, x, y: top + 11 * i }));

const LEFT_ONE = [
  "Question answering over long reports asks a system to find the few",
  "passages that hold an answer among hundreds of pages of prose, tables",
  "and figures, and to show the reader where each claim comes from.",
  "Earlier systems embedded every passage and ranked them by similarity",
  "to the question, which loses the structure the authors gave the text.",
  "We instead walk the report's own contents and read sections in turn.",
  "The walk stops when the evidence is enough to answer the question.",
  "Each answer quotes the pages it read and marks the exact lines.",
];
const RIGHT_ONE = [
  "This section describes how we measured the navigator on reports",
  "that none of its rules were written for, and how the answers were",
  "marked by people who read the reports without seeing our output.",
  "Every question has one or more pages marked as its evidence.",
  "A question counts as found when a marked page is ranked first.",
  "We report the share of questions found at each rank up to five.",
  "To evaluate the navigator we use two collections of reports that",
  "hold questions with marked pages, following the same experimental set-",
];
const TABLE: PdfLine[] = [
  { text: "Model", size: 8, x: 50, y: 60 },
  { text: "Top 1", size: 8, x: 170, y: 60 },
  { text: "Top 5", size: 8, x: 220, y: 60 },
  { text: "Search", size: 8, x: 50, y: 71 },
  { text: "41.2", size: 8, x: 170, y: 71 },
  { text: "70.4", size: 8, x: 220, y: 71 },
  { text: "Navigator", size: 8, x: 50, y: 82 },
  { text: "55.7", size: 8, x: 170, y: 82 },
  { text: "84.1", size: 8, x: 220, y: 82 },
  { text: "Table 1: Share of questions found by rank.", size: 8, x: 50, y: 97 },
];
const LEFT_TWO = [
  "tings used in the earlier study of long reports by the same group.",
  "Both collections were gathered before this work began and are kept",
  "apart from the rules, which were written on other reports entirely.",
  "The first collection holds annual reports of listed companies.",
  "The second holds manuals, contracts and papers of several kinds.",
];
const RIGHT_TWO = [
  "The navigator ranks a marked page first for more of the questions",
  "than search does, and within its first five pages for most of them.",
  "Search does best where the question repeats a table's own words.",
  "The navigator does best where the answer sits under a heading the",
  "question names, which is how most people phrase what they want.",
  "Where both fail the evidence is a figure whose words are not text.",
  "We return to those cases in the discussion of the reading step.",
  "A reader can check each answer against the lines it marks.",
];

async function paper() {
  const pages = [
    [...column(LEFT_ONE, 50, 60), ...column(RIGHT_ONE, 320, 60)],
    [...TABLE, ...column(LEFT_TWO, 50, 115), ...column(RIGHT_TWO, 320, 60)],
  ];
  const { layout } = await ingestPdfInNode(makePdf(pages));
  markDocumentFurniture(layout.pages);
  return layout;
}

describe("a paper's page that opens with a table in one column", () => {
  it("keeps the table's rows and the other column's lines apart", async () => {
    const layout = await paper();
    const texts = layout.pages[1].lines.map((l) => l.text);
    expect(texts).toContain(RIGHT_TWO[0]);
    expect(texts).toContain("Navigator 55.7 84.1");
    // Each right-column line is a line of its own, read after the left column's.
    for (const line of RIGHT_TWO) expect(texts).toContain(line);
    expect(texts.indexOf(LEFT_TWO[4])).toBeLessThan(texts.indexOf(RIGHT_TWO[0]));
  });

  it("finishes a word broken at the foot of the page before below the table", async () => {
    const layout = await paper();
    const lookup = (n: number) => layout.pages.find((p) => p.page === n);
    const want =
      "To evaluate the navigator we use two collections of reports that hold questions with marked pages, " +
      "following the same experimental settings used in the earlier study of long reports by the same group.";
    expect(acrossPageBreaks(1, lookup).map((c) => c.text)).toContain(want);
    expect(acrossPageBreaks(2, lookup).map((c) => c.text)).toContain(want);

    const { claims } = extractiveAnswer(
      "Which collections were used to evaluate the navigator?",
      [{ label: 1, page_start: 1, page_end: 2, text: layout.pages.map((p) => p.text).join("\n") }],
      lookup,
    );
    expect(claims.length).toBeGreaterThan(0);
    expect(claims[0].text).toBe(want);
    expect(claims[0].citations.map((c) => c.page)).toEqual([1, 2]);
  });
});

describe("a web address wrapped at the foot of a column", () => {
  it("stays in its column beside the other column's last lines", async () => {
    const url = [
      "https://www.example.gov/policy-data-oversight/data-",
      "analysis-documentation/employee-surveys/",
      "federal-benefits-survey-results.pdf",
    ];
    const left = [...LEFT_ONE, ...RIGHT_TWO.slice(0, 4)];
    const right = [...RIGHT_ONE.slice(0, 6), "Link to the published report:"];
    const page: PdfLine[] = [
      ...column(left, 50, 60),
      ...column(right, 320, 60),
      ...url.map((text, i) => ({ text, size: 8, x: 320, y: 60 + 11 * (right.length + i) })),
    ];
    const { layout } = await ingestPdfInNode(makePdf([page]));
    const texts = layout.pages[0].lines.map((l) => l.text);
    for (const line of [...left, ...url]) expect(texts).toContain(line);
    expect(texts.indexOf(left[left.length - 1])).toBeLessThan(texts.indexOf(url[0]));
  });
});

describe("sentences of a paper", () => {
  it("do not end at 'et al.' before a year, nor at 'cf.' or 'Eq.'", () => {
    expect(splitSentences("As in Pan et al. (2023), we use HOVER. See Eq. 3 and cf. Table 2.")).toEqual([
      "As in Pan et al. (2023), we use HOVER.",
      "See Eq. 3 and cf. Table 2.",
    ]);
  });
});

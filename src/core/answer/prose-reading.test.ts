/**
 * Reading text on generated PDFs laid out by the real engine: furniture (running heads, page
 * numbers, printer's slugs, margin line numbers, note markers) stays out of sentences and
 * quotes, a sentence over a column or a page break is one sentence cited on both, and quotes
 * still land on the lines they were read from.
 */
import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { ingestPdfInNode } from "../../node/ingest-node";
import { markDocumentFurniture } from "../pages/furniture";
import type { DocumentLayout } from "../types";
import { acrossPageBreaks } from "./cite/page-breaks";
import { pageCandidates } from "./cite/candidates";
import { answerQuestion } from "./answer";

const lookup = (layout: DocumentLayout) => (n: number) => layout.pages.find((p) => p.page === n);

async function laidOut(pages: PdfLine[][]): Promise<DocumentLayout> {
  const { layout } = await ingestPdfInNode(makePdf(pages));
  markDocumentFurniture(layout.pages);
  return layout;
}

/** A book page: running head, body lines numbered in the right margin every line, a slug and a folio. */
function bookPage(n: number, body: string[]): PdfLine[] {
  const lines: PdfLine[] = [{ text: "FREE CULTURE", size: 9, y: 40, x: 250 }];
  body.forEach((text, i) => {
    const y = 90 + i * 16;
    lines.push({ text, size: 11, x: 72, y }, { text: String(i + 1), size: 8, x: 540, y });
  });
  lines.push({ text: `14773_0${n}_r9jm.qxd 2/10/04 3:46 PM Page ${n + 10}`, size: 7, y: 770, x: 72 });
  lines.push({ text: String(n + 10), size: 9, y: 745, x: 300 });
  return lines;
}

const FILLER = [
  "Lawyers have long argued about what copyright law should protect and why.",
  "The answers changed as the technologies that copy and spread work changed.",
  "Each change brought new claims from those whose business it threatened.",
  "Some of those claims were settled in court and others in the market.",
  "None of them was settled for good, and each returned in a new form.",
  "This chapter follows one of them through the courts of the last decade.",
];

describe("reading text of a book page", () => {
  it("leaves margin line numbers, the running head, the slug and the folio out of every sentence", async () => {
    const body = [
      ...FILLER,
      "The four students who were threatened by the RIAA (Jesse Jordan of",
      "Rensselaer among them) were asked to pay $2,000 to settle the suits.",
    ];
    const layout = await laidOut([bookPage(1, body), bookPage(2, FILLER), bookPage(3, FILLER)]);
    const texts = pageCandidates(layout.pages[0]).map((c) => c.text);
    expect(texts.length).toBeGreaterThan(4);
    const all = texts.join(" ");
    expect(all).not.toMatch(/FREE CULTURE|qxd|PM Page/);
    expect(all).not.toMatch(/\b(?:[1-9]|1[0-9])\b(?! to settle)(?!,000)/);
    expect(texts).toContain(
      "The four students who were threatened by the RIAA (Jesse Jordan of Rensselaer among them) were asked to pay " +
        "$2,000 to settle the suits.",
    );
  });

  it("cites a quote on exactly the lines it was read from, margin numbers beside them", async () => {
    const layout = await laidOut([bookPage(1, FILLER), bookPage(2, FILLER), bookPage(3, FILLER)]);
    const res = await answerQuestion({
      question: "Which claims were settled in court?",
      evidence: [{ page_start: 2, page_end: 2, text: layout.pages[1].text }],
      pages: layout.pages,
    });
    const first = res.claims[0];
    expect(first.text).toBe("Some of those claims were settled in court and others in the market.");
    expect(first.citations).toHaveLength(1);
    expect(first.citations[0].precision).toBe("line");
    expect(first.citations[0].rects).toHaveLength(1);
    const line = layout.pages[1].lines.find((l) => l.text.startsWith("Some of those claims"))!;
    // The rectangle covers the sentence's words and stops before the margin number.
    expect(first.citations[0].rects[0].x0).toBeCloseTo(line.words[0].x0, 3);
    expect(first.citations[0].rects[0].x1).toBeLessThan(line.words[line.words.length - 1].x0);
  });
});

describe("note markers", () => {
  it("leaves a raised note number out of the sentence it sits in", async () => {
    const page: PdfLine[] = [
      { text: "Nobody at the label knew it", size: 11, x: 72, y: 100 },
      { text: "9", size: 6, x: 225, y: 95 },
      { text: "was coming, and nobody could have stopped it once it began.", size: 11, x: 72, y: 116 },
      ...FILLER.map((text, i) => ({ text, size: 11, x: 72, y: 132 + 16 * i })),
    ];
    const layout = await laidOut([page]);
    const texts = pageCandidates(layout.pages[0]).map((c) => c.text);
    expect(texts[0]).toBe("Nobody at the label knew it was coming, and nobody could have stopped it once it began.");
  });
});

describe("an ordinal's raised suffix", () => {
  it("stays out of the sentence it was set in, when it is raised onto a line of its own", async () => {
    const page: PdfLine[] = [
      { text: "This Agreement is entered into on November 28, 2018, by and", size: 11, x: 72, y: 100 },
      { text: "th", size: 9.4, x: 258, y: 111 },
      { text: "between Northwind, Inc. of 1 West 12 Street and the University.", size: 11, x: 72, y: 116 },
      ...FILLER.map((text, i) => ({ text, size: 11, x: 72, y: 132 + 16 * i })),
    ];
    const layout = await laidOut([page]);
    const texts = pageCandidates(layout.pages[0]).map((c) => c.text);
    expect(texts[0]).toBe(
      "This Agreement is entered into on November 28, 2018, by and between Northwind, Inc. of 1 West 12 Street and " +
        "the University.",
    );
  });
});

describe("a sentence over a page break", () => {
  it("is one quote, cited on the lines of both pages", async () => {
    const first: PdfLine[] = [
      ...FILLER.map((text) => ({ text, size: 11 })),
      { text: "When the appeal reached the circuit, the judges held that the", size: 11 },
      { text: "Page 1 of 2", size: 8, y: 760, x: 260 },
    ];
    const second: PdfLine[] = [
      { text: "statute was void for vagueness and sent the case back for trial.", size: 11 },
      ...FILLER.map((text) => ({ text, size: 11 })),
      { text: "Page 2 of 2", size: 8, y: 760, x: 260 },
    ];
    const layout = await laidOut([first, second]);
    const want =
      "When the appeal reached the circuit, the judges held that the statute was void for vagueness and sent " +
      "the case " +
      "back for trial.";
    const onFirst = acrossPageBreaks(1, lookup(layout)).map((c) => c.text);
    const onSecond = acrossPageBreaks(2, lookup(layout)).map((c) => c.text);
    expect(onFirst).toContain(want);
    expect(onSecond).toContain(want);
    expect(onSecond.some((t) => t.startsWith("statute"))).toBe(false);

    const res = await answerQuestion({
      question: "What did the judges hold about the statute on appeal?",
      evidence: [{ page_start: 1, page_end: 1, text: layout.pages[0].text }],
      pages: layout.pages,
    });
    expect(res.claims[0].text).toBe(want);
    expect(res.claims[0].citations.map((c) => c.page)).toEqual([1, 2]);
    expect(res.claims[0].citations.every((c) => c.precision === "line" && c.rects.length === 1)).toBe(true);
  });
});

describe("a two-column paper", () => {
  const left = [
    "Retrieval systems answer questions by first finding the passages",
    "that are likely to hold the answer and then reading them closely.",
    "Earlier systems read every passage of a collection in turn, which",
    "was slow on long documents and missed answers split over pages.",
    "We describe a navigator that reads the contents of a document first",
    "and turns only to the sections whose titles match the question, so",
    "that a long report is read in the order a careful reader would read",
    "it, and the evidence it returns is always a page of the document,",
  ];
  const right = [
    "never a summary written by a model, which keeps every answer",
    "traceable to the exact lines it rests on.",
    "Our evaluation covers reports, manuals and contracts of many kinds",
    "and compares the navigator with full-text search on each of them.",
    "The navigator finds the marked page first for most questions asked",
    "and within its first five pages for nearly all of them in the set.",
    "Full-text search finds fewer, and finds them later in its ranking.",
    "We release the evaluation set with the marked pages for others.",
  ];
  const page: PdfLine[] = [
    { text: "Reading Long Documents Like a Careful Reader", size: 16, x: 120, y: 60 },
    ...left.map((text, i) => ({ text, size: 7.5, x: 50, y: 110 + 11 * i })),
    ...right.map((text, i) => ({ text, size: 7.5, x: 320, y: 110 + 11 * i })),
  ];

  it("reads the left column before the right, and a sentence that runs on into the next column is one", async () => {
    const layout = await laidOut([page]);
    const texts = layout.pages[0].lines.map((l) => l.text);
    expect(texts.indexOf(left[7])).toBeLessThan(texts.indexOf(right[0]));
    expect(texts.indexOf(left[0])).toBeLessThan(texts.indexOf(left[1]));
    const sentence = pageCandidates(layout.pages[0]).find((c) => c.text.startsWith("We describe a navigator"));
    expect(sentence?.text).toMatch(/it rests on\.$/);
    expect(new Set(sentence?.spans?.map((s) => layout.pages[0].lines[s.line].column))).toEqual(new Set([0, 1]));
  });
});

describe("numbered steps", () => {
  it("keep their numbers: a step's number sits close to its text, unlike a margin line number", async () => {
    const steps = [
      "Open both doors of the cabinet.",
      "Lift the shelf off its rails.",
      "Remove the drawer below it.",
      "Wipe the rails with a damp cloth.",
      "Dry the rails with a soft towel.",
      "Put the drawer back on its rails.",
      "Put the shelf back above it.",
      "Close both doors of the cabinet.",
    ];
    const page: PdfLine[] = [
      { text: "Cleaning the cabinet", size: 14, bold: true, y: 60 },
      ...steps.flatMap((text, i): PdfLine[] => [
        { text: String(i + 1), size: 10, x: 72, y: 100 + 16 * i },
        { text, size: 10, x: 94, y: 100 + 16 * i },
      ]),
    ];
    const layout = await laidOut([page]);
    const lines = layout.pages[0].lines.filter((l) => /^\d /.test(l.text));
    expect(lines).toHaveLength(8);
    const text = pageCandidates(layout.pages[0])
      .map((c) => c.text)
      .join(" ");
    expect(text).toContain("1 Open both doors of the cabinet. 2 Lift the shelf");
  });
});

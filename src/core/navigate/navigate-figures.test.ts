/**
 * Questions that ask for a figure, navigated on generated filings: the page whose table row
 * carries the asked line item beats prose that only talks about it, a question comparing
 * segments reaches the table broken down by segment, and the statement a ratio is computed
 * from keeps a place among the pages returned.
 */
import { describe, expect, it } from "vitest";
import { type LineSpec, makePage, statementPage } from "../../testing/page-builder";
import { buildIndexSync } from "../tree";
import type { DocumentLayout, PageLayout } from "../types";
import { navDocument, navigateOffline } from "./index";

const YEARS = ["2023", "2022"];

function filing(pages: PageLayout[]): DocumentLayout {
  const numbered = pages.map((p, i) => ({ ...p, page: i + 1 }));
  return { pageCount: numbered.length, title: null, outline: [], pageLabels: null, pages: numbered };
}

/** A page of prose repeating the given sentences (what MD&A says about a figure, without its table). */
function talk(sentences: string[], n = 16): PageLayout {
  const lines: LineSpec[] = Array.from({ length: n }, (_, i) => ({ text: sentences[i % sentences.length] }));
  return makePage(1, lines);
}

const filler = () =>
  talk(["The company continued to invest in its plants, its people and its brands during the year."]);

function pagesOf(layout: DocumentLayout, question: string): number[] {
  return navigateOffline(navDocument(layout, buildIndexSync(layout)), question).evidence.map((e) => e.page_start);
}

describe("figure questions favour the table row that carries the figure", () => {
  it("puts the table with a 'Net income' row before prose that discusses net income", () => {
    const discussion = [
      "In 2023 net income was shaped by pricing, and income from the new plants helped net margins.",
      "Management believes net income in 2023 reflects the strength of the brands and the income they earn.",
    ];
    const table = statementPage(1, ["Five-year summary", "(in millions, except per share amounts)"], YEARS, [
      ["Net sales", "9,800", "9,100"],
      ["Cost of sales", "(6,100)", "(5,800)"],
      ["Selling and administrative", "(1,900)", "(1,850)"],
      ["Net income", "1,240", "1,020"],
      ["Book value per share", "31.20", "29.80"],
      ["Dividends declared", "410", "395"],
    ]);
    const layout = filing([filler(), talk(discussion), talk(discussion), talk(discussion), filler(), table, filler()]);
    expect(pagesOf(layout, "What was the net income of the company in 2023?")[0]).toBe(6);
    expect(pagesOf(layout, "What was the book value per share at the end of 2023?")[0]).toBe(6);
  });

  it("sends a question comparing segments to the table broken down by segment", () => {
    const segmentTalk = (name: string) =>
      talk([
        `The ${name} segment grew sales in 2023; segment growth came from new products and segment pricing.`,
        `Sales growth in the ${name} segment was led by strong demand, and the segment expects more growth.`,
      ]);
    const bySegment = statementPage(
      1,
      ["Sales change by business segment", "(percent)"],
      ["Organic", "Total"],
      [
        ["Industrial", "3.1 %", "2.0 %"],
        ["Health Care", "1.2 %", "0.4 %"],
        ["Consumer", "(0.9) %", "(3.9) %"],
        ["Total Company", "1.2 %", "0.2 %"],
      ],
    );
    const layout = filing([
      filler(),
      segmentTalk("Industrial"),
      segmentTalk("Health Care"),
      segmentTalk("Consumer"),
      bySegment,
      filler(),
    ]);
    expect(pagesOf(layout, "Which segment had the lowest sales growth in 2023?")[0]).toBe(5);
  });
});

describe("the statement a ratio needs keeps a place", () => {
  it("returns the income statement for an operating margin question although segment pages match better", () => {
    const segment = (name: string) =>
      statementPage(
        1,
        [`${name} Business`, "Operating margin of the business improved as operating costs fell."],
        YEARS,
        [
          ["Sales (millions)", "2,400", "2,300"],
          ["Operating income (millions)", "480", "430"],
          ["Operating margin", "20.0 %", "18.7 %"],
          ["Operating margin change", "1.3 %", "0.2 %"],
        ],
      );
    const income = statementPage(1, ["Consolidated Statements of Operations", "(in millions)"], YEARS, [
      ["Net sales", "14,400", "13,800"],
      ["Cost of sales", "(9,300)", "(9,000)"],
      ["Research and development", "(700)", "(690)"],
      ["Selling, general and administrative", "(1,500)", "(1,450)"],
      ["Operating income", "2,900", "2,660"],
      ["Interest expense", "(120)", "(110)"],
      ["Income before income taxes", "2,780", "2,550"],
      ["Net income", "2,100", "1,930"],
    ]);
    const names = ["Industrial", "Electronics", "Health Care", "Consumer", "Energy", "Software"];
    const layout = filing([filler(), ...names.map(segment), filler(), income, filler()]);
    const nav = navDocument(layout, buildIndexSync(layout));
    expect(nav.index.pages[8].statement).toBe("income");
    const { evidence } = navigateOffline(nav, "What was the operating margin in 2023?");
    expect(evidence.map((e) => e.page_start)).toContain(9);
    expect(evidence.find((e) => e.page_start === 9)?.why).toMatch(/income statement/);
  });
});

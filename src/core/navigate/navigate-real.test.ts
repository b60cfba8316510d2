/**
 * Real questions on real filings (layouts from the shared cache, laid out on first
 * use): statement questions land on the statement page, and a question is navigated in
 * well under 50 ms once the document is indexed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { buildIndexSync } from "../tree";
import { navDocument, navigateOffline, type NavDocument } from "./index";

const pages = (nav: NavDocument, q: string) => navigateOffline(nav, q).evidence.map((e) => e.page_start);

/** A shared filing laid out (cached) and indexed, ready to navigate. */
async function filing(name: string): Promise<NavDocument> {
  const layout = await loadLayoutCached(sharedFixture(`financebench/pdfs/${name}`));
  return navDocument(layout, buildIndexSync(layout));
}

describe("3M 2018 10-K", () => {
  let nav: NavDocument;
  beforeAll(async () => {
    nav = await filing("3M_2018_10K.pdf");
  }, 60_000);

  it("finds the cash flow statement for capital expenditure", () => {
    const q =
      "What is the FY2018 capital expenditure amount (in USD millions) for 3M? Give a response to the question " +
      "by relying on the details shown in the cash flow statement.";
    expect(pages(nav, q)[0]).toBe(60);
  });

  it("finds the balance sheet for net PP&E", () => {
    expect(pages(nav, "What is the year end FY2018 net PPNE for 3M? Use the balance sheet.")[0]).toBe(58);
  });

  it("returns at most five verbatim pages with reasons", () => {
    const { evidence } = navigateOffline(nav, "How much did 3M spend on research and development?");
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence.length).toBeLessThanOrEqual(5);
    for (const e of evidence) {
      expect(e.text).toBe(nav.texts[e.page_start - 1]);
      expect(e.why.length).toBeGreaterThan(0);
    }
  });

  it("survives a question in another language", () => {
    expect(pages(nav, "Quelles sont les dépenses d'investissement de 3M en 2018 ?").length).toBeGreaterThan(0);
  });
});

describe("3M 2022 10-K (252 pages)", () => {
  // Speed is measured by `npm run eval -- financebench` (ms_per_question), not asserted here.
  it("navigates questions after indexing, within the page budget", async () => {
    const nav = await filing("3M_2022_10K.pdf");
    const questions = [
      "Is 3M a capital-intensive business based on FY2022 data?",
      "What drove operating margin change as of FY2022 for 3M?",
      "Which segment dragged down 3M's growth in 2022 excluding M&A?",
    ];
    for (const q of questions) {
      const { evidence } = navigateOffline(nav, q);
      expect(evidence.length).toBeGreaterThan(0);
      expect(evidence.length).toBeLessThanOrEqual(5);
      for (const e of evidence) expect(e.page_start >= 1 && e.page_end <= 252).toBe(true);
    }
    expect(JSON.parse(JSON.stringify(nav.index)).pageCount).toBe(252);
  }, 60_000);
});

describe("Nike 2021 10-K: questions whose answer is in the narrative items", () => {
  let nav: NavDocument;
  beforeAll(async () => {
    nav = await filing("NIKE_2021_10K.pdf");
  }, 60_000);
  // The last page that matches: the contents page names every item first.
  const pageWith = (rx: RegExp) => nav.texts.findLastIndex((t) => rx.test(t.replace(/\s+/g, " "))) + 1;

  it("takes a headcount question to the human capital pages of Item 1", () => {
    const target = pageWith(/\d[\d,]* employees worldwide/);
    expect(target).toBeGreaterThan(0);
    expect(pages(nav, "How many employees did Nike have at the end of fiscal 2021?").slice(0, 3)).toContain(target);
  });

  it("takes a headquarters question to Item 2, Properties", () => {
    const target = pageWith(/ITEM 2\. PROPERTIES/i);
    expect(target).toBeGreaterThan(0);
    expect(pages(nav, "Where is Nike headquartered, and does it own the site?")[0]).toBe(target);
  });
});

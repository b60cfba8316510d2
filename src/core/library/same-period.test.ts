/**
 * One company's filings for one year side by side — its 10-K, the fourth-quarter earnings
 * release, a 10-Q of that year and a 10-Q of the next — read from generated covers. A
 * question reaches the filing whose kind carries what it asks: risk factors the annual
 * report, an "adjusted" figure the release, a dated quarter the 10-Q, next year's outlook
 * the full-year release, an expectation with no year the latest filing. No rule here
 * knows the company: a second company's filings are shaped the same way and asked the same.
 */
import { describe, expect, it } from "vitest";
import { navDocument, type NavDocument } from "../navigate";
import { buildIndexSync } from "../tree";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";
import type { DocumentLayout } from "../types";
import { askLibrary } from "./ask-library";
import type { DocumentFacts } from "./document-facts";
import { buildLibraryIndex, libraryEntryOf, type LibraryEntry } from "./library-index";
import { readQuestionScope } from "./question-scope";
import { routeQuestion } from "./route";

const secCover = (form: string, period: string, company: string): LineSpec[] => [
  { text: "UNITED STATES SECURITIES AND EXCHANGE COMMISSION" },
  { text: form },
  { text: period },
  { text: `${company.toUpperCase()}, INC.` },
  { text: "(Exact name of registrant as specified in its charter)" },
];

const statement = (title: string, columns: string, revenue: string): LineSpec[] => [
  { text: title, bold: true, size: 14 },
  { text: columns },
  { text: `Total revenues ${revenue}` },
  { text: "Restructuring charges 40 35" },
  { text: "Operating income 610 580" },
];

/**
 * The same page in every filing, so the words of a question fit each filing alike and
 * only what the filing is (its kind, its period) can decide.
 */
const SHARED: LineSpec[] = [
  { text: "Highlights", bold: true, size: 12 },
  { text: "Risk factors and forward-looking statements are described in our filings with the SEC." },
  { text: "Adjusted EBITDA and adjusted earnings per share are non-GAAP measures of performance." },
  { text: "The company expects to pay the remaining restructuring costs in future periods." },
  { text: "Total revenues for the three months ended and the year ended are set out in the statements." },
];

function annualReport(company: string): DocumentLayout {
  return makeDoc([
    secCover("FORM 10-K", "For the fiscal year ended December 31, 2022", company),
    SHARED,
    section("Item 1A. Risk Factors", 8),
    [{ text: "Risks related to our supply chain and competition could harm our business.", bold: true }, ...prose(6)],
    section("Item 7. Restructuring programs and restructuring reserves", 10),
    statement("Consolidated Statements of Operations", "Years ended December 31 2022 2021", "4,210 3,980"),
  ]);
}

const CONDENSED = "Condensed Consolidated Statements of Operations";
const heading = (text: string): LineSpec => ({ text, bold: true, size: 12 });
const ticker = (company: string) =>
  company
    .split(" ")
    .map((w) => w[0])
    .join("");

function fourthQuarterRelease(company: string): DocumentLayout {
  const body = prose(4);
  return makeDoc([
    [
      { text: `${company} Reports Fourth Quarter and Full Year 2022 Results`, bold: true, size: 14 },
      { text: `BOSTON, February 8, 2023 -- ${company}, Inc. (NYSE: ${ticker(company)}) today reported results` },
      { text: "for the fourth quarter" },
      { text: "and full year ended December 31, 2022." },
      ...prose(4),
    ],
    SHARED,
    [heading("Reconciliation of Net Income to Adjusted EBITDA"), { text: "Adjusted EBITDA 905 860" }, ...prose(4)],
    [heading("2023 Outlook"), { text: "It expects 2023 adjusted earnings per share of $3.10 to $3.20." }, ...body],
    statement(CONDENSED, "Three Months Ended December 31 2022 2021", "1,120 1,030"),
  ]);
}

function quarterlyReport(company: string, quarter: string, end: string, year: number, revenue: string): DocumentLayout {
  const body = prose(4);
  return makeDoc([
    secCover("FORM 10-Q", `For the quarterly period ended ${end}, ${year}`, company),
    SHARED,
    [{ text: `Results for the ${quarter} quarter of ${year} reflect steady demand.` }, ...prose(6)],
    statement(CONDENSED, `Three Months Ended ${end}, ${year} ${year - 1}`, revenue),
    [
      heading("Restructuring"),
      { text: "It expects to pay the remaining restructuring costs of $25 million in 2024." },
      ...body,
    ],
  ]);
}

const COMPANIES = ["Harrow Instruments", "Quillon Foods"];

function library() {
  const layouts = new Map<string, DocumentLayout>();
  for (const c of COMPANIES) {
    layouts.set(`${c} 10-K 2022`, annualReport(c));
    layouts.set(`${c} Q4 2022 release`, fourthQuarterRelease(c));
    layouts.set(`${c} 10-Q Q3 2022`, quarterlyReport(c, "third", "September 30", 2022, "1,050 990"));
    layouts.set(`${c} 10-Q Q2 2023`, quarterlyReport(c, "second", "June 30", 2023, "1,140 1,010"));
  }
  const navs = new Map<string, NavDocument>();
  const entries = [...layouts].map(([id, layout]) => {
    const tree = buildIndexSync(layout);
    navs.set(id, navDocument(layout, tree));
    return libraryEntryOf(id, id, layout, tree);
  });
  const loadNav = async (id: string) => navs.get(id)!;
  return { index: buildLibraryIndex(entries), loadNav, loadPages: async () => () => undefined };
}

/** Each kind of question and the filing (by its suffix) that carries its answer. */
const CASES: [string, string][] = [
  ["What risk factors did {c} describe for fiscal 2022?", "10-K 2022"],
  ["What was {c}'s Adjusted EBITDA in FY2022?", "Q4 2022 release"],
  ["What were {c}'s total revenues for the three months ended September 30, 2022?", "10-Q Q3 2022"],
  ["What were {c}'s total revenues in Q3 2022?", "10-Q Q3 2022"],
  ["What were {c}'s total revenues for the three months ended December 31, 2022?", "Q4 2022 release"],
  ["What adjusted earnings per share does {c} expect for FY2023?", "Q4 2022 release"],
  ["How much does {c} expect to pay for restructuring in the future?", "10-Q Q2 2023"],
];

describe("routing between one company's filings for the same period", () => {
  const lib = library();

  it("reads the four kinds of filing from their covers", () => {
    const facts = new Map(lib.index.entries.map((e) => [e.id, e.facts]));
    const of = (suffix: string) => facts.get(`Harrow Instruments ${suffix}`);
    expect(of("10-K 2022")).toMatchObject({ form: "10-K", period_end: "2022-12-31", fiscal_year: 2022 });
    expect(of("Q4 2022 release")).toMatchObject({ form: "earnings release", quarter: 4, fiscal_year: 2022 });
    expect(of("10-Q Q3 2022")).toMatchObject({ form: "10-Q", period_end: "2022-09-30", quarter: 3 });
  });

  for (const [template, suffix] of CASES) {
    it(`routes "${template}" to the ${suffix}`, async () => {
      for (const c of COMPANIES) {
        const question = template.replace("{c}", c);
        expect(routeQuestion(lib.index, question).chosen[0].id).toBe(`${c} ${suffix}`);
        const { loadNav, loadPages } = lib;
        const result = await askLibrary({ library: lib.index, question, loadNav, loadPages, navigateOnly: true });
        expect(result.evidence[0].doc_id).toBe(`${c} ${suffix}`);
      }
    });
  }
});

/** A library entry from facts alone; `words` is its profile. */
function factsEntry(id: string, f: Partial<DocumentFacts>, words: Record<string, number>): LibraryEntry {
  const none = { period_end: null, report_date: null, fiscal_year: null, quarter: null };
  const company = "Harrow Instruments, Inc.";
  const facts: DocumentFacts = { version: 1, company, tickers: [], form: null, ...none, ...f };
  return { id, name: id, facts, profile: { version: 1, terms: words }, pageCount: 50 };
}

/** The same four filings as facts alone, every profile the same words: nothing but the kind and period can decide. */
function factsLibrary() {
  const words = { risk: 3, factor: 3, adjusted: 3, ebitda: 3, expect: 3, restructuring: 3, revenue: 3, month: 3 };
  const entry = (suffix: string, f: Partial<DocumentFacts>) => factsEntry(`Harrow Instruments ${suffix}`, f, words);
  return buildLibraryIndex([
    entry("10-K 2022", { form: "10-K", period_end: "2022-12-31", fiscal_year: 2022 }),
    entry("Q4 2022 release", { form: "earnings release", period_end: "2022-12-31", fiscal_year: 2022, quarter: 4 }),
    entry("10-Q Q3 2022", { form: "10-Q", period_end: "2022-09-30", fiscal_year: 2022, quarter: 3 }),
    entry("10-Q Q2 2023", { form: "10-Q", period_end: "2023-06-30", fiscal_year: 2023, quarter: 2 }),
  ]);
}

describe("routing on the kind and period alone", () => {
  const index = factsLibrary();
  for (const [template, suffix] of CASES) {
    it(`routes "${template}" to the ${suffix} when every filing's words fit alike`, () => {
      const routed = routeQuestion(index, template.replace("{c}", "Harrow Instruments"));
      expect(routed.chosen[0].id).toBe(`Harrow Instruments ${suffix}`);
    });
  }
});

describe("routing an expected figure a year reports", () => {
  it("sends an expected return on plan assets to that year's annual report, not the year before's", () => {
    const words = { expected: 2, return: 2, plan: 2, asset: 2 };
    const facts = (year: number) => ({ form: "10-K" as const, period_end: `${year}-12-31`, fiscal_year: year });
    const entry = (year: number) => factsEntry(`10-K ${year}`, facts(year), words);
    const index = buildLibraryIndex([entry(2021), entry(2022)]);
    const question = "What was Harrow Instruments' expected return on plan assets in FY2022?";
    expect(routeQuestion(index, question).chosen[0].id).toBe("10-K 2022");
  });
});

describe("question scope: period ends and content", () => {
  it("reads a dated period and how long it is", () => {
    const dated = (q: string) => readQuestionScope(q);
    const quarter = dated("Revenue for the three months ended September 30, 2022?");
    expect(quarter).toMatchObject({ periodEnd: "2022-09-30", span: "quarter" });
    const year = dated("Net income for the year ended December 31, 2022");
    expect(year).toMatchObject({ periodEnd: "2022-12-31", span: "year" });
    expect(dated("Total assets as of June 30, 2023")).toMatchObject({ periodEnd: "2023-06-30", span: null });
    expect(readQuestionScope("What changed on the board in 2023?").periodEnd).toBeNull();
  });

  it("looks ahead on 'expects', 'expected to' and guidance, not on an expected return that a year reports", () => {
    expect(readQuestionScope("Is adjusted EPS growth expected to accelerate in FY2023?").outlook).toBe(true);
    expect(readQuestionScope("How much does the company expect to pay in the future?").outlook).toBe(true);
    expect(readQuestionScope("What was the expected return on plan assets in FY2022?").outlook).toBe(false);
  });

  it("tells release content from annual-report content, and neither when both or none are asked", () => {
    expect(readQuestionScope("What was adjusted EPS in FY2022?").content).toBe("release");
    expect(readQuestionScope("Which risk factors are new in FY2022?").content).toBe("annual");
    expect(readQuestionScope("Did adjusted EBITDA appear among the risk factors?").content).toBeNull();
    expect(readQuestionScope("What was revenue in FY2022?").content).toBeNull();
  });
});

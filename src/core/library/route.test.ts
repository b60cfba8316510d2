/**
 * Routing over libraries built from facts as covers print them: a company and a year go
 * to that filing whatever way the question writes them; a comparison across years
 * reaches each year's filing unless one prints both; a selection limits the choice.
 */
import { describe, expect, it } from "vitest";
import { matchCompany, companyName } from "./company-match";
import type { DocumentFacts } from "./document-facts";
import { buildLibraryIndex, type LibraryEntry } from "./library-index";
import { readQuestionScope } from "./question-scope";
import { routeQuestion } from "./route";

const facts = (f: Partial<DocumentFacts>): DocumentFacts => ({
  version: 1,
  company: null,
  tickers: [],
  form: null,
  period_end: null,
  report_date: null,
  fiscal_year: null,
  quarter: null,
  ...f,
});
const entry = (id: string, f: Partial<DocumentFacts>, words: Record<string, number> = {}): LibraryEntry => ({
  id,
  name: id,
  facts: facts(f),
  profile: { version: 1, terms: words },
  pageCount: 100,
});

const library = buildLibraryIndex([
  entry("jj-2022q4", {
    company: "Johnson & Johnson",
    tickers: ["JNJ"],
    form: "earnings release",
    fiscal_year: 2022,
    quarter: 4,
    report_date: "2023-01-24",
  }),
  entry("jj-2019", { company: "JOHNSON & JOHNSON", form: "10-K", period_end: "2019-12-29", fiscal_year: 2019 }),
  entry("mmm-2018", { company: "3M COMPANY", form: "10-K", period_end: "2018-12-31", fiscal_year: 2018 }),
  entry("mmm-2022", {
    company: "3M COMPANY",
    tickers: ["MMM"],
    form: "10-K",
    period_end: "2022-12-31",
    fiscal_year: 2022,
  }),
  entry("gis-2019", { company: "GENERAL MILLS, INC.", form: "10-K", period_end: "2019-05-26", fiscal_year: 2019 }),
  entry("gis-2022", { company: "GENERAL MILLS, INC.", form: "10-K", period_end: "2022-05-29", fiscal_year: 2022 }),
  entry(
    "nike-2021",
    { company: "NIKE, Inc.", form: "10-K", period_end: "2021-05-31", fiscal_year: 2021 },
    { employee: 9, revenue: 20, segment: 10 },
  ),
  entry("amcor-10q", { company: "AMCOR PLC", form: "10-Q", period_end: "2022-12-31", fiscal_year: 2022 }),
  entry("amcor-10k", { company: "AMCOR PLC", form: "10-K", period_end: "2023-06-30", fiscal_year: 2023 }),
  entry("notes", {}, { employee: 9, headcount: 4, staff: 3 }),
]);

const first = (q: string, selection?: string[]) => routeQuestion(library, q, { selection }).chosen.map((c) => c.id);

describe("routeQuestion", () => {
  it("sends a company and a year to that filing, however the year is written", () => {
    for (const q of [
      "What was 3M's capital expenditure in fiscal 2018?",
      "3M FY2018 capex?",
      "3M capex in 2018",
      "What did 3M Company spend on capex in FY18?",
    ]) {
      expect(first(q)[0]).toBe("mmm-2018");
    }
    expect(first("What was General Mills' revenue in fiscal 2022?")[0]).toBe("gis-2022");
  });

  it("reads company names the cover does not spell that way", () => {
    expect(first("Did JnJ's sales grow in FY2022?")[0]).toBe("jj-2022q4");
    expect(first("Johnson & Johnson 2019 annual report: pension costs")[0]).toBe("jj-2019");
    expect(first("Describe J&J's full year 2022 results")[0]).toBe("jj-2022q4");
  });

  it("does not take a common word for a company ('general and administrative')", () => {
    const r = routeQuestion(library, "How did general and administrative expenses change at Nike in 2021?");
    expect(r.chosen[0].id).toBe("nike-2021");
    expect(r.candidates.find((c) => c.id === "gis-2022")?.company).toBe(0);
  });

  it("sends a comparison across years to each year's filing", () => {
    expect(first("How did 3M's capital expenditure change between fiscal 2018 and fiscal 2022?").sort()).toEqual([
      "mmm-2018",
      "mmm-2022",
    ]);
  });

  it("keeps a comparison in one filing when that filing prints both years", () => {
    expect(first("Did General Mills' inventory grow between FY2021 and FY2022?")).toEqual(["gis-2022"]);
  });

  it("matches a quarter of a fiscal year that ends in June to the 10-Q", () => {
    expect(first("What is the nature of Amcor's restructuring liability as of Q2 of FY2023?")[0]).toBe("amcor-10q");
  });

  it("prefers the latest filing when no year is named", () => {
    expect(first("What industry does Amcor operate in?")[0]).toBe("amcor-10k");
  });

  it("goes by the library index when no company is named", () => {
    expect(first("How many employees are there?")[0]).toBe("notes");
  });

  it("sends a question naming two companies to each company's filing", () => {
    expect(first("Compare the 2021 revenue of Nike with General Mills in fiscal 2022").sort()).toEqual([
      "gis-2022",
      "nike-2021",
    ]);
  });

  it("sends a question across the filings to every filing whose words fit it", () => {
    expect(first("Which of these filings reports the most employees?").sort()).toEqual(["nike-2021", "notes"]);
  });

  it("takes a selection of one company's filings as that company, named or not", () => {
    expect(
      first("How did capital expenditure change between fiscal 2018 and fiscal 2022?", ["mmm-2018", "mmm-2022"]).sort(),
    ).toEqual(["mmm-2018", "mmm-2022"]);
    expect(first("What was capital expenditure in fiscal 2018?", ["mmm-2018", "mmm-2022"])).toEqual(["mmm-2018"]);
  });

  it("considers only the selection", () => {
    expect(first("3M capex in 2018", ["mmm-2022", "gis-2019"])[0]).toBe("mmm-2022");
    expect(routeQuestion(library, "3M capex", { selection: [] }).chosen).toEqual([]);
  });
});

describe("question scope and company names", () => {
  it("reads years, quarters and forms", () => {
    expect(readQuestionScope("For Pfizer, which region had the biggest drop in Q22023?")).toMatchObject({
      years: [2023],
      quarter: 2,
    });
    expect(readQuestionScope("As of Q2'2023, is Pfizer spinning off a segment?")).toMatchObject({
      years: [2023],
      quarter: 2,
    });
    expect(readQuestionScope("What are the acquisitions mentioned in this 10K report?").forms).toEqual(["10-K"]);
    expect(readQuestionScope("Headcount was 2,019 people").years).toEqual([]);
    expect(readQuestionScope("Revenue CAGR from FY2020 to FY2022").comparison).toBe(true);
  });

  it("matches initials, run-together names and tickers", () => {
    const amd = companyName({ company: "ADVANCED MICRO DEVICES, INC.", tickers: [] })!;
    expect(matchCompany(amd, "What was AMD's gross margin?")?.score).toBe(1);
    const fl = companyName({ company: "Foot Locker, Inc.", tickers: ["FL"] })!;
    expect(matchCompany(fl, "Has Footlocker's new CEO led a company before?")?.score).toBe(1);
    expect(matchCompany(fl, "What does the flight schedule say?")).toBeNull();
    const jpm = companyName({ company: "JPMorgan Chase & Co.", tickers: ["JPM"] })!;
    expect(matchCompany(jpm, "Which of JPM's segments earned most?")?.score).toBe(1);
  });
});

describe("copies of one file", () => {
  it("are walked once: the best-ranked copy goes, the others add nothing", () => {
    const copies = ["mmm-2022", "mmm-2022-2", "mmm-2022-3"].map((id) => ({
      ...entry(id, {
        company: "3M COMPANY",
        tickers: ["MMM"],
        form: "10-K",
        period_end: "2022-12-31",
        fiscal_year: 2022,
      }),
      content: "mmm-2022",
    }));
    const other = {
      ...entry("mmm-2018", { company: "3M COMPANY", form: "10-K", period_end: "2018-12-31", fiscal_year: 2018 }),
    };
    const withCopies = buildLibraryIndex([...copies, other]);
    const r = routeQuestion(withCopies, "How did 3M's capital expenditure change between fiscal 2018 and fiscal 2022?");
    const routed = [...r.chosen, ...r.contenders].map((c) => c.id);
    expect(routed).toHaveLength(2);
    expect(routed.filter((id) => id.startsWith("mmm-2022"))).toHaveLength(1);
    expect(routed).toContain("mmm-2018");
    expect(r.candidates.map((c) => c.id).filter((id) => id.startsWith("mmm-2022"))).toHaveLength(1);
    // Without the shared content, each copy is its own document and may be walked.
    const distinct = buildLibraryIndex([...copies.map(({ content: _, ...e }) => e), other]);
    expect(routeQuestion(distinct, "What was 3M's capital expenditure in fiscal 2022?").candidates).toHaveLength(4);
  });
});

import { describe, expect, it } from "vitest";
import { makePage, statementPage } from "../../../testing/page-builder";
import { answerQuestion } from "../answer";
import { closingMonth, fiscalYearOf, yearEndMonth } from "./fiscal-calendar";
import type { ColumnHead } from "./column-heads";

const head = (label: string, year: number): ColumnHead => ({
  year,
  months: null,
  label,
  group: "",
  centre: 0.5,
  right: 0.6,
});

describe("fiscal years of column heads", () => {
  it("reads a date in a month's first week as the end of the month before (52/53-week years)", () => {
    expect(closingMonth(1, 1)).toBe(12);
    expect(closingMonth(2, 2)).toBe(1);
    expect(closingMonth(4, 30)).toBe(4);
    expect(closingMonth(5, null)).toBe(5);
  });

  it("knows when the fiscal year ends from a 10-K's year end, or a quarter's end moved on", () => {
    expect(yearEndMonth({ form: "10-K", period_end: "2023-01-31", quarter: null })).toBe(1);
    expect(yearEndMonth({ form: "10-K", period_end: "2019-02-02", quarter: null })).toBe(1);
    // Q1 ending April 30 closes a year ending in January; Q2 ending December 31, a year ending in June.
    expect(yearEndMonth({ form: "earnings release", period_end: "2023-04-30", quarter: 1 })).toBe(1);
    expect(yearEndMonth({ form: "10-Q", period_end: "2022-12-31", quarter: 2 })).toBe(6);
    expect(yearEndMonth({ form: "earnings release", period_end: null, quarter: 4 })).toBeNull();
    expect(yearEndMonth({ form: "8-K", period_end: "2023-02-07", quarter: null })).toBeNull();
  });

  it("names each column's fiscal year by the calendar year its fiscal year ends in", () => {
    // January year end: April 2023 is in fiscal 2024, January 2023 closes fiscal 2023.
    expect(fiscalYearOf(head("Three Months Ended April 30, 2023", 2023), 1)).toBe(2024);
    expect(fiscalYearOf(head("January 31, 2023", 2023), 1)).toBe(2023);
    // September year end: a December quarter opens the next fiscal year.
    expect(fiscalYearOf(head("Three Months Ended December 26, 2020", 2020), 9)).toBe(2021);
    expect(fiscalYearOf(head("September 26, 2020", 2020), 9)).toBe(2020);
    // December year end: a 52/53-week year closing on January 1 is the year before.
    expect(fiscalYearOf(head("Fiscal Fourth Quarter Ended January 1, 2023", 2023), 12)).toBe(2022);
    expect(fiscalYearOf(head("2022", 2022), 1)).toBe(2022);
  });
});

describe("a fiscal quarter asked of a company whose year ends in January", () => {
  const cover = makePage(1, [
    { text: "Example Cloud Announces First Quarter Fiscal 2024 Results", bold: true, size: 14 },
    "SAN FRANCISCO, May 31, 2023 -- Example Cloud, Inc. (NYSE: EXC) today announced results for its first",
    "quarter fiscal 2024 ended April 30, 2023.",
    ...Array.from({ length: 10 }, () => "Revenue grew on strong demand from customers of every size."),
  ]);
  const income = statementPage(
    2,
    [
      "Example Cloud, Inc.",
      "Condensed Consolidated Statements of Operations",
      "(in millions)",
      "Three Months Ended April 30,",
    ],
    ["2023", "2022"],
    [
      ["Total revenues", "8,247", "7,411"],
      ["Cost of revenues", "2,125", "2,045"],
      ["Gross profit", "6,122", "5,366"],
      ["Income from operations", "412", "20"],
      ["Net income", "199", "28"],
    ],
  );
  const pages = [cover, income];

  async function first(question: string): Promise<string> {
    const evidence = [{ page_start: 2, page_end: 2, text: income.text }];
    const res = await answerQuestion({ question, evidence, pages });
    return res.claims[0]?.text ?? "";
  }

  it("reads Q1 FY2024 from the columns headed April 30, 2023", async () => {
    expect(await first("What was Example Cloud's total revenue in Q1 FY2024?")).toBe(
      "Total revenues, Three Months Ended April 30, 2023: $8,247 million",
    );
    expect(await first("What was Example Cloud's operating margin in the first quarter of fiscal 2024?")).toBe(
      "Operating margin in Q1 FY2024: 5.0% = 412 / 8,247",
    );
  });

  it("reads Q1 FY2023 from the year-earlier column, April 30, 2022", async () => {
    expect(await first("What was Example Cloud's net income in Q1 FY2023?")).toBe(
      "Net income, Three Months Ended April 30, 2022: $28 million",
    );
  });
});

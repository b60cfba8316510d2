/**
 * Document facts read from real covers (layouts from the shared cache): each
 * expectation is printed on that cover — the registrant's name, the form, the date the
 * period ends — including fiscal years that end in May, June, November and January.
 */
import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { readDocumentFacts, COVER_PAGES } from "./document-facts";
import { makePage } from "../../testing/page-builder";

async function factsOf(name: string) {
  const layout = await loadLayoutCached(sharedFixture(`financebench/pdfs/${name}.pdf`));
  return readDocumentFacts(layout.pages.slice(0, COVER_PAGES));
}

describe("document facts from real covers", () => {
  it("reads a 10-K with a calendar year (3M 2018: the name has no 'exact name' caption)", async () => {
    expect(await factsOf("3M_2018_10K")).toMatchObject({
      company: "3M COMPANY",
      form: "10-K",
      period_end: "2018-12-31",
      fiscal_year: 2018,
      quarter: null,
    });
  }, 60_000);

  it("reads fiscal years ending in May, June, November and early in the next calendar year", async () => {
    expect(await factsOf("NIKE_2021_10K")).toMatchObject({
      company: "NIKE, Inc.",
      form: "10-K",
      period_end: "2021-05-31",
      fiscal_year: 2021,
    });
    expect(await factsOf("GENERALMILLS_2022_10K")).toMatchObject({
      company: "GENERAL MILLS, INC.",
      period_end: "2022-05-29",
    });
    expect(await factsOf("AMCOR_2023_10K")).toMatchObject({
      company: "AMCOR PLC",
      period_end: "2023-06-30",
      tickers: ["AMCR"],
    });
    expect(await factsOf("ADOBE_2015_10K")).toMatchObject({
      company: "ADOBE SYSTEMS INCORPORATED",
      period_end: "2015-11-27",
    });
    expect(await factsOf("BESTBUY_2019_10K")).toMatchObject({
      company: "BEST BUY CO., INC.",
      period_end: "2019-02-02",
    });
  }, 120_000);

  it(
    "reads a 10-Q whose period line is split by a column " + "('period ended Commission file / March 31, 2021')",
    async () => {
      expect(await factsOf("JPMORGAN_2021Q1_10Q")).toMatchObject({
        company: "JPMorgan Chase & Co.",
        form: "10-Q",
        period_end: "2021-03-31",
        quarter: 1,
        tickers: ["JPM"],
      });
    },
    60_000,
  );

  it("reads an 8-K's report date, not a period", async () => {
    expect(await factsOf("FOOTLOCKER_2022_8K_dated_2022-08-19")).toMatchObject({
      company: "Foot Locker, Inc.",
      form: "8-K",
      period_end: null,
      report_date: "2022-08-19",
    });
  }, 60_000);

  it(
    "reads earnings releases: the dateline's name and " + "ticker, the quarter and the year the release names",
    async () => {
      expect(await factsOf("JOHNSON_JOHNSON_2022Q4_EARNINGS")).toMatchObject({
        company: "Johnson & Johnson",
        tickers: ["JNJ"],
        form: "earnings release",
        fiscal_year: 2022,
        quarter: 4,
      });
      // "Fourth Quarter Fiscal 2022 Results" for a year that ended on January 28, 2023.
      expect(await factsOf("ULTABEAUTY_2023Q4_EARNINGS")).toMatchObject({
        company: "Ulta Beauty, Inc.",
        form: "earnings release",
        period_end: "2023-01-28",
        fiscal_year: 2022,
        quarter: 4,
      });
    },
    60_000,
  );

  it("finds a name the cover shows only as a logo in the report's own definition of its terms", async () => {
    expect((await factsOf("COCACOLA_2017_10K")).company).toBe("The Coca-Cola Company");
  }, 60_000);

  const cover = (texts: string[]) => makePage(1, texts);

  it("reads the year a release reports from its date when the cover prints no year for the period", () => {
    const release = (headline: string, dateline: string) =>
      readDocumentFacts([cover([headline, `${dateline} -- Harrow Instruments, Inc. (NYSE: HI) today reported`])]);
    // A full-year release dated early in the next year reports the year before.
    const fourth = release("Harrow Instruments Reports Fourth Quarter Results", "BOSTON, February 8, 2023");
    expect(fourth).toMatchObject({ quarter: 4, fiscal_year: 2022 });
    expect(release("Harrow Instruments Reports Full-Year Results", "BOSTON, March 2, 2023").fiscal_year).toBe(2022);
    // Any other release reports the year it is dated.
    const second = release("Harrow Instruments Reports Second Quarter Results", "BOSTON, July 27, 2023");
    expect(second).toMatchObject({ quarter: 2, fiscal_year: 2023 });
  });

  it("leaves facts null on a page that is not a cover", () => {
    const page = cover(["Chapter 1", "It was a dark and stormy night."]);
    const none = { company: null, form: null, period_end: null, fiscal_year: null, tickers: [] };
    expect(readDocumentFacts([page])).toMatchObject(none);
  });
});

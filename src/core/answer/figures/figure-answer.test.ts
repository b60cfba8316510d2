import { describe, expect, it } from "vitest";
import { statementPage } from "../../../testing/page-builder";
import type { PageLayout } from "../../types";
import { askedFormat, askedPeriod } from "./asked";
import { figureAnswer } from "./figure-answer";

const income = statementPage(
  3,
  [
    "Example Corp",
    "Consolidated Statements of Operations",
    "(In millions, except per share data)",
    "Years Ended December 31,",
  ],
  ["2022", "2021", "2020"],
  [
    ["Net sales", "1,234.5", "1,000.0", "800.0"],
    ["Cost of sales", "700.0", "600.0", "500.0"],
    ["Gross profit", "534.5", "400.0", "300.0"],
    ["Operating income", "200.0", "150.0", "90.0"],
    ["Interest expense", "20.0", "25.0", "30.0"],
    ["Income before income taxes", "180.0", "125.0", "60.0"],
    ["Provision for income taxes", "45.0", "25.0", "12.0"],
    ["Net income", "135.0", "100.0", "48.0"],
    ["Net income per share", "1.35", "1.00", "0.48"],
  ],
);
const balance = statementPage(
  4,
  ["Example Corp", "Consolidated Balance Sheets", "(In millions)", "December 31,"],
  ["2022", "2021", "2020"],
  [
    ["Cash and cash equivalents", "150.0", "120.0", "100.0"],
    ["Accounts receivable", "200.0", "180.0", "160.0"],
    ["Inventories", "250.0", "230.0", "210.0"],
    ["Total current assets", "600.0", "530.0", "470.0"],
    ["Property, plant and equipment, net", "400.0", "380.0", "360.0"],
    ["Total assets", "1,500.0", "1,300.0", "1,200.0"],
    ["Accounts payable", "120.0", "110.0", "100.0"],
    ["Total current liabilities", "300.0", "320.0", "280.0"],
    ["Total shareholders' equity", "900.0", "800.0", "700.0"],
  ],
);
const cash = statementPage(
  5,
  ["Example Corp", "Consolidated Statements of Cash Flows", "(In millions)", "Years Ended December 31,"],
  ["2022", "2021", "2020"],
  [
    ["Net cash provided by operating activities", "260.0", "210.0", "150.0"],
    ["Depreciation and amortization", "40.0", "35.0", "30.0"],
    ["Capital expenditures", "(60.0)", "(50.0)", "(45.0)"],
    ["Proceeds from sale of property, plant and equipment", "5.0", "—", "2.0"],
    ["Dividends paid", "(54.0)", "(40.0)", "(20.0)"],
  ],
);
const pages: PageLayout[] = [income, balance, cash];
const evidence = pages.map((p, i) => ({ label: i + 1, page_start: p.page, page_end: p.page, text: p.text }));
const lookup = (n: number) => pages.find((p) => p.page === n);
const ask = (q: string) => figureAnswer(q, evidence, lookup)!;

describe("the asked line item", () => {
  it("total current assets, not the liabilities row", () => {
    const { claim } = ask("What were total current assets at the end of FY2022? Answer in USD millions.");
    expect(claim.figure?.value).toBe("$600 million");
    expect(claim.figure?.operands[0].label).toBe("Total current assets");
    expect(claim.citations[0]).toMatchObject({
      page: 4,
      precision: "line",
      quote: "Total current assets 600.0 530.0 470.0",
    });
  });

  it("a synonym (capital expenditure ~ purchases of PP&E) never replaces a word the question asked", () => {
    expect(
      ask("What were the proceeds from sale of property, plant and equipment in FY2022?").claim.figure?.operands[0]
        .label,
    ).toBe("Proceeds from sale of property, plant and equipment");
    expect(ask("What was the FY2022 capital expenditure amount in USD millions?").claim.figure?.value).toBe(
      "$60 million",
    );
  });

  it("the effective tax rate is a rate, not the provision row above it", () => {
    const { claim } = ask("What was the effective tax rate in FY2022?");
    expect(claim.figure?.value).toBe("25.0%");
    expect(claim.figure?.formula).toBe("45.0 / 180.0");
  });

  it("in billions when asked, a dash read as zero", () => {
    expect(ask("What is the year end FY2022 total assets? Answer in USD billions.").claim.figure?.value).toBe(
      "$1.50 billion",
    );
    expect(
      ask("What were the proceeds from sale of property, plant and equipment in FY2021?").claim.figure?.value,
    ).toBe("$0 million");
  });
});

describe("computed answers, each operand cited", () => {
  const value = (q: string) => ask(q).claim.figure?.value;

  it("growth and change", () => {
    const { claim } = ask(
      "What is the year-over-year change in revenue from FY2021 to FY2022 (in units of percents and round to " +
        "one decimal place)?",
    );
    expect(claim.figure?.value).toBe("23.5%");
    expect(claim.figure?.formula).toBe("(1,234.5 \u2212 1,000.0) / 1,000.0");
    expect(claim.figure?.operands.map((o) => [o.printed, o.period])).toEqual([
      ["1,234.5", "Years Ended December 31, 2022"],
      ["1,000.0", "Years Ended December 31, 2021"],
    ]);
    expect(claim.text).toMatch(/^Revenue growth in FY2022: 23\.5% = /);
    expect(
      value(
        "What is the 2 year total revenue CAGR from FY2020 to FY2022 (in units of percents and round to one " +
          "decimal place)?",
      ),
    ).toBe("24.2%");
  });

  it("margins", () => {
    expect(value("What is the FY2022 gross margin? Answer in percents.")).toBe("43.3%");
    expect(value("What is the FY2022 operating margin?")).toBe("16.2%");
    expect(value("What is the FY2022 net profit margin (as a %)?")).toBe("10.9%");
    expect(
      value(
        "What is the FY2022 unadjusted EBITDA % margin? Use operating income and D&A from the cash flow statement.",
      ),
    ).toBe("19.4%");
  });

  it("ratios, with the rounding asked", () => {
    expect(value("What is the FY2022 working capital ratio? Round your answer to two decimal places.")).toBe("2.00");
    expect(value("What is the FY2022 quick ratio? Round to two decimal places.")).toBe("1.17");
    expect(value("What is the FY2022 debt-to-equity ratio?")).toBeUndefined();
    expect(
      value(
        "What is the FY2022 return on assets (ROA)? ROA is net income / average total assets. Round to three " +
          "decimal places.",
      ),
    ).toBe("0.096");
    expect(value("What is the FY2022 asset turnover ratio? Round to two decimal places.")).toBe("0.88");
    expect(value("What is the FY2022 inventory turnover ratio? Round to two decimal places.")).toBe("2.92");
    expect(value("What is the FY2022 operating cash flow ratio? Round to two decimal places.")).toBe("0.87");
    expect(value("What is the FY2022 dividend payout ratio? Round to two decimal places.")).toBe("0.40");
    expect(value("What is the FY2022 retention ratio? Round to two decimal places.")).toBe("0.60");
    expect(value("What is the FY2022 interest coverage ratio? Round to one decimal place.")).toBe("10.0");
  });

  it("days and cash flow", () => {
    expect(value("What is the FY2022 days sales outstanding (DSO)? Round to two decimal places.")).toBe("56.18 days");
    expect(value("What is the FY2022 days payable outstanding (DPO)? Round to two decimal places.")).toBe("58.30 days");
    expect(value("What is the FY2022 free cash flow? Answer in USD millions.")).toBe("$200 million");
    expect(value("What is FY2022 capex as a % of revenue? Round to one decimal place.")).toBe("4.9%");
  });

  it("a three-year average, and a comparison with the year before", () => {
    const avg = ask(
      "What is the FY2020 - FY2022 3 year average net profit margin (as a %)? Round to one decimal place.",
    ).claim;
    expect(avg.figure?.value).toBe("9.0%");
    expect(avg.figure?.operands).toHaveLength(6);
    expect(avg.citations.map((c) => c.page)).toEqual([3, 3]);
    const cmp = ask("Has the operating margin improved between FY2021 and FY2022?").claim;
    expect(cmp.text).toMatch(/16\.2%, up from 15\.0% in FY2021, a change of 1\.2 points/);
    // A ratio's change is relative: 600 / 300 against 530 / 320.
    const ratio = ask("Has the current ratio improved or declined between FY2021 and FY2022?").claim;
    expect(ratio.text).toMatch(/2\.00, up from 1\.66 in FY2021, a change of 20\.8%/);
  });
});

describe("a change in a margin, and a question several figures answer", () => {
  it("the change in points comes from the unrounded margins, rounded once", () => {
    // 18.545% against 19.389%: shown 18.5% and 19.4%, but the change is 0.844 points.
    const page = statementPage(
      8,
      ["Rounding Co.", "Consolidated Statements of Income", "(In millions)"],
      ["2023", "2022"],
      [
        ["Net sales", "10,000", "10,000"],
        ["Gross profit", "1,854.5", "1,938.9"],
      ],
    );
    const ev = [{ label: 1, page_start: 8, page_end: 8, text: page.text }];
    const res = figureAnswer("Has the gross margin improved between FY2022 and FY2023?", ev, () => page)!;
    expect(res.claim.text).toMatch(/18\.5%, down from 19\.4% in FY2022, a change of \u22120\.8 points/);
  });

  it("'capital-intensive?' is answered by capex / revenue, fixed assets / total assets and return on assets", () => {
    const res = ask("Is Example Corp a capital-intensive business based on FY2022 data?");
    // 60 / 1,234.5; 400 / 1,500; 135 / ((1,500 + 1,300) / 2).
    expect(res.claim.text).toMatch(
      /^No: Capital intensity in FY2022: capital expenditure \/ revenue 4\.9%, fixed assets \/ total assets 26\.7%, return on assets 9\.6%/,
    );
    // Capex is under its 5% threshold while fixed assets are over 25%: the leading measure decides, and says so.
    expect(res.claim.text).toMatch(
      /capital expenditure \/ revenue under 5%.*fixed assets \/ total assets at or above 25%.*the first decides/,
    );
    expect(new Set(res.claim.citations.map((c) => c.page))).toEqual(new Set([3, 4, 5]));
    expect(res.claim.figure?.operands.map((o) => o.label)).toContain("Capital expenditures");
  });
});

describe("other filings' wordings", () => {
  const other = statementPage(
    7,
    ["Other Inc.", "Consolidated Statements of Income", "(Dollars in thousands)", "Fiscal Year"],
    ["FY22", "FY21"],
    [
      ["Total revenues", "50,000", "40,000"],
      ["Costs of revenue", "30,000", "25,000"],
      ["Income from operations", "5,000", "(1,000)"],
      ["Depreciation, amortization and other", "2,000", "1,800"],
      ["Interest expense", "(500)", "(400)"],
    ],
  );
  const ev = [{ label: 1, page_start: 7, page_end: 7, text: other.text }];
  const at = (q: string) => figureAnswer(q, ev, (n) => (n === 7 ? other : undefined))?.claim.figure?.value;

  it("reads two-digit fiscal heads, thousands, and the usual variants of labels", () => {
    expect(at("What is the FY2022 gross margin?")).toBe("40.0%");
    expect(at("What is the FY2021 operating margin?")).toBe("\u22122.5%");
    expect(at("What is the FY2022 EBITDA? Answer in USD millions.")).toBe("$7.00 million");
    // An expense printed in brackets is still a cost of 500, not a negative cover.
    expect(at("What is the FY2022 interest coverage ratio? Round to one decimal place.")).toBe("10.0");
  });
});

describe("no padding", () => {
  it("says which row is missing and where it looked, instead of quoting nearby rows", () => {
    const res = ask("What is the FY2022 debt-to-equity ratio?");
    expect(res.trace.found).toBe(false);
    expect(res.claim.figure).toBeUndefined();
    expect(res.claim.text).toBe(
      "Not found: no Total debt for FY2022 on the 3 pages read, so the debt to equity is not computed.",
    );
    expect(res.claim.citations.length).toBeGreaterThan(0);
    expect(res.claim.citations.every((c) => c.precision === "page")).toBe(true);
  });

  it("a year the statements do not cover is not answered from another year", () => {
    expect(ask("What were total current assets at the end of FY2019?").trace.found).toBe(false);
  });

  it("a question after a reason is left to the extractive answer", () => {
    expect(figureAnswer("Why did net sales grow in FY2022?", evidence, lookup)).toBeNull();
  });
});

describe("asked period and format", () => {
  it("reads ranges, quarters and two-digit years", () => {
    expect(askedPeriod("FY2018 - FY2020 three-year average")).toMatchObject({
      range: { from: 2018, to: 2020 },
      average: true,
    });
    expect(askedPeriod("What is the FY2018 - FY2020 3 year average of capex")).toMatchObject({
      range: { from: 2018, to: 2020 },
      average: true,
    });
    expect(askedPeriod("between FY2021 and FY2022").range).toEqual({ from: 2021, to: 2022 });
    expect(askedPeriod("revenue in Q2 FY2024")).toMatchObject({ years: [2024], quarter: 2 });
    expect(askedPeriod("Did Pfizer grow its PPNE between FY20 and FY21?").years).toEqual([2020, 2021]);
  });

  it("reads units and rounding", () => {
    expect(askedFormat("Answer in USD billions.")).toMatchObject({ scale: 1e9 });
    expect(askedFormat("(in USD millions)")).toMatchObject({ scale: 1e6 });
    expect(askedFormat("in units of percents and round to one decimal place")).toMatchObject({
      percent: true,
      decimals: 1,
    });
    expect(askedFormat("Round your answer to two decimal places.")).toMatchObject({ decimals: 2 });
  });
});

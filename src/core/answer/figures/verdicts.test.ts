import { describe, expect, it } from "vitest";
import { statementPage } from "../../../testing/page-builder";
import type { PageLayout } from "../../types";
import { figureAnswer } from "./figure-answer";
import data from "./verdicts.json";
import { asksProblem, asksYesNo, judgeDirection, loadVerdicts, VERDICTS } from "./verdicts";

function asker(pages: PageLayout[]) {
  const evidence = pages.map((p, i) => ({ label: i + 1, page_start: p.page, page_end: p.page, text: p.text }));
  return (q: string) => figureAnswer(q, evidence, (n) => pages.find((p) => p.page === n))!;
}

const sheet = statementPage(
  4,
  ["Example Corp", "Consolidated Balance Sheets", "(In millions)"],
  ["2022", "2021"],
  [
    ["Cash and cash equivalents", "100", "90"],
    ["Accounts receivable", "60", "50"],
    ["Inventories", "300", "200"],
    ["Total current assets", "460", "340"],
    ["Total assets", "900", "800"],
    ["Total current liabilities", "400", "300"],
    ["Total shareholders' equity", "500", "500"],
  ],
);
const income = statementPage(
  3,
  ["Example Corp", "Consolidated Statements of Operations", "(In millions)"],
  ["2022", "2021", "2020"],
  [
    ["Revenue", "1,000", "900", "800"],
    ["Cost of revenue", "600", "540", "470"],
    ["Gross profit", "400", "360", "330"],
    ["Selling, general and administrative", "150", "140", "130"],
    ["Operating income", "250", "220", "200"],
    ["Income before income taxes", "230", "200", "180"],
    ["Provision for income taxes", "50", "40", "36"],
    ["Net income", "180", "160", "144"],
  ],
);

describe("loadVerdicts", () => {
  it("loads thresholds each with its rationale, and refuses a threshold without one", () => {
    expect(VERDICTS.thresholds.length).toBeGreaterThan(0);
    expect(VERDICTS.thresholds.every((t) => t.rationale.length > 20)).toBe(true);
    const file = data as unknown as { thresholds: Record<string, unknown>[] };
    expect(() => loadVerdicts({ ...file, thresholds: [{ ...file.thresholds[0], rationale: "" }] })).toThrow(
      /rationale/,
    );
    expect(() => loadVerdicts({ ...file, format: "x" })).toThrow(/has format "x"/);
  });
});

describe("a yes/no question on a figure answers Yes or No first", () => {
  const ask = asker([income, sheet]);

  it("judges the quick ratio by its threshold: (460 − 300) / 400 = 0.40, under 1.0", () => {
    const { claim } = ask("Does Example Corp have a healthy liquidity profile based on its FY2022 quick ratio?");
    // The verdict, the figure and what decides it, then how it was computed.
    expect(claim.text).toBe(
      "No: Quick ratio in FY2022: 0.40, under the 1.0 at or above which quick assets cover current liabilities. " +
        "Computed: (460 \u2212 300) / 400",
    );
    expect(claim.citations.length).toBeGreaterThan(0);
  });

  it("turns the verdict round when the question asks about a problem", () => {
    expect(asksProblem("Is its quick ratio a concern?")).toBe(true);
    expect(ask("Is Example Corp's FY2022 quick ratio a concern?").claim.text).toMatch(
      /^Yes: Quick ratio in FY2022: 0\.40/,
    );
  });

  it("judges 'improved?' by the computed change and the way the metric improves", () => {
    const { claim } = ask("Has Example Corp's operating margin improved from FY2021 to FY2022?");
    // 220 / 900 = 24.4% → 250 / 1,000 = 25.0%.
    expect(claim.text).toMatch(
      /^Yes: Operating margin in FY2022: 25\.0%, up from 24\.4% .*, so it improved\. Computed: /,
    );
    expect(judgeDirection("dso", 40, 45, "Has DSO improved?")?.yes).toBe(false);
    expect(judgeDirection("dso", 40, 45, "Did DSO increase?")?.yes).toBe(true);
  });

  it("answers the main question first when it also asks whether the metric applies", () => {
    const falling = statementPage(
      3,
      ["Example Corp", "Consolidated Statements of Operations", "(In millions)"],
      ["2022", "2021", "2020"],
      [
        ["Revenue", "1,000", "900", "800"],
        ["Cost of revenue", "620", "540", "470"],
        ["Gross profit", "380", "360", "330"],
      ],
    );
    const { claim } = asker([falling])(
      "Does Example Corp have an improving gross margin profile as of FY2022? If gross margin is not a useful " +
        "metric for a company like this, then state that and explain why.",
    );
    // 330 / 800 = 41.3%, 360 / 900 = 40.0%, 380 / 1,000 = 38.0%: falling, so No, and gross margin applies.
    expect(claim.text).toMatch(
      /^No: Gross margin in FY2022: 38\.0%, down from 40\.0% in FY2021, .*, so it worsened\. Computed: .*\. Gross margin applies here/,
    );
  });

  it("judges consistency by each margin's spread over the years", () => {
    const { claim } = ask("Are Example Corp's margins consistent between FY2020 and FY2022?");
    // Gross 41.3%, 40.0%, 40.0%; operating 25.0%, 24.4%, 25.0%; net 18.0%, 17.8%, 18.0%: all within 3 points.
    expect(claim.text).toMatch(
      /^Yes: Gross margin 41\.3% → 40\.0% → 40\.0% \(FY2020–FY2022\), a spread of 1\.2 points, within the 3-point band of a steady margin; Operating margin /,
    );
    expect(claim.text).toContain("Operating margin");
    expect(claim.text).toContain("Net profit margin");
  });
});

describe("a metric that does not apply", () => {
  const bank = statementPage(
    3,
    ["Example Bank", "Consolidated Statements of Income", "(In millions)"],
    ["2022", "2021"],
    [
      ["Interest income", "5,000", "4,200"],
      ["Interest expense", "1,500", "900"],
      ["Net interest income", "3,500", "3,300"],
      ["Noninterest revenue", "2,000", "1,900"],
      ["Total net revenue", "5,500", "5,200"],
      ["Provision for credit losses", "300", "250"],
      ["Noninterest expense", "3,000", "2,900"],
      ["Income before income tax expense", "2,200", "2,050"],
      ["Income tax expense", "500", "450"],
      ["Net income", "1,700", "1,600"],
    ],
  );

  it("says No, and why, from the income statement's own lines, cited", () => {
    const { claim } = asker([bank])("Is gross margin a useful metric for a company like Example Bank in FY2022?");
    expect(claim.text).toMatch(/^No: gross margin does not apply here: .*no cost of sales or gross profit/);
    expect(claim.text).toMatch(/reports instead: Net interest income; Total net revenue/);
    expect(claim.citations.length).toBeGreaterThan(0);
    expect(claim.citations.every((c) => c.page === 3 && c.precision === "line")).toBe(true);
  });

  it("says Yes, with the figure, where the statement prints cost of sales", () => {
    const { claim } = asker([income])("Is gross margin a useful metric for Example Corp in FY2022?");
    expect(claim.text).toMatch(/^Yes: Gross margin in FY2022: 40\.0%/);
  });

  it("hears a yes/no question in any auxiliary that opens it, 'Must' as much as 'Did'", () => {
    for (const q of ["Did revenue grow in FY2022?", "Must the company restate its results?", "Has the margin held?"])
      expect(asksYesNo(q), q).toBe(true);
    expect(asksYesNo("What was the gross margin in FY2022?")).toBe(false);
  });
});

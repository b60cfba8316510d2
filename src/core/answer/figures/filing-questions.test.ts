/**
 * Questions written for this test from the statements of filings of companies the development
 * set does not have (../shared/filings, development part), navigated offline and answered with
 * no key: the question's own definitions, the sign of a bracketed tax line and verdicts on
 * figures, each checked against the figures the filing prints (worked out by hand below).
 */
import { describe, expect, it } from "vitest";
import { answerQuestion } from "../index";
import { navDocument, navigateOffline } from "../../navigate";
import { buildIndex } from "../../tree";
import { devFilings, filingLayout } from "../../../testing/filing-statements";

async function answer(doc: string, question: string): Promise<string> {
  expect(devFilings()).toContain(doc);
  const layout = await filingLayout(doc);
  const nav = navDocument(layout, await buildIndex(layout));
  const found = navigateOffline(nav, question);
  const res = await answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
  return res.claims[0]?.text ?? "";
}

describe("questions on filings outside the development set", () => {
  it("computes net working capital as the question defines it (Apple FY2021: 134,836 − 125,481)", async () => {
    const text = await answer(
      "APPLE_2021_10K",
      "What is Apple's FY2021 net working capital? Define net working capital as total current assets less total current liabilities.",
    );
    expect(text).toMatch(
      /^Net working capital \(as the question defines it: .*\) in FY2021: \$9,355 million = 134,836 − 125,481$/,
    );
  }, 60_000);

  it("computes the quick ratio by the question's formula, not the library's (Apple FY2021)", async () => {
    const text = await answer(
      "APPLE_2021_10K",
      "What is the FY2021 quick ratio for Apple? Define quick ratio as (cash and cash equivalents + marketable " +
        "securities + accounts receivable) / total current liabilities.",
    );
    // (34,940 + 27,699 + 26,278) / 125,481; the current marketable securities, not the non-current ones.
    expect(text).toMatch(/in FY2021: 0\.71 = \(34,940 \+ 27,699 \+ 26,278\) \/ 125,481$/);
  }, 60_000);

  it("goes on from a defined EBITDA to EBITDA less capex, D&A from the cash-flow statement (Apple FY2021)", async () => {
    const text = await answer(
      "APPLE_2021_10K",
      "What is Apple's FY2021 unadjusted EBITDA less capex? Define unadjusted EBITDA as unadjusted operating " +
        "income + depreciation and amortization [from the cash flow statement].",
    );
    expect(text).toMatch(/\$109,148 million = 108,949 \+ 11,284 − 11,085$/);
  }, 60_000);

  it("reads a provision printed in brackets as an expense: eBay FY2015 effective tax rate 459 / 2,406", async () => {
    expect(await answer("EBAY_2015_10K", "What was eBay's effective tax rate in FY2015?")).toBe(
      "Effective tax rate in FY2015: 19.1% = 459 / 2,406",
    );
  }, 60_000);

  it("reads 'Benefit from (provision for) income taxes (452)' as an expense: Salesforce FY2023", async () => {
    expect(await answer("SALESFORCE_2023_10K", "What was Salesforce's effective tax rate in FY2023?")).toBe(
      "Effective tax rate in FY2023: 68.5% = 452 / 660",
    );
  }, 60_000);

  it("reads a real benefit as negative: PG&E FY2015, income 861 before and 888 after taxes", async () => {
    expect(await answer("PG_E_2015_10K", "What was PG&E's effective tax rate in FY2015?")).toMatch(
      /^Effective tax rate in FY2015: −3\.1% = −27 \/ 861$/,
    );
  }, 60_000);

  it("answers a liquidity question Yes first, judged by the quick ratio's threshold (FedEx FY2023)", async () => {
    // No inventories line: cash and receivables over current liabilities, (6,856 + 10,188) / 13,586.
    const text = await answer(
      "FEDEX_2023_annualreport",
      "Does FedEx have a healthy liquidity profile based on its FY2023 quick ratio?",
    );
    expect(text).toMatch(/^Yes: Quick ratio in FY2023: 1\.25 = \(6,856 \+ 10,188\) \/ 13,586; at or above 1\.0/);
  }, 60_000);
});

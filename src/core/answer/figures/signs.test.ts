/**
 * Brackets are the presentation's sign, not the concept's, on every kind of statement: an
 * income statement that brackets its expenses, one that prints them positive, a tax benefit;
 * a cash-flow statement's bracketed capital expenditure and a negative operating cash flow; a
 * balance sheet's bracketed treasury stock. And the direction word follows the computed change.
 */
import { describe, expect, it } from "vitest";
import { statementPage } from "../../../testing/page-builder";
import type { PageLayout } from "../../types";
import { figureAnswer } from "./figure-answer";

function asker(pages: PageLayout[]) {
  const evidence = pages.map((p, i) => ({ label: i + 1, page_start: p.page, page_end: p.page, text: p.text }));
  return (q: string) => figureAnswer(q, evidence, (n) => pages.find((p) => p.page === n))!;
}

const TOP = (title: string) => ["Example Corp", title, "(In millions)"];
const OPS = "Consolidated Statements of Operations";

/** An income statement with the tax line printed as `tax`, and the rest as `expense` prints them. */
function income(tax: [string, string], bracketed: boolean): PageLayout {
  const e = (n: string) => (bracketed ? `(${n})` : n);
  return statementPage(
    3,
    TOP(OPS),
    ["2022", "2021"],
    [
      ["Revenue", "1,000", "900"],
      ["Cost of revenue", e("600"), e("540")],
      ["Selling, general and administrative", e("150"), e("140")],
      ["Research and development", e("50"), e("45")],
      ["Operating income", "200", "175"],
      ["Interest expense", e("20"), e("25")],
      ["Income before income taxes", "180", "150"],
      ["Provision for income taxes", ...tax],
      ["Net income", tax[0].startsWith("(") === bracketed ? "140" : "220", "120"],
    ],
  );
}

describe("income statement: the tax line's sign is the concept's, not the brackets'", () => {
  it("a provision printed positive, subtracted", () => {
    const { claim } = asker([income(["40", "30"], false)])("What was the FY2022 effective tax rate?");
    expect(claim.figure?.value).toBe("22.2%");
  });

  it("a provision in brackets on a statement that brackets its expenses is still an expense", () => {
    const { claim } = asker([income(["(40)", "(30)"], true)])("What was the FY2022 effective tax rate?");
    expect(claim.figure?.value).toBe("22.2%");
    expect(claim.text).not.toMatch(/\u2212/);
  });

  it("a benefit (the after-tax income above the pre-tax) is a negative rate", () => {
    // 180 − (−40) = 220: printed "(40)" on a page whose expenses are positive.
    const { claim } = asker([income(["(40)", "30"], false)])("What was the FY2022 effective tax rate?");
    expect(claim.figure?.value).toBe("\u221222.2%");
  });

  it("the direction word follows the computed change: a rate rising under brackets is 'up'", () => {
    const page = statementPage(
      3,
      TOP(OPS),
      ["2022", "2021"],
      [
        ["Revenue", "1,000", "900"],
        ["Cost of revenue", "(600)", "(540)"],
        ["Selling, general and administrative", "(150)", "(140)"],
        ["Operating income", "250", "220"],
        ["Other expense", "(20)", "(20)"],
        ["Income before income taxes", "230", "200"],
        ["Provision for income taxes", "(52.7)", "(40.4)"],
        ["Net income", "177.3", "159.6"],
      ],
    );
    const { claim } = asker([page])("How did the effective tax rate change from FY2021 to FY2022?");
    // 40.4 / 200 = 20.2% → 52.7 / 230 = 22.9%.
    expect(claim.text).toMatch(/22\.9%, up from 20\.2% in FY2021, a change of 2\.7 points/);
  });
});

describe("cash-flow statement: outflows in brackets", () => {
  const cash = statementPage(
    5,
    TOP("Consolidated Statements of Cash Flows"),
    ["2022", "2021"],
    [
      ["Net income", "(50)", "40"],
      ["Depreciation and amortization", "30", "28"],
      ["Changes in working capital", "(60)", "10"],
      ["Net cash provided by (used in) operating activities", "(80)", "78"],
      ["Purchases of property, plant and equipment", "(45)", "(40)"],
      ["Net cash used in investing activities", "(45)", "(40)"],
      ["Dividends paid", "(10)", "(10)"],
      ["Net cash used in financing activities", "(10)", "(10)"],
    ],
  );
  const ask = asker([cash]);

  it("reads capital expenditure and dividends as positive amounts", () => {
    expect(ask("What was FY2022 capital expenditure?").claim.figure?.value).toBe("$45 million");
    expect(ask("How much were dividends paid in FY2022?").claim.figure?.value).toBe("$10 million");
  });

  it("keeps a negative operating cash flow negative, so free cash flow is cash used less capex", () => {
    const { claim } = ask("What was FY2022 free cash flow?");
    expect(claim.figure?.value).toBe("\u2212$125 million");
  });
});

describe("balance sheet: a bracketed deduction stays a deduction", () => {
  const sheet = statementPage(
    4,
    TOP("Consolidated Balance Sheets"),
    ["2022", "2021"],
    [
      ["Cash and cash equivalents", "100", "90"],
      ["Inventories", "80", "70"],
      ["Total current assets", "180", "160"],
      ["Total assets", "500", "450"],
      ["Total current liabilities", "120", "110"],
      ["Common stock", "50", "50"],
      ["Retained earnings", "400", "340"],
      ["Treasury stock", "(70)", "(50)"],
      ["Total shareholders' equity", "380", "340"],
    ],
  );
  const ask = asker([sheet]);

  it("reads the sheet's items as printed and its ratios from them", () => {
    expect(ask("What was the FY2022 current ratio?").claim.figure?.value).toBe("1.50");
    expect(ask("What was the treasury stock balance at the end of FY2022?").claim.figure?.value).toBe(
      "\u2212$70 million",
    );
  });
});

import { describe, expect, it } from "vitest";
import { statementPage } from "../../../testing/page-builder";
import type { PageLayout } from "../../types";
import { figureAnswer } from "./figure-answer";
import { planFigure } from "./figure-plan";
import { readDefinitions } from "./question-definitions";

const balance = statementPage(
  4,
  ["Example Corp", "Consolidated Balance Sheets", "(In millions)"],
  ["2022", "2021"],
  [
    ["Cash and cash equivalents", "150", "120"],
    ["Short-term investments", "100", "40"],
    ["Accounts receivable, net", "200", "180"],
    ["Inventories", "250", "230"],
    ["Total current assets", "650", "570"],
    ["Total assets", "1,500", "1,300"],
    ["Total current liabilities", "500", "450"],
  ],
);
const income = statementPage(
  3,
  ["Example Corp", "Consolidated Statements of Operations", "(In millions)"],
  ["2022", "2021"],
  [
    ["Net sales", "2,000", "1,800"],
    ["Cost of sales", "1,200", "1,100"],
    ["Depreciation and amortization", "90", "80"],
    ["Operating income", "300", "250"],
  ],
);
const cash = statementPage(
  5,
  ["Example Corp", "Consolidated Statements of Cash Flows", "(In millions)"],
  ["2022", "2021"],
  [
    ["Net cash provided by operating activities", "400", "350"],
    ["Depreciation and amortization", "100", "95"],
    ["Share-based compensation", "30", "25"],
    ["Deferred income taxes", "(10)", "5"],
    ["Capital expenditures", "(120)", "(110)"],
    ["Proceeds from sale of businesses", "5", "—"],
    ["Dividends paid", "(60)", "(55)"],
  ],
);
const pages: PageLayout[] = [income, balance, cash];
const evidence = pages.map((p, i) => ({ label: i + 1, page_start: p.page, page_end: p.page, text: p.text }));
const ask = (q: string) => figureAnswer(q, evidence, (n) => pages.find((p) => p.page === n))!;

describe("readDefinitions", () => {
  it("reads 'define X as', 'X is defined as:', 'X = …' and 'using the formula …'", () => {
    const a = readDefinitions(
      "What is FY2022 NWC? Define net working capital as total current assets less total current liabilities.",
    );
    expect(a.defs.map((d) => d.name)).toEqual(["net working capital"]);
    expect(a.defs[0].shown).toBe("total current assets − total current liabilities");
    const b = readDefinitions(
      "What is the FY2022 DSO? DSO is defined as: 365 * average accounts receivable / revenue.",
      2022,
    );
    expect(b.defs.map((d) => d.name)).toEqual(["DSO"]);
    const c = readDefinitions(
      "What is its FY2022 EBITDA margin, where EBITDA = operating income + D&A (from the cash flow statement)?",
    );
    expect(c.defs.map((d) => d.name)).toEqual(["EBITDA"]);
    expect(c.defs[0].expr).toMatchObject({ b: { kind: "item", item: "da", statement: "cashflow" } });
    const d = readDefinitions(
      "What is the FY2022 quick ratio, using the formula (cash + receivables) / current liabilities?",
    );
    expect(d.given?.shown).toBe("(cash + receivables) / current liabilities");
  });

  it("reads a year a formula names against the asked year, and spans as averages or changes", () => {
    const q =
      "What is FY2022 DPO? DPO is defined as: 365 * (average accounts payable between FY2021 and FY2022) / " +
      "(FY2022 COGS + change in inventory between FY2021 and FY2022).";
    const plan = planFigure(q)!;
    expect(plan.defined).toContain("average accounts payable");
    expect(JSON.stringify(plan.exprs[0])).toContain('"item":"payables","offset":-1');
    expect(JSON.stringify(plan.exprs[0])).toContain('"item":"inventory","offset":-1');
  });

  it("does not read a span of years ('FY2017 - FY2019') as a subtraction", () => {
    expect(readDefinitions("What is the FY2017 - FY2019 3 year average of capex as a % of revenue?").asked).toBeNull();
  });
});

describe("the question's own formula beats the library's", () => {
  it("computes the quick ratio as the question defines it, and shows the definition", () => {
    const q =
      "What is Example Corp's FY2022 quick ratio? Define quick ratio as (cash and cash equivalents + " +
      "short-term investments + accounts receivable) / total current liabilities.";
    const { claim } = ask(q);
    // (150 + 100 + 200) / 500; the library's (650 − 250) / 500 would be 0.80.
    expect(claim.figure?.value).toBe("0.90");
    expect(claim.text).toContain("as the question defines it: (cash and cash equivalents + short-term investments");
    expect(claim.figure?.operands.map((o) => o.label)).toEqual([
      "Cash and cash equivalents",
      "Short-term investments",
      "Accounts receivable, net",
      "Total current liabilities",
    ]);
  });

  it("computes net working capital as defined, not total current assets", () => {
    const { claim } = ask(
      "What is FY2022 net working capital? Define net working capital as total current assets less total current liabilities.",
    );
    expect(claim.figure?.value).toBe("$150 million");
    expect(claim.text).toMatch(/= 650 − 500$/);
  });

  it("goes on past a defined EBITDA to the asked 'EBITDA less capex', D&A from the cash-flow statement", () => {
    const { claim } = ask(
      "What is FY2022 unadjusted EBITDA less capex? Define unadjusted EBITDA as unadjusted operating income + " +
        "depreciation and amortization [from the cash flow statement].",
    );
    // 300 + 100 (cash-flow D&A, not the income statement's 90) − 120.
    expect(claim.figure?.value).toBe("$280 million");
    expect(claim.text).toMatch(/= 300 \+ 100 − 120$/);
  });

  it("uses a defined EBITDA inside the library's EBITDA margin", () => {
    const { claim } = ask(
      "What is the FY2022 EBITDA margin? EBITDA = operating income + D&A (from the cash flow statement).",
    );
    expect(claim.figure?.value).toBe("20.0%");
    expect(claim.text).toMatch(/= \(300 \+ 100\) \/ 2,000$/);
  });

  it("answers a formula asked outright", () => {
    const { claim } = ask("What is FY2022 total current assets less total current liabilities?");
    expect(claim.figure?.value).toBe("$150 million");
  });
});

import { describe, expect, it } from "vitest";
import { statementPage } from "../../testing/page-builder";
import type { PageLayout } from "../types";
import { pageHead } from "./doc-index";
import { statementOfPage } from "./statement-detect";
import data from "./statements.json";
import { loadStatementVocabulary } from "./statement-kinds";

const INCOME_ROWS = [
  ["Net revenue", "54,228", "63,054"],
  ["Cost of sales", "32,500", "35,000"],
  ["Gross margin", "21,728", "28,054"],
  ["Operating income", "2,000", "4,000"],
  ["Net income", "1,689", "8,113"],
  ["Earnings per share, diluted", "0.40", "1.94"],
];
const BALANCE_ROWS = [
  ["Cash and cash equivalents", "11,144", "4,827"],
  ["Total current assets", "43,269", "28,787"],
  ["Total assets", "168,406", "182,103"],
  ["Total liabilities", "71,000", "79,000"],
  ["Total stockholders' equity", "97,406", "103,103"],
];

const kindOf = (p: PageLayout) => statementOfPage(pageHead(p.lines).split("\n"), p.lines);

describe("statement pages by their titles and the rows they hold", () => {
  it("reads title variants: 'and Other Information', a title on two lines, 'Statements of Total Equity'", () => {
    const other = statementPage(
      1,
      ["Example Corp", "Consolidated Condensed Statements of Income and Other Information", "(In millions)"],
      ["2023", "2022"],
      INCOME_ROWS,
    );
    const twoLines = statementPage(
      2,
      ["EXAMPLE CORP", "CONSOLIDATED STATEMENTS OF", "COMPREHENSIVE INCOME", "(in thousands)"],
      ["2023", "2022"],
      [["Net income", "1,689", "8,113"], ["Other comprehensive income (loss)", "(20)", "15"], ...INCOME_ROWS],
    );
    const equity = statementPage(
      3,
      ["Example Corp", "Consolidated Statements of Total Equity and Redeemable Interest", "(In millions)"],
      ["2023", "2022"],
      [["Balance as of May 31", "9,000", "8,000"], ["Net earnings", "1,000", "900"], ...BALANCE_ROWS],
    );
    expect([other, twoLines, equity].map(kindOf)).toEqual(["income", "comprehensive", "equity"]);
  });

  it("refuses a heading about a statement, a common-size table and a title over rows the statement lacks", () => {
    const supplemental = statementPage(
      1,
      ["Example Corp", "Supplemental Balance Sheet Information", "(In millions)"],
      ["2023", "2022"],
      BALANCE_ROWS,
    );
    const commonSize = statementPage(
      2,
      ["Example Corp", "Condensed Consolidated Statements of Operations", "(As a percentage of total revenues)"],
      ["2023", "2022"],
      [["Total revenues", "100", "100"], ...INCOME_ROWS.map(([l]) => [l, "40", "38"])],
    );
    // A note on a component of the balance sheet: the title's words, none of the statement's rows.
    const components = statementPage(
      3,
      ["Example Corp", "Balance Sheets", "(In millions)"],
      ["2023", "2022"],
      [
        ["Content assets, gross", "12,284", "8,537"],
        ["Accumulated amortization", "(5,065)", "(3,598)"],
        ["Content assets, net", "7,218", "4,939"],
        ["Current content assets, net", "2,905", "2,166"],
        ["Non-current content assets, net", "4,312", "2,773"],
        ["Content liabilities", "3,300", "2,800"],
      ],
    );
    const income = statementPage(
      4,
      ["Example Corp", "Statements of Operations", "(In millions)"],
      ["2023"],
      INCOME_ROWS,
    );
    expect([supplemental, commonSize, components, income].map(kindOf)).toEqual([null, null, null, "income"]);
  });

  it("loads the vocabulary and refuses a file without a kind's rows or of another version", () => {
    const file = data as unknown as { kinds: Record<string, unknown>[] };
    expect(() => loadStatementVocabulary({ ...file, version: 9 })).toThrow(/version 9/);
    expect(() => loadStatementVocabulary({ ...file, kinds: file.kinds.slice(1) })).toThrow(/no entry for/);
    const noRows = file.kinds.map((k) => (k.kind === "income" ? { ...k, rows: [] } : k));
    expect(() => loadStatementVocabulary({ ...file, kinds: noRows })).toThrow(/rows must be a non-empty list/);
  });
});

import { describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../../node/ingest-node";
import { readSharedFixture } from "../../../testing/shared-fixtures";
import { statementPage } from "../../../testing/page-builder";
import { balanceSheets } from "./balance-sheets";
import { checkBalanceSheet } from "./statement-check";
import { statementRows } from "./statement-rows";

const TOP = ["CONSOLIDATED BALANCE SHEETS", "(In millions)"];
const SHEET = [
  ["Current assets:"],
  ["  Cash and cash equivalents", "1,200", "1,000"],
  ["  Inventories", "800", "700"],
  ["  Total current assets", "2,000", "1,700"],
  ["Property, plant and equipment, net", "3,000", "2,900"],
  ["Total assets", "5,000", "4,600"],
  ["Current liabilities:"],
  ["  Accounts payable", "900", "800"],
  ["  Total current liabilities", "900", "800"],
  ["Long-term debt", "1,600", "1,500"],
  ["Total liabilities", "2,500", "2,300"],
  ["Common stock", "500", "500"],
  ["Retained earnings", "2,100", "1,900"],
  ["Less treasury stock", "100", "100"],
  ["Total shareholders' equity", "2,500", "2,300"],
  ["Total liabilities and shareholders' equity", "5,000", "4,600"],
];

async function filingPages(file: string, pages: number[]) {
  const bytes = readSharedFixture(`filings/pdfs/${file}`);
  return (await ingestPdfInNode(bytes, { pages })).layout.pages;
}

describe("checkBalanceSheet", () => {
  it("finds a sheet consistent when every total equals its parts and assets equal liabilities and equity", () => {
    const c = checkBalanceSheet(statementRows(statementPage(1, TOP, ["2023", "2022"], SHEET)));
    expect(c.totals.length).toBe(6);
    expect(c.totals.every((t) => t.ok)).toBe(true);
    expect(c.balances).toBe(true);
    expect(c.consistent).toBe(true);
  });

  it("catches a figure read into the wrong period: the total no longer foots", () => {
    const shifted = SHEET.map((r) => (r[0] === "  Inventories" ? ["  Inventories", "700", "800"] : r));
    const c = checkBalanceSheet(statementRows(statementPage(1, TOP, ["2023", "2022"], shifted)));
    expect(c.totals.find((t) => t.label === "Total current assets")?.ok).toBe(false);
    expect(c.consistent).toBe(false);
  });

  it("catches a sheet that does not balance", () => {
    const off = SHEET.map((r) => (r[0] === "Long-term debt" ? ["Long-term debt", "1,700", "1,500"] : r));
    const c = checkBalanceSheet(statementRows(statementPage(1, TOP, ["2023", "2022"], off)));
    expect(c.consistent).toBe(false);
  });

  it("checks a real sheet that runs onto a page repeating no column heads", async () => {
    const pages = await filingPages("AES_2016_10K.pdf", [148, 149]);
    const sheets = balanceSheets(pages);
    expect(sheets.length).toBe(1);
    const c = checkBalanceSheet(sheets[0]);
    expect(c.pages).toEqual([148, 149]);
    expect(c.balances).toBe(true);
    expect(c.consistent).toBe(true);
  }, 60_000);

  it("reads a label that names its dates as a label, not as a line of column heads", async () => {
    // "issued as of May 31, 2023 and 2022 32 32" once reset the columns and lost the equity rows.
    const sheets = balanceSheets(await filingPages("FEDEX_2023_annualreport.pdf", [81, 82]));
    expect(sheets.length).toBe(1);
    const labels = sheets[0].map((r) => r.label.toLowerCase());
    expect(labels).toContain("retained earnings");
    expect(checkBalanceSheet(sheets[0]).consistent).toBe(true);
  }, 60_000);
});

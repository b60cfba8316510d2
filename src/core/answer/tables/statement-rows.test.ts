import { describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../../node/ingest-node";
import { readSharedFixture } from "../../../testing/shared-fixtures";
import type { PageLayout } from "../../types";
import { statementRows, type StatementRow } from "./statement-rows";

/** One page of a real filing, laid out on its own. */
async function page(file: string, n: number): Promise<PageLayout> {
  const bytes = readSharedFixture(`financebench/pdfs/${file}`);
  return (await ingestPdfInNode(bytes, { pages: [n] })).layout.pages.find((p) => p.page === n)!;
}

const row = (rows: StatementRow[], label: string) => rows.find((r) => r.label === label)!;
const byYear = (r: StatementRow) => Object.fromEntries(r.values.map((v) => [r.columns[v.column].year, v.value]));

describe("statementRows on real statement pages", () => {
  it(
    "reads a three-year cash flow statement: years, " + "brackets as negatives, a label wrapped above its figures",
    async () => {
      const rows = statementRows(await page("COCACOLA_2017_10K.pdf", 77));
      const capex = row(rows, "Purchases of property, plant and equipment");
      // Printed "(1,675 )": a space before the closing bracket.
      expect(byYear(capex)).toEqual({ 2017: -1675, 2016: -2262, 2015: -2553 });
      expect(capex.scale).toBe(1e6);
      expect(capex.columns.map((c) => c.months)).toEqual([12, 12, 12]);
      // Each of these labels sits on a line of its own, its figures on the next.
      expect(byYear(row(rows, "Net income from continuing operations"))).toEqual({
        2017: 1182,
        2016: 6550,
        2015: 7366,
      });
      expect(byYear(row(rows, "(Income) loss from discontinued operations"))).toEqual({ 2017: -101, 2016: 0, 2015: 0 });
    },
    60_000,
  );

  it("reads May year-end heads set on two lines, and decimals in millions", async () => {
    // A note's table, its heads "May 31," over "2020" and "May 26," over "2019".
    const rows = statementRows(await page("GENERALMILLS_2020_10K.pdf", 86));
    const assets = row(rows, "Gross deferred tax assets");
    expect(assets.columns.map((c) => [c.year, c.label])).toEqual([
      [2020, "May 31, 2020"],
      [2019, "May 26, 2019"],
    ]);
    expect(byYear(assets)).toEqual({ 2020: 773.6, 2019: 748.3 });
    expect(assets.scale).toBe(1e6);
    expect(byYear(row(rows, "Net deferred tax liability"))).toEqual({ 2020: 1947.1, 2019: 2031 });
  }, 60_000);

  it("reads a dash as zero, and a sentence naming years is not a column head", async () => {
    const rows = statementRows(await page("AMERICANWATERWORKS_2020_10K.pdf", 86));
    expect(byYear(row(rows, "Anti-dilutive share repurchases"))).toEqual({ 2020: 0, 2019: -36, 2018: -45 });
    // Below a footnote-like label that names "2020, 2019", the columns are still the statement's.
    expect(byYear(row(rows, "Dividends paid"))).toEqual({ 2020: -389, 2019: -353, 2018: -319 });
  }, 60_000);

  it("keeps per-share and percent rows unscaled, and takes the amount, not its percent of sales", async () => {
    const rows = statementRows(await page("JOHNSON_JOHNSON_2023Q2_EARNINGS.pdf", 10));
    const sales = row(rows, "Sales to customers");
    expect(byYear(sales)).toEqual({ 2023: 25530, 2022: 24020 });
    expect(sales.scale).toBe(1e6);
    const eps = row(rows, "Net earnings per share (Diluted)");
    expect(byYear(eps)).toEqual({ 2023: 1.96, 2022: 1.8 });
    expect(eps.scale).toBe(1);
    const rate = row(rows, "Effective tax rate");
    expect(byYear(rate)).toEqual({ 2023: 23.9, 2022: 17.6 });
    expect(rate.values).toHaveLength(2);
    expect(rate.values.every((v) => v.percent)).toBe(true);
  }, 60_000);

  it("names a block's unlabelled sum after its heading, in thousands", async () => {
    const rows = statementRows(await page("MGMRESORTS_2020_10K.pdf", 65));
    const total = row(rows, "Total revenues");
    expect(byYear(total)).toEqual({ 2020: 5162082, 2019: 12899672, 2018: 11763096 });
    expect(total.scale).toBe(1e3);
  }, 60_000);
});

describe("segments side by side", () => {
  it("names each year column by the segment over it, and reads a row past its 'NM' cells", async () => {
    const rows = statementRows(await page("JPMORGAN_2021Q1_10Q.pdf", 19));
    const revenue = rows.filter((r) => r.label === "Total net revenue");
    expect(revenue).toHaveLength(2);
    expect(revenue[0].columns.map((c) => c.group)).toEqual([
      "Consumer & Community Banking",
      "Consumer & Community Banking",
      "Corporate & Investment Bank",
      "Corporate & Investment Bank",
      "Commercial Banking",
      "Commercial Banking",
    ]);
    // A period's label is its span and date, not the segment names or "Change".
    expect(revenue[0].columns[0].label).toBe("Three months ended March 31, 2021");
    // The second block's row prints "NM" among its figures: every figure is still read, the label stays clean.
    expect(revenue[1].values).toHaveLength(6);
    expect(new Set(revenue[1].columns.map((c) => c.group))).toEqual(
      new Set(["Asset & Wealth Management", "Corporate", "Total"]),
    );
    const wide = rows.filter((r) => r.values.length >= 4);
    expect(wide.length).toBeGreaterThan(1);
    expect(wide.every((r) => !/\d/.test(r.label))).toBe(true);
  }, 60_000);

  it("a date over every column is not a segment", async () => {
    const rows = statementRows(await page("MGMRESORTS_2022Q4_EARNINGS.pdf", 13));
    expect(rows.length).toBeGreaterThan(5);
    const columns = rows.flatMap((r) => r.columns);
    expect(columns.length).toBeGreaterThan(5);
    expect(columns.every((c) => c.group === "")).toBe(true);
  }, 60_000);
});

import { describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../../node/ingest-node";
import { readSharedFixture } from "../../../testing/shared-fixtures";
import { statementPage } from "../../../testing/page-builder";
import { figureAnswer } from "../figures/figure-answer";
import { statementRows, type StatementRow } from "./statement-rows";

const byYear = (r: StatementRow) => Object.fromEntries(r.values.map((v) => [r.columns[v.column].year, v.value]));
const heads = ["2023", "2022"];
const top = ["Example Corp", "Consolidated Balance Sheets", "(In millions)"];

describe("a heading whose parts print no total", () => {
  it("sums the indented parts into the heading's row, printing the sum it made", () => {
    const page = statementPage(4, top, heads, [
      ["Cash and cash equivalents", "100", "90"],
      ["Inventories, net"],
      ["  Raw materials", "30", "20"],
      ["  Finished goods", "(5)", "15"],
      ["Prepaid expenses", "10", "12"],
      ["Total current assets", "135", "137"],
    ]);
    const inv = statementRows(page).find((r) => r.label === "Inventories, net")!;
    expect(byYear(inv)).toEqual({ 2023: 25, 2022: 35 });
    expect(inv.values[0].printed).toBe("(30 + (5))");
    expect(inv.quote).toContain("Raw materials");
  });

  it('adds nothing when the block prints its own total, or its heading is a section ("Current assets:")', () => {
    const labels = (rows: string[][]) => statementRows(statementPage(4, top, heads, rows)).map((r) => r.label);
    const parts = [
      ["  Raw materials", "30", "20"],
      ["  Finished goods", "5", "15"],
    ];
    expect(labels([["Inventories"], ...parts, ["Total inventories", "35", "35"]])).toEqual([
      "Raw materials",
      "Finished goods",
      "Total inventories",
    ]);
    const section = labels([["Current assets:"], ...parts, ["Goodwill", "9", "9"]]);
    expect(section).toEqual(["Raw materials", "Finished goods", "Goodwill"]);
    expect(labels([["Inventories"], parts[1], ["Goodwill", "9", "9"]])).toEqual(["Finished goods", "Goodwill"]);
  });

  it("lets the quick ratio take inventories from their parts", () => {
    const page = statementPage(4, top, heads, [
      ["Inventories"],
      ["  Raw materials", "30", "20"],
      ["  Finished goods", "50", "40"],
      ["Total current assets", "300", "260"],
      ["Total current liabilities", "200", "250"],
    ]);
    const ev = [{ label: 1, page_start: 4, page_end: 4, text: page.text }];
    const { claim } = figureAnswer("What is the quick ratio for FY2023?", ev, () => page)!;
    expect(claim.figure?.value).toBe("1.10");
    expect(claim.text).toContain("(300 \u2212 (30 + 50)) / 200");
  });

  it('reads a real balance sheet\'s inventories printed as two parts under "Inventories, net"', async () => {
    const bytes = readSharedFixture("financebench/pdfs/AMCOR_2023_10K.pdf");
    const layout = (await ingestPdfInNode(bytes, { pages: [52] })).layout.pages.find((p) => p.page === 52)!;
    const rows = statementRows(layout);
    const inv = rows.find((r) => r.label === "Inventories, net")!;
    const parts = rows.filter((r) => r.section === "Inventories, net" && r.label !== inv.label).slice(0, 2);
    const sum = (year: number) => byYear(parts[0])[year] + byYear(parts[1])[year];
    expect(byYear(inv)).toEqual({ 2023: sum(2023), 2022: sum(2022) });
    expect(inv.values[0].printed.split("+")).toHaveLength(2);
  }, 60_000);
});

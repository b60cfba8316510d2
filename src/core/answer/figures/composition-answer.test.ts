import { describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../../node/ingest-node";
import { readSharedFixture } from "../../../testing/shared-fixtures";
import { statementPage } from "../../../testing/page-builder";
import { compositionAnswer } from "./composition-answer";
import { categoryTables } from "../tables/year-rows";

const rollForward = statementPage(
  4,
  ["Note 9 - Restructuring", "An analysis of the restructuring plan liability is as follows:", "($ in millions)"],
  ["Severance", "Lease Exits", "Other", "Total"],
  [
    ["Liability balance at June 30, 2023", "50", "20", "10", "80"],
    ["Cash paid", "(10)", "(5)", "—", "(15)"],
    ["Liability balance at December 31, 2023", "40", "15", "10", "65"],
  ],
);
const evidence = [{ label: 1, page_start: 4, page_end: 4, text: rollForward.text }];
const lookup = (n: number) => (n === 4 ? rollForward : undefined);

describe("the parts of a total", () => {
  it("reads a table whose columns are kinds and a total", () => {
    const [t] = categoryTables(rollForward);
    expect(t.heads).toEqual(["Severance", "Lease Exits", "Other", "Total"]);
    expect(t.rows.map((r) => r.label)).toEqual([
      "Liability balance at June 30, 2023",
      "Cash paid",
      "Liability balance at December 31, 2023",
    ]);
  });

  it("answers 'what is the nature of the liability' with the latest balance split into shares, largest first", () => {
    const res = compositionAnswer("What is the nature of the company's restructuring liability?", evidence, lookup)!;
    expect(res.claim.text).toBe(
      "Liability balance at December 31, 2023: Total $65 million, of which Severance $40 million (62%), Lease " +
        "Exits $15 million (23%), Other $10 million (15%)",
    );
    expect(res.claim.citations[0]).toMatchObject({ page: 4, precision: "line" });
  });

  it("answers nothing for a question that asks no breakdown, or one about another table", () => {
    expect(compositionAnswer("How much cash was paid for restructuring?", evidence, lookup)).toBeNull();
    expect(compositionAnswer("What is the composition of the goodwill balance?", evidence, lookup)).toBeNull();
  });

  it("reads a real 10-K's restructuring roll-forward, its column heads set on three lines", async () => {
    // "Total" over "Fixed Asset  Restructuring" over "Employee Costs  Related Costs  Other Costs  Costs".
    const bytes = readSharedFixture("financebench/pdfs/AMCOR_2023_10K.pdf");
    const page = (await ingestPdfInNode(bytes, { pages: [69] })).layout.pages.find((p) => p.page === 69)!;
    const [t] = categoryTables(page);
    expect(t.heads).toEqual([
      "Employee Costs",
      "Fixed Asset Related Costs",
      "Other Costs",
      "Total Restructuring Costs",
    ]);
    // Three years of movements between four balances, June 30, 2020 to June 30, 2023.
    expect(t.rows).toHaveLength(16);
    expect(t.rows.filter((r) => r.label.startsWith("Liability balance at")).map((r) => r.label)).toEqual(
      [2020, 2021, 2022, 2023].map((y) => `Liability balance at June 30, ${y}`),
    );
    // Each row's parts add up to its total.
    for (const r of t.rows) {
      const [a, b, c, total] = r.values.map((v) => v?.value ?? 0);
      expect(a + b + c, r.label).toBe(total);
    }
    const evidence = [{ label: 1, page_start: 69, page_end: 69, text: page.text }];
    const res = compositionAnswer("What is the nature of the restructuring liability?", evidence, (n) =>
      n === 69 ? page : undefined,
    )!;
    expect(res.claim.text).toBe(
      "Liability balance at June 30, 2023: Total Restructuring Costs $150 million, of which Employee Costs " +
        "$126 million (84%), Other Costs $21 million (14%), Fixed Asset Related Costs $3 million (2%)",
    );
    expect(res.claim.citations[0]).toMatchObject({ page: 69, precision: "line" });
  }, 60_000);
});

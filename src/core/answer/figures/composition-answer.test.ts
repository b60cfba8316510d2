import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../../testing/layout-cache";
import { sharedFixture } from "../../../testing/shared-fixtures";
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

  it("reads a real 10-Q's restructuring roll-forward, its column heads set on three lines", async () => {
    const layout = await loadLayoutCached(sharedFixture("financebench/pdfs/AMCOR_2023Q2_10Q.pdf"));
    const page = layout.pages.find((p) => /restructuring plan liability is as follows/.test(p.text))!;
    const [t] = categoryTables(page);
    expect(t.heads).toEqual([
      "Employee Costs",
      "Fixed Asset Related Costs",
      "Other Costs",
      "Total Restructuring Costs",
    ]);
    // Each row's parts add up to its total.
    for (const r of t.rows) {
      const [a, b, c, total] = r.values.map((v) => v?.value ?? 0);
      expect(a + b + c).toBe(total);
    }
  }, 60_000);
});

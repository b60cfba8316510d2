import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../../testing/layout-cache";
import { sharedFixture } from "../../../testing/shared-fixtures";
import { statementPage } from "../../../testing/page-builder";
import { figureAnswer } from "../figures/figure-answer";
import { yearTables } from "./year-rows";

const payments = statementPage(
  9,
  [
    "Estimated Future Benefit Payments",
    "The benefit payments to retirees are expected to be paid as follows:",
    "(dollars in millions)",
  ],
  ["Pension", "Health Care"],
  [
    ["2023", "2,000", "900"],
    ["2024", "1,500", "880"],
    ["2025", "1,100", "860"],
    ["2026 to 2030", "5,000", "4,000"],
  ],
);
const lookup = (n: number) => (n === 9 ? payments : undefined);
const evidence = [{ label: 1, page_start: 9, page_end: 9, text: payments.text }];

describe("tables by year", () => {
  it("reads each year's row under its named columns", () => {
    const [t] = yearTables(payments);
    expect(t.heads).toEqual(["Pension", "Health Care"]);
    expect(t.rows.map((r) => r.year)).toEqual([2023, 2024, 2025, null]);
    expect(t.rows[1].values.map((v) => v?.printed)).toEqual(["1,500", "880"]);
  });

  it("answers the asked year's row with every column, from a table the question's words name", () => {
    const res = figureAnswer(
      "As of FY2022, how much did the company expect to pay its retirees in 2025?",
      evidence,
      lookup,
    )!;
    expect(res.claim.text).toBe(
      "Estimated Future Benefit Payments, 2025: Pension $1,100 million; Health Care $860 million",
    );
    expect(res.claim.citations[0]).toMatchObject({ page: 9, precision: "line", quote: "2025 1,100 860" });
  });

  it("does not answer from a table the question does not name, nor for a year it lacks", () => {
    expect(figureAnswer("How much goodwill was impaired in 2025?", evidence, lookup)).toBeNull();
    expect(figureAnswer("How much did the company expect to pay its retirees in 2031?", evidence, lookup)).toBeNull();
  });

  it("reads a real filing's expected benefit payments, lease maturities and severance roll-forward", async () => {
    const layout = await loadLayoutCached(sharedFixture("financebench/pdfs/VERIZON_2021_10K.pdf"));
    const page = layout.pages.find((p) => /Estimated Future Benefit Payments/.test(p.text))!;
    const benefits = yearTables(page).find((t) => t.heads.includes("Pension Benefits"))!;
    expect(benefits.heads).toEqual(["Pension Benefits", "Health Care and Life"]);
    expect(benefits.scale).toBe(1e6);
    expect(benefits.rows.filter((r) => r.year !== null).map((r) => r.year)).toEqual([2022, 2023, 2024, 2025, 2026]);
    // Every row prints a figure in both columns.
    expect(benefits.rows.map((r) => r.values.filter((v) => v !== null).length)).toEqual(benefits.rows.map(() => 2));
    const leases = layout.pages.flatMap((p) => yearTables(p)).find((t) => t.heads.includes("Finance Leases"));
    expect(leases?.heads).toEqual(["Operating Leases", "Finance Leases"]);
    expect(leases?.rows.at(-1)?.label).toBe("Thereafter");
  }, 60_000);
});

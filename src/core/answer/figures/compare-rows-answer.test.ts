import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../../testing/layout-cache";
import { sharedFixture } from "../../../testing/shared-fixtures";
import { statementPage } from "../../../testing/page-builder";
import { compareRowsAnswer } from "./compare-rows-answer";
import { categoryTables } from "../tables/year-rows";

const block = (page: number, span: string) =>
  statementPage(
    page,
    ["REGIONAL SALES", `${span} % Change`, "($ in Millions)"],
    ["2023", "2022", "Reported", "Operational"],
    [
      ["U.S.", "$5,200", "$5,000", "4.0%", "4.0"],
      ["Europe", "2,940", "3,000", "(2.0)%", "1.5"],
      ["Worldwide", "$8,140", "$8,000", "1.8%", "3.1"],
    ],
  );
const quarter = block(2, "Q4");
const year = block(3, "Full Year");
const evidence = [quarter, year].map((p, i) => ({ label: i + 1, page_start: p.page, page_end: p.page, text: p.text }));
const lookup = (n: number) => [quarter, year].find((p) => p.page === n);

describe("comparing the change of rows the question names", () => {
  it("reads each named row's printed change from the full year's table", () => {
    const res = compareRowsAnswer(
      "How did US sales growth compare to Europe sales growth in FY2023?",
      evidence,
      lookup,
    )!;
    expect(res.claim.text).toBe("Full Year % Change, Reported: U.S. 4.0% vs Europe \u22122.0%");
    expect(res.claim.citations.map((c) => [c.page, c.quote])).toEqual([
      [3, "U.S. $5,200 $5,000 4.0% 4.0"],
      [3, "Europe 2,940 3,000 (2.0)% 1.5"],
    ]);
  });

  it("reads the quarter's table when a quarter is asked", () => {
    const res = compareRowsAnswer("How did US sales growth compare with Europe in Q4 2023?", evidence, lookup)!;
    expect(res.claim.citations[0].page).toBe(2);
  });

  it("needs a comparison, a change, and two rows the question names", () => {
    expect(compareRowsAnswer("What were US sales in FY2023?", evidence, lookup)).toBeNull();
    expect(compareRowsAnswer("How did US sales growth compare to Asia in FY2023?", evidence, lookup)).toBeNull();
  });

  it("reads a real earnings release's regional table: years, a change column and footnote marks", async () => {
    const layout = await loadLayoutCached(sharedFixture("financebench/pdfs/JOHNSON_JOHNSON_2022Q4_EARNINGS.pdf"));
    const page = layout.pages.find((p) => /REGIONAL SALES RESULTS/.test(p.text))!;
    const tables = categoryTables(page).filter((t) => t.rows.some((r) => r.label === "International"));
    expect(tables.length).toBe(2);
    for (const t of tables) {
      expect(t.heads.slice(0, 4)).toEqual(["2022", "2021", "Reported", "Operational"]);
      expect(t.rows.map((r) => r.label)).toEqual(["U.S.", "International", "Worldwide"]);
    }
  }, 60_000);
});

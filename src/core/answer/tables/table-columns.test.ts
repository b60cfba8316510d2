import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../../testing/layout-cache";
import { makePage, type LineSpec } from "../../../testing/page-builder";
import { sharedFixture } from "../../../testing/shared-fixtures";
import { pageCandidates } from "../cite/candidates";
import { columnValues } from "./table-columns";

/** A table line of [text, left edge] cells; lines stand on the page in the order given. */
const line = (cells: [string, number][]): LineSpec => ({ cells: cells.map(([text, x]) => ({ text, x })), size: 9 });
const textOf = (spec: LineSpec) => spec.cells!.map((c) => c.text).join(" ");
/** The columns of `row` on a page of `lines`. */
const columnsOf = (lines: LineSpec[], row: LineSpec) => columnValues(makePage(1, lines), textOf(row));

describe("columnValues", () => {
  const header = line([["Year Ended December 31,", 0.6]]);
  const years = line([
    ["2015", 0.6],
    ["2016", 0.7],
    ["2017", 0.8],
  ]);

  it("pairs each figure with the year above it, right-aligned or centred", () => {
    const row = line([
      ["Total net sales", 0.05],
      ["107,006", 0.58],
      ["$", 0.67],
      ["135,987", 0.68],
      ["177,866", 0.78],
    ]);
    expect(columnsOf([header, years, row], row)).toEqual([
      { head: "2015", value: "107,006" },
      { head: "2016", value: "135,987" },
      { head: "2017", value: "177,866" },
    ]);
  });

  it("keeps a percent sign printed apart, and skips a dash for nil", () => {
    const row = line([
      ["Margin", 0.05],
      ["21.6", 0.6],
      ["%", 0.625],
      ["—", 0.7],
      ["19.4", 0.8],
      ["%", 0.825],
    ]);
    expect(columnsOf([years, row], row)).toEqual([
      { head: "2015", value: "21.6%" },
      { head: "2017", value: "19.4%" },
    ]);
  });

  it("gives nothing rather than a guess", () => {
    const row = line([
      ["Revenue", 0.05],
      ["12,734", 0.6],
      ["27,742", 0.7],
      ["31,015", 0.8],
    ]);
    // Two column groups with the same years (three months, six months).
    const grouped = line([
      ["2023", 0.6],
      ["2022", 0.7],
      ["2023", 0.8],
    ]);
    expect(columnsOf([grouped, row], row)).toBeNull();
    // The only years are below the row.
    expect(
      columnsOf(
        [
          row,
          line([
            ["2015", 0.6],
            ["2016", 0.7],
            ["2017", 0.8],
          ]),
        ],
        row,
      ),
    ).toBeNull();
    // A figure far from every header.
    const stray = line([
      ["Other", 0.05],
      ["5", 0.3],
      ["6", 0.7],
    ]);
    expect(columnsOf([years, stray], stray)).toBeNull();
    // The header line itself, and a date row.
    expect(columnsOf([header, years], years)).toBeNull();
    const dates = line([
      ["July 2,", 0.6],
      ["December 31,", 0.75],
    ]);
    expect(columnsOf([years, dates], dates)).toBeNull();
  });

  it("reads the years over an income statement in a real filing", async () => {
    const layout = await loadLayoutCached(sharedFixture("financebench/pdfs/AMAZON_2017_10K.pdf"));
    const statement = layout.pages.find(
      (p) =>
        /CONSOLIDATED STATEMENTS OF OPERATIONS/.test(p.text) &&
        /Total net sales/.test(p.text) &&
        /Diluted earnings per share/.test(p.text),
    )!;
    const row = pageCandidates(statement).find((c) => c.kind === "row" && c.text.startsWith("Total net sales"))!;
    const cols = columnValues(statement, row.text)!;
    expect(cols.map((c) => c.head)).toEqual(["2015", "2016", "2017"]);
    expect(cols.map((c) => c.value)).toEqual(row.text.split(" ").slice(-3));
  }, 60_000);
});

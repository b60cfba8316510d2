import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../../testing/layout-cache";
import { sharedFixture } from "../../../testing/shared-fixtures";
import type { Line, PageLayout } from "../../types";
import { pageCandidates } from "../cite/candidates";
import { columnValues } from "./table-columns";

/** A line from [text, x0] cells at height y; each cell is one or more words 0.01 apart. */
function line(y: number, cells: [string, number][]): Line {
  const words = cells.flatMap(([text, x]) => {
    let at = x;
    return text.split(" ").map((w) => {
      const word = { text: w, x0: at, x1: at + w.length * 0.008, y0: y, y1: y + 0.012 };
      at = word.x1 + 0.01;
      return word;
    });
  });
  return {
    text: words.map((w) => w.text).join(" "),
    words,
    x0: words[0].x0,
    y0: y,
    x1: words[words.length - 1].x1,
    y1: y + 0.012,
    fontSize: 9,
    bold: false,
    baseline: y + 0.01,
    column: 0,
  };
}

function page(lines: Line[]): PageLayout {
  return { page: 1, width: 612, height: 792, lines, text: lines.map((l) => l.text).join("\n"), status: "ok" };
}

describe("columnValues", () => {
  const header = line(0.1, [["Year Ended December 31,", 0.6]]);
  const years = line(0.12, [
    ["2015", 0.6],
    ["2016", 0.7],
    ["2017", 0.8],
  ]);

  it("pairs each figure with the year above it, right-aligned or centred", () => {
    const row = line(0.15, [
      ["Total net sales", 0.05],
      ["107,006", 0.58],
      ["$", 0.67],
      ["135,987", 0.68],
      ["177,866", 0.78],
    ]);
    expect(columnValues(page([header, years, row]), row.text)).toEqual([
      { head: "2015", value: "107,006" },
      { head: "2016", value: "135,987" },
      { head: "2017", value: "177,866" },
    ]);
  });

  it("keeps a percent sign printed apart, and skips a dash for nil", () => {
    const row = line(0.15, [
      ["Margin", 0.05],
      ["21.6", 0.6],
      ["%", 0.625],
      ["—", 0.7],
      ["19.4", 0.8],
      ["%", 0.825],
    ]);
    expect(columnValues(page([years, row]), row.text)).toEqual([
      { head: "2015", value: "21.6%" },
      { head: "2017", value: "19.4%" },
    ]);
  });

  it("gives nothing rather than a guess", () => {
    const row = line(0.15, [
      ["Revenue", 0.05],
      ["12,734", 0.6],
      ["27,742", 0.7],
      ["31,015", 0.8],
    ]);
    // Two column groups with the same years (three months, six months).
    const grouped = line(0.12, [
      ["2023", 0.6],
      ["2022", 0.7],
      ["2023", 0.8],
    ]);
    expect(columnValues(page([grouped, row]), row.text)).toBeNull();
    // The only years are below the row.
    expect(
      columnValues(
        page([
          row,
          line(0.2, [
            ["2015", 0.6],
            ["2016", 0.7],
            ["2017", 0.8],
          ]),
        ]),
        row.text,
      ),
    ).toBeNull();
    // A figure far from every header.
    const stray = line(0.15, [
      ["Other", 0.05],
      ["5", 0.3],
      ["6", 0.7],
    ]);
    expect(columnValues(page([years, stray]), stray.text)).toBeNull();
    // The header line itself, and a date row.
    expect(columnValues(page([header, years]), years.text)).toBeNull();
    const dates = line(0.15, [
      ["July 2,", 0.6],
      ["December 31,", 0.75],
    ]);
    expect(columnValues(page([years, dates]), dates.text)).toBeNull();
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

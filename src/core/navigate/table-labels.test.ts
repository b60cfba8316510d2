/**
 * Table labels read from line text: the label before a row's figures (footnote marks and
 * "NM" cells included), prose that merely ends in a figure left out, headings above rows kept
 * and the breakdown a heading names.
 */
import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { makePage, statementPage } from "../../testing/page-builder";
import { breakdownsOf, labelTerms, phrases, rowLabel, tableLabels } from "./table-labels";

describe("rowLabel", () => {
  it("reads the label before the figures, across footnote marks, dashes and 'NM' cells", () => {
    expect(rowLabel("Net income/(loss) 3,100 5,645 (a) (45) 3,725")).toBe("Net income/(loss)");
    expect(rowLabel("Provision for credit losses 761 (1,868) NM 59")).toBe("Provision for credit losses");
    expect(rowLabel("Las Vegas Strip Resorts $ 877,052 $ 698,739")).toBe("Las Vegas Strip Resorts");
    expect(rowLabel("Gain on REIT transactions, net — — (2,277,747) —")).toBe("Gain on REIT transactions, net");
    expect(rowLabel("Organic sales 1.0 % 7.3 %")).toBe("Organic sales");
  });

  it("leaves out prose and lines that end in words", () => {
    expect(
      rowLabel("The Firm grew TBVPS, ending the first quarter of 2021 at $66.56, up 10% versus the prior year."),
    ).toBe(null);
    expect(
      rowLabel("Sales in the segment were down in the year as demand fell and the company closed plants in 12"),
    ).toBe(null);
    expect(rowLabel("Three months ended June 30, Consumer & Community Banking")).toBe(null);
  });
});

describe("tableLabels", () => {
  it("keeps row labels and the headings just above rows, not the prose around them", () => {
    const p = statementPage(
      4,
      ["Sales by business segment", "(in millions)"],
      ["2023", "2022"],
      [
        ["Industrial", "1,200", "1,100"],
        ["Health Care", "900", "950"],
        ["Total", "2,100", "2,050"],
      ],
    );
    const labels = tableLabels(p.lines);
    expect(labels.filter((l) => !l.heading).map((l) => l.text)).toEqual(["Industrial", "Health Care", "Total"]);
    expect(labels.filter((l) => l.heading).map((l) => l.text)).toContain("Sales by business segment");
    expect(breakdownsOf(labels)).toEqual(["segment"]);
    const prose = makePage(1, [{ text: "Our segments grew in every region this year, and management expects more." }]);
    expect(tableLabels(prose.lines)).toEqual([]);
  });

  it("names a regional table a region breakdown and a plain statement no breakdown", () => {
    const regional = statementPage(2, ["Net sales by geographic area"], ["2023", "2022"], [["Americas", "10", "9"]]);
    expect(breakdownsOf(tableLabels(regional.lines))).toEqual(["region"]);
    const plain = statementPage(3, ["Selected financial data"], ["2023", "2022"], [["Net income", "10", "9"]]);
    expect(breakdownsOf(tableLabels(plain.lines))).toEqual([]);
  });
});

describe("tableLabels on a real statement page", () => {
  it("reads the row labels of a cash flow statement, with no sentences among them", async () => {
    const layout = await loadLayoutCached(sharedFixture("financebench/pdfs/3M_2018_10K.pdf"));
    const titled = (l: { text: string }) => /^Consolidated Statement of Cash Flow/.test(l.text);
    const statement = layout.pages.find((p) => p.lines.slice(0, 5).some(titled))!;
    const labels = tableLabels(statement.lines);
    const rows = labels.filter((l) => !l.heading).map((l) => l.text);
    expect(rows).toContain("Purchases of property, plant and equipment (PP&E)");
    expect(rows).toContain("Net cash provided by (used in) operating activities");
    expect(labels.filter((l) => /[a-z]{2}\.$/.test(l.text)).map((l) => l.text)).toEqual([]);
  }, 60_000);
});

describe("phrases", () => {
  it("pairs adjacent words, keeps 'per share' and skips stop words and figures", () => {
    expect(phrases("Book value per share")).toEqual(["book value", "value per", "per share"]);
    expect(phrases("Net income of the year 2023")).toEqual(["net income", "income year"]);
    expect(labelTerms("Net income")).toEqual(["net", "income", "net income"]);
  });
});

import { describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../../node/ingest-node";
import { readSharedFixture } from "../../../testing/shared-fixtures";
import { statementPage } from "../../../testing/page-builder";
import type { PageLayout } from "../../types";
import { figureAnswer } from "./figure-answer";
import { askedSuperlative } from "./superlative";

const evidenceOf = (pages: PageLayout[]) =>
  pages.map((p, i) => ({ label: i + 1, page_start: p.page, page_end: p.page, text: p.text }));
const answer = (q: string, pages: PageLayout[]) =>
  figureAnswer(q, evidenceOf(pages), (n) => pages.find((p) => p.page === n));

const segments = statementPage(
  9,
  ["Example Corp", "Net sales by segment", "(In millions)"],
  ["2022", "2021"],
  [
    ["Industrial", "4,000", "3,800"],
    ["Health care", "9,500", "9,000"],
    ["Consumer", "(200)", "1,100"],
    ["Total net sales", "13,300", "13,900"],
  ],
);

describe("which row had the highest or lowest figure", () => {
  it("reads the question's direction, measure and kind of row", () => {
    expect(askedSuperlative("Which of Example's business segments had the lowest net sales in FY2022?")).toEqual({
      highest: false,
      measure: "net sales",
      kind: "business segments",
    });
    expect(askedSuperlative("Which one had the highest notional value in FY 2021?")?.kind).toBe("");
    expect(askedSuperlative("What was the highest net sales in FY2022?")).toBeNull();
  });

  it("names the extreme row of the table in the asked year, never its total, with its share", () => {
    const high = answer("Which segment had the highest net sales in FY2021?", [segments])!.claim;
    // 9,000 / 13,900, the printed total
    expect(high.text).toBe("Health care had the highest net sales, 2021: $9,000 million (65% of the total)");
    expect(high.citations[0].quote).toContain("Health care");
    const low = answer("Which segment had the lowest net sales in FY2021?", [segments])!.claim;
    expect(low.text).toMatch(/^Consumer had the lowest net sales, 2021: \$1,100 million/);
    // A negative row leaves no meaningful share.
    expect(answer("Which segment had the lowest net sales in FY2022?", [segments])!.claim.text).not.toContain("%");
  });

  it("answers nothing when the table holds neither the measure nor the kind asked, or splits its columns", () => {
    expect(answer("Which segment had the highest operating income in FY2022?", [segments])).toBeNull();
    expect(answer("Which region had the highest net sales in FY2022?", [segments])).toBeNull();
    const split = statementPage(
      9,
      ["Results by segment", "(In millions)"],
      ["2022", "2021", "2022", "2021"],
      [
        ["Net revenue", "10", "9", "20", "18"],
        ["Expense", "5", "4", "8", "7"],
        ["Pre-tax income", "5", "5", "12", "11"],
      ],
    );
    expect(answer("Which segment had the highest net income in FY2022?", [split])).toBeNull();
  });

  it("a share is of the printed total, which nets the negative rows, else of the rows compared", () => {
    const withCorporate = statementPage(
      9,
      ["Adjusted EBITDAR by region", "(In millions)"],
      ["2022", "2021"],
      [
        ["West", "3,000", "2,000"],
        ["East", "1,000", "900"],
        ["Corporate", "(500)", "(400)"],
        ["Total", "3,500", "2,500"],
      ],
    );
    expect(answer("Which region had the highest EBITDAR in FY2022?", [withCorporate])!.claim.text).toBe(
      "West had the highest EBITDAR, 2022: $3,000 million (86% of the total)",
    );
    const noTotal = statementPage(
      9,
      ["Sales by region", "(In millions)"],
      ["2022", "2021"],
      [
        ["West", "600", "500"],
        ["East", "300", "300"],
        ["North", "100", "90"],
      ],
    );
    expect(answer("Which region had the highest sales in FY2022?", [noTotal])!.claim.text).toMatch(
      /\(60% of the rows compared\)$/,
    );
  });

  it("compares segments set side by side as column groups, named by the group over their columns", () => {
    const page = statementPage(
      9,
      ["Segment results", "(In millions)", "GROUPS"],
      ["2022", "2021", "2022", "2021"],
      [
        ["Total net revenue", "10", "9", "20", "18"],
        ["Net income", "5", "4", "(2)", "7"],
      ],
    );
    const groups = page.lines[2];
    const word = (text: string, x0: number) => ({
      text,
      x0,
      x1: x0 + text.length * 0.008,
      y0: groups.y0,
      y1: groups.y1,
    });
    groups.words = [word("Retail", 0.58), word("Banking", 0.634), word("Markets", 0.86)];
    groups.text = "Retail Banking Markets";
    const high = answer("Which of the business segments had the highest net revenue in FY2022?", [page])!.claim;
    expect(high.text).toBe("Markets had the highest net revenue, 2022: $20 million (67% of the rows compared)");
    const low = answer("Which segment had the lowest net income in FY2022?", [page])!.claim;
    expect(low.text).toBe("Markets had the lowest net income, 2022: \u2212$2 million");
    expect(low.citations[0].quote).toBe("Net income 5 4 (2) 7");
  });

  it("picks the instrument with the highest notional amount off a real note, amounts not read as rates", async () => {
    const bytes = readSharedFixture("financebench/pdfs/VERIZON_2021_10K.pdf");
    const page = (await ingestPdfInNode(bytes, { pages: [85] })).layout.pages.find((p) => p.page === 85)!;
    const q = "Among the derivative instruments used, which one had the highest notional value in FY 2021?";
    const claim = answer(q, [page])!.claim;
    expect(claim.text).toMatch(/^Cross currency swaps had the highest notional value, 2021: \$32,502 million \(60%/);
    expect(claim.citations[0].precision).toBe("line");
  }, 60_000);
});

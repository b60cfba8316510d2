import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../node/ingest-node";
import { sharedPdf } from "../../testing/shared-files";
import { statementPage } from "../../testing/statement-page";
import type { PageLayout } from "../types";
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
    // 9,000 / (3,800 + 9,000 + 1,100)
    expect(high.text).toBe("Health care had the highest net sales, 2021: $9,000 million (65% of the rows compared)");
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

  it("picks the instrument with the highest notional amount off a real note, amounts not read as rates", async () => {
    const bytes = new Uint8Array(fs.readFileSync(sharedPdf("financebench", "pdfs", "VERIZON_2021_10K.pdf")));
    const page = (await ingestPdfInNode(bytes, { pages: [85] })).layout.pages.find((p) => p.page === 85)!;
    const q = "Among the derivative instruments used, which one had the highest notional value in FY 2021?";
    const claim = answer(q, [page])!.claim;
    expect(claim.text).toMatch(/^Cross currency swaps had the highest notional value, 2021: \$32,502 million \(60%/);
    expect(claim.citations[0].precision).toBe("line");
  }, 60_000);
});

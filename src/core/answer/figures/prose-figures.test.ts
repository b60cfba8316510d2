import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../../testing/layout-cache";
import { sharedFixture } from "../../../testing/shared-fixtures";
import { figureAnswer } from "./figure-answer";
import { quarterShareAnswer, revisionAnswer } from "./prose-figures";
import { makePage } from "../../../testing/page-builder";

const release = makePage(1, [
  "Given our strong start, we now expect full-year organic revenue to increase 7 percent (previously 5 percent)",
  "and core operating margin to expand 40 basis points, with core EPS to grow 6.5 percent (previously 6 percent).",
  "During the third quarter of fiscal 2024, the Company repurchased 1.2 million shares at a cost of $120.0 million.",
  "During fiscal 2024, the Company repurchased 4.0 million shares of its common stock at a cost of $400.0 million.",
]);
const evidence = [{ label: 1, page_start: 1, page_end: 1, text: release.text }];
const lookup = (n: number) => (n === 1 ? release : undefined);

describe("a revised outlook", () => {
  it("is the new figure less the previous one, for the measure the question names", () => {
    const eps = revisionAnswer(
      "By how many percentage points did the company raise its core EPS growth guidance?",
      evidence,
      lookup,
    )!;
    expect(eps.claim.figure?.value).toBe("raised by 0.5 percentage points");
    expect(eps.claim.text).toMatch(/^core EPS to grow: 6\.5%, previously 6%/);
    const revenue = revisionAnswer("By how much did the company raise its organic revenue outlook?", evidence, lookup)!;
    expect(revenue.claim.figure?.value).toBe("raised by 2 percentage points");
    expect(revenue.claim.citations[0]).toMatchObject({ page: 1, precision: "line" });
  });

  it("is not read for a question that asks no revision", () => {
    expect(revisionAnswer("What was organic revenue growth in FY2024?", evidence, lookup)).toBeNull();
  });
});

describe("a quarter's share of the year", () => {
  it("is the quarter's stated amount over the year's, both cited", () => {
    const res = figureAnswer(
      "What percent of the company's total spend on stock repurchases in FY2024 occurred in Q3 of FY2024?",
      evidence,
      lookup,
    )!;
    expect(res.claim.figure?.value).toBe("30.0%");
    expect(res.claim.figure?.formula).toBe("$120.0 million / $400.0 million");
    expect(res.claim.citations).toHaveLength(2);
  });

  it("needs the asked quarter: another quarter's sentence is not its share", () => {
    expect(
      quarterShareAnswer("What percent of stock repurchases in FY2024 occurred in Q2 of FY2024?", evidence, lookup),
    ).toBeNull();
  });

  it("reads a real earnings release's repurchase sentences", async () => {
    const layout = await loadLayoutCached(sharedFixture("financebench/pdfs/ULTABEAUTY_2023Q4_EARNINGS.pdf"));
    const page = layout.pages.find((p) => /Share Repurchase Program/.test(p.text))!;
    const ev = [{ label: 1, page_start: page.page, page_end: page.page, text: page.text }];
    const res = quarterShareAnswer(
      "What share of the fiscal year's stock repurchase spending occurred in the fourth quarter of 2022?",
      ev,
      (n) => (n === page.page ? page : undefined),
    )!;
    // Both amounts are the dollar costs the sentences state (not share counts), the quarter's the smaller.
    expect(res.claim.figure?.operands).toHaveLength(2);
    expect(res.claim.figure!.operands.map((o) => o.printed).every((p) => p.startsWith("$"))).toBe(true);
    expect(res.claim.figure!.operands[0].value).toBeLessThan(res.claim.figure!.operands[1].value);
    expect(res.claim.citations.length).toBeGreaterThan(0);
    expect(res.claim.citations.every((c) => c.precision === "line")).toBe(true);
  }, 60_000);
});

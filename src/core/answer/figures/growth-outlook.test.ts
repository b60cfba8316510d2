import { describe, expect, it } from "vitest";
import { growthOutlookAnswer } from "./growth-outlook";
import { makePage } from "../../../testing/page-builder";

const release = makePage(1, [
  "Fourth-quarter adjusted EPS of $1.10 increasing by 12.0%.",
  "Full-year reported sales of $40.0 billion growing 5.0% and adjusted EPS of $4.20 increasing by 6.0%.",
  "The company guides 2024 sales growth of 4.0% and adjusted EPS of $4.50, reflecting growth of 7.1%.",
]);
const evidence = [{ label: 1, page_start: 1, page_end: 1, text: release.text }];
const lookup = (n: number) => (n === 1 ? release : undefined);

describe("reported growth against the outlook", () => {
  it("reads the full year's growth of the measure and the outlook's, each from its sentence", () => {
    const res = growthOutlookAnswer("Is growth in adjusted EPS expected to accelerate in FY2024?", evidence, lookup)!;
    expect(res.claim.text).toBe("Reported growth 6.0%, outlook 7.1%: growth expected to be faster");
    expect(res.claim.citations.map((c) => c.quote?.slice(0, 14))).toEqual(["Full-year repo", "The company gu"]);
    const sales = growthOutlookAnswer("Is sales growth expected to slow down in FY2024?", evidence, lookup)!;
    expect(sales.claim.text).toBe("Reported growth 5.0%, outlook 4.0%: growth expected to be slower");
  });

  it("answers nothing when the question asks no pace, or the pages give no outlook for the measure", () => {
    expect(growthOutlookAnswer("What was adjusted EPS growth in FY2023?", evidence, lookup)).toBeNull();
    expect(growthOutlookAnswer("Is free cash flow growth expected to accelerate?", evidence, lookup)).toBeNull();
  });
});

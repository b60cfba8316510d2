import { describe, expect, it } from "vitest";
import { answerQuestion } from "../answer";
import { makePage } from "../../../testing/page-builder";

const page = makePage(4, [
  "Results of Operations",
  "Total revenue was 4,512 million dollars in fiscal 2023, up from 4,100 million in fiscal 2022.",
  "Our stores served customers in 14 countries during the year.",
  "Employees are our greatest strength and we invest in their training.",
]);
const evidence = [{ page_start: 4, page_end: 4, text: page.lines.map((l) => l.text).join("\n") }];

describe("a figure that no statement row gives", () => {
  it("is answered by the sentence that states it, cited on its line", async () => {
    const res = await answerQuestion({ question: "What was total revenue in fiscal 2023?", evidence, pages: [page] });
    expect(res.abstained).toBe(false);
    expect(res.claims[0].text).toMatch(/Total revenue was 4,512 million/);
    expect(res.claims[0].citations[0]).toMatchObject({ page: 4, precision: "line" });
    expect(res.claims.some((c) => /Not found/.test(c.text))).toBe(false);
  });

  it("says plainly it was not found when no sentence names the asked item with a figure", async () => {
    const res = await answerQuestion({
      question: "What was the FY2023 total debt to equity ratio?",
      evidence,
      pages: [page],
    });
    const first = res.claims[0]?.text ?? res.answer;
    // Either the plain "Not found … pages read" claim, or no answer at all: never a nearby line.
    expect(res.abstained || (/^Not found: .*page read/.test(first) && res.claims[0].citations[0]?.page === 4)).toBe(
      true,
    );
    expect(first).not.toMatch(/14 countries/);
    // No claim quotes a nearby line (an abstention has no claims at all).
    expect(res.claims.filter((c) => /14 countries|Employees/.test(c.text))).toEqual([]);
  });
});

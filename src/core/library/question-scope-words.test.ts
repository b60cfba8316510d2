import { describe, expect, it } from "vitest";
import { expectHeaderChecked } from "../../testing/data-file-checks";
import { readQuestionScope } from "./question-scope";
import data from "./question-scope-words.json" with { type: "json" };
import { loadQuestionScopeWords } from "./question-scope-words";

describe("question scope words (question-scope-words.json)", () => {
  it("tell comparisons, outlooks and each kind of filing's content apart", () => {
    const scope = (q: string) => {
      const s = readQuestionScope(q);
      return [s.comparison, s.outlook, s.content];
    };
    expect(scope("How did revenue grow in FY2021 and FY2022?")).toEqual([true, false, null]);
    expect(scope("What adjusted EBITDA does the company forecast for FY2024?")).toEqual([false, true, "release"]);
    expect(scope("What is the expected return on plan assets in FY2022?")).toEqual([false, false, null]);
    expect(scope("Which legal proceedings were pending in 2021?")).toEqual([false, false, "annual"]);
  });

  it("refuses a file of another format, a missing list, a bad pattern and one reaching past its word", () => {
    expectHeaderChecked(loadQuestionScopeWords, data, "question-scope-words.json");
    const { outlook: _gone, ...withoutOutlook } = data;
    expect(() => loadQuestionScopeWords(withoutOutlook)).toThrow(/outlook must be a non-empty list of patterns/);
    expect(() => loadQuestionScopeWords({ ...data, outlook: ["forecast(s"] })).toThrow(/outlook\[0\]: bad pattern/);
    expect(() => loadQuestionScopeWords({ ...data, annual_content: ["auditor|.*"] })).toThrow(/reaches past its word/);
    expect(loadQuestionScopeWords({ ...data, outlook: ["forecast(s|ed)?"] }).outlook).toBe("forecast(s|ed)?");
  });
});

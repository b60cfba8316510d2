import { describe, expect, it } from "vitest";
import data from "./keyword-forms.json";
import { isKeyword, loadKeywordForms, singular } from "./keywords";

describe("keyword forms (keyword-forms.json)", () => {
  it("keeps short terms that carry meaning and indexes domain plurals as their singular", () => {
    expect(["eps", "q3", "net", "ab", "xy"].map(isKeyword)).toEqual([true, true, true, false, false]);
    expect(["liabilities", "earnings", "basis", "ratios"].map(singular)).toEqual([
      "liability",
      "earnings",
      "basis",
      "ratio",
    ]);
  });

  it("refuses a plural without its word, an empty term and a foreign header", () => {
    expect(() => loadKeywordForms({ ...data, plurals: { ...data.plurals, indices: "" } })).toThrow(
      /keyword-forms\.json: plurals\.indices must be a word/,
    );
    expect(() => loadKeywordForms({ ...data, short_terms: ["eps", ""] })).toThrow(/short_terms/);
    expect(() => loadKeywordForms({ ...data, format: "pincite-stop-words" })).toThrow(/format/);
  });
});

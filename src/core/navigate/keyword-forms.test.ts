import { describe, expect, it } from "vitest";
import data from "./keyword-forms.json" with { type: "json" };
import { FUNCTION_WORDS } from "../text/stop-words";
import { isKeyword, loadKeywordForms, singular, terms } from "./keywords";

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

  it("indexes -sses plurals and Latin -us plurals as their singular, and never 'does' as a deer", () => {
    expect(["processes", "addresses", "classes", "statuses", "surpluses", "causes", "clauses"].map(singular)).toEqual([
      "process",
      "address",
      "class",
      "status",
      "surplus",
      "cause",
      "clause",
    ]);
    // A manual's "Exit Status" is named by a question about exit statuses; "does" is a stop word, not a term.
    expect(terms("How many exit statuses does grep have?")).toEqual(["exit", "status", "grep"]);
    // By rule, not by an entry: no function word is cut, and the file lists none.
    expect(["does", "doe", "hopes"].map(singular)).toEqual(["does", "doe", "hope"]);
    expect(FUNCTION_WORDS.length).toBeGreaterThan(0);
    expect(FUNCTION_WORDS.filter((w) => singular(w) !== w)).toEqual([]);
    expect(Object.keys(data.plurals)).not.toContain("does");
  });

  it("refuses a plural without its word, an empty term and a foreign header", () => {
    expect(() => loadKeywordForms({ ...data, plurals: { ...data.plurals, indices: "" } })).toThrow(
      /keyword-forms\.json: plurals\.indices must be a word/,
    );
    expect(() => loadKeywordForms({ ...data, short_terms: ["eps", ""] })).toThrow(/short_terms/);
    expect(() => loadKeywordForms({ ...data, format: "pincite-stop-words" })).toThrow(/format/);
  });
});

describe("a word that names an Object property", () => {
  it("is a word like any other, not the property", () => {
    expect(singular("constructor")).toBe("constructor");
    expect(terms("The constructor of the class")).toEqual(["constructor", "class"]);
  });
});

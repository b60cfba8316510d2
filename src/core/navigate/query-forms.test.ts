import { describe, expect, it } from "vitest";
import { buildQuery, forDocument } from "./query";

const using = (...words: string[]) => {
  const vocabulary = new Set(words);
  return (t: string) => vocabulary.has(t);
};

describe("a question's words in the document's own forms", () => {
  it("looks for a word the document never uses in the forms it does use, at the word's weight", () => {
    const q = forDocument(buildQuery("How do I descale the coffee machine?"), using("descaling", "coffee", "machine"));
    expect(q.terms.get("descaling")).toBe(q.terms.get("descale"));
    expect(q.terms.has("descaled")).toBe(false);
  });

  it("leaves a word the document uses alone, and a query the document reads as it is", () => {
    const asked = buildQuery("What was the operating margin?");
    const q = forDocument(asked, using("operating", "operation", "margin"));
    expect(q.terms.has("operation")).toBe(false);
    expect(q).toBe(asked);
  });
});

describe("a question after a figure", () => {
  it("is one when it asks a count, an amount, a value or the highest of several, or names a line item", () => {
    for (const asked of [
      "How many judges rated the wines?",
      "What was the total amount of dividends paid?",
      "Which instrument had the highest notional value?",
      "What was the company's net income in FY2021?",
    ])
      expect(buildQuery(asked).asksFigure, asked).toBe(true);
  });

  it("is not one when it asks a name, a reason or a definition", () => {
    for (const asked of [
      "Who introduced the meuse data set?",
      "When is lexical optimization useful?",
      "What is a hurdle model?",
    ])
      expect(buildQuery(asked).asksFigure, asked).toBe(false);
  });
});

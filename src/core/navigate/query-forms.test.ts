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

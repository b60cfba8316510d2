import { describe, expect, it } from "vitest";
import data from "./defining-words.json" with { type: "json" };
import { definesTerm, definitionAsked, loadDefiningWords, plainDefinitionAsked } from "./defining-sentence";

describe("the term a definition question asks about", () => {
  it("is what the paper means by, not the paper", () => {
    expect(definitionAsked("What does the paper mean by weak-to-strong generalization?")).toBe(
      "weak-to-strong generalization",
    );
    expect(definitionAsked("What do the authors mean by 'label noise' in this study?")).toBe("label noise");
    expect(definitionAsked("What does NARL stand for?")).toBe("NARL");
    expect(plainDefinitionAsked("What is a claim verifier?")).toBe("claim verifier");
    expect(definitionAsked("How many layers does the model have?")).toBeNull();
  });
});

describe("a sentence that defines a term", () => {
  it("names it after the author's verb, or says what it measures", () => {
    const term = "performance gap recovered";
    expect(definesTerm("We define the performance gap recovered (PGR) as a function of three scores.", term)).toBe(0.8);
    expect(
      definesTerm(
        "They do better, a phenomenon we call weak-to-strong generalization.",
        "weak-to-strong generalization",
      ),
    ).toBe(0.8);
    expect(definesTerm("We call this phenomenon weakto-strong generalization.", "weak-to-strong generalization")).toBe(
      0.8,
    );
    expect(definesTerm("This is called a type-stable loop iteration.", "type-stable")).toBe(0.8);
    expect(definesTerm("PGR measures the fraction of the gap that weak supervision recovers.", "PGR")).toBe(0.8);
  });

  it("does not take a sentence that only uses the term for its definition", () => {
    const term = "performance gap recovered";
    expect(definesTerm("(d,e,f) Same as panels a,b,c but for performance gap recovered.", term)).toBe(0.3);
    expect(definesTerm("We call on future work to raise the performance gap recovered.", term)).toBe(0.3);
    expect(definesTerm("The loss is small.", term)).toBe(0);
  });

  it("refuses a word list it cannot read, naming the file", () => {
    expect(() => loadDefiningWords({ ...data, naming_verbs: ["Define("] })).toThrow(/defining-words\.json/);
    expect(() => loadDefiningWords({ ...data, version: 2 })).toThrow(/defining-words\.json/);
  });
});

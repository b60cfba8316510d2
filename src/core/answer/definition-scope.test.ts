/**
 * "What is a collection in TeX Live?" asks what a collection is, in that scope; "a format named AMC-TXT" names the
 * term as "called" and "termed" do.
 */
import { describe, expect, it } from "vitest";
import { questionFocus } from "./question-focus";
import { definesTerm } from "./term-definitions";

describe("a definition question's term", () => {
  it("leaves out the scope the question names", () => {
    expect(questionFocus("What is a collection in TeX Live?")).toMatchObject({
      kind: "definition",
      term: "collection",
    });
    expect(questionFocus("What is a mosaic plot?")).toMatchObject({ kind: "definition", term: "mosaic plot" });
  });

  it("is defined by a sentence naming it", () => {
    const text = "AMC includes a filter to process simple plain text files in a particular format, named AMC-TXT.";
    expect(definesTerm(text, "AMC-TXT")).toBe(0.8);
    expect(definesTerm("The AMC-TXT file is read first.", "AMC-TXT")).toBe(0.3);
  });
});

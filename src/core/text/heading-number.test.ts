/** A line's own heading number is read in one way by every reader; a count before a noun is no heading number. */
import { describe, expect, it } from "vitest";
import { HEADING_NUMBER, withoutHeadingNumbers } from "./heading-number";

describe("heading numbers", () => {
  it("reads plain, dotted, named and roman numbers before a capitalised title", () => {
    for (const line of [
      "5 Operators",
      "2.1 Tips",
      "3.1.2. Main printer",
      "Section 6.1 Scope",
      "ITEM 7. Management",
      "IV Results",
    ])
      expect(HEADING_NUMBER.test(line)).toBe(true);
  });

  it("takes no count before a lower-case noun, no year inside a sentence, no number without a title", () => {
    for (const line of ["4 apples were sold", "In 2019 Sales rose", "12", "section 4 of the act"])
      expect(HEADING_NUMBER.test(line)).toBe(false);
  });

  it("strips each line's opening number, and leaves the counts in the text", () => {
    expect(withoutHeadingNumbers("5 Operators\nThe tool uses 3 filters.\n2.1 Tips")).toBe(
      "Operators\nThe tool uses 3 filters.\nTips",
    );
  });

  it("strips an appendix's lettered number from a page's lines, where a sentence's opening keeps it", () => {
    expect(withoutHeadingNumbers("A.1 Prompts\nWe used 4 prompts.")).toBe("Prompts\nWe used 4 prompts.");
    expect(HEADING_NUMBER.test("A.1 Prompts")).toBe(false);
  });
});

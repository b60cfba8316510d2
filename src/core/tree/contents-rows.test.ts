import { describe, expect, it } from "vitest";
import { splitPageRef } from "./contents-rows";

describe("a contents row's page number", () => {
  it("is read after a numbered entry named by a label word, never after a bare label", () => {
    // A manual's section "1.3 Note" on page 4, beside "1.4 Description" on page 5.
    expect(splitPageRef("1.3 Note 4")).toEqual({ title: "1.3 Note", printed: "4" });
    expect(splitPageRef("1.4 Description 5")).toEqual({ title: "1.4 Description", printed: "5" });
    // "PART II" and "Note 12" are labels, not titles on pages II and 12; nor is a row naming one at its end.
    expect(["PART II", "Note 12", "Summary of Significant Accounting Policies Note 1"].map(splitPageRef)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("is read when a stop follows it after leader dots, and not from a sentence's closing number", () => {
    expect(splitPageRef("2.7 Mapping for Complex Types . . . . . . . . 33 .")).toEqual({
      title: "2.7 Mapping for Complex Types",
      printed: "33",
    });
    expect(splitPageRef("3.1 Flags and Properties . . . . . 85.")?.printed).toBe("85");
    expect(splitPageRef("The limit was raised to 12.")).toBeNull();
  });

  it("is read after a numbered title that ends in a label word, or one whose leaders run up to it", () => {
    expect(splitPageRef("9 Directory Section 137")).toEqual({ title: "9 Directory Section", printed: "137" });
    expect(splitPageRef("Reference Part . . . . . . . 41")).toEqual({ title: "Reference Part", printed: "41" });
    expect(splitPageRef("Supplementary Section 14")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { composeSpacingAccents } from "./spacing-accents";

describe("a spacing accent TeX set before its letter", () => {
  it("is composed with the letter inside a word", () => {
    expect(composeSpacingAccents("Sergue\u00a8\u0131")).toBe("Sergue\u00ef");
    expect(composeSpacingAccents("Chauss\u00b4e")).toBe("Chauss\u00e9");
    expect(composeSpacingAccents("Universit\u00a8at")).toBe("Universit\u00e4t");
  });

  it("is left alone where it marks no letter: alone, at a word's end, or an apostrophe before a consonant", () => {
    expect(composeSpacingAccents("\u00a8")).toBe("\u00a8");
    expect(composeSpacingAccents("a\u00b4")).toBe("a\u00b4");
    expect(composeSpacingAccents("don\u00b4t")).toBe("don\u00b4t");
    expect(composeSpacingAccents("plain")).toBe("plain");
  });
});

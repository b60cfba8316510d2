import { describe, expect, it } from "vitest";
import { canonicalRomanValue, continuesPath, dottedPath, numberTokenValue, romanValue } from "./number-tokens";

describe("number tokens", () => {
  it("reads a page number's roman numeral only when written the canonical way", () => {
    expect(["i", "iv", "ix", "xiv", "XXXIX", "xl", "iiii", "vx", ""].map(canonicalRomanValue)).toEqual([
      1,
      4,
      9,
      14,
      39,
      null,
      null,
      null,
      null,
    ]);
  });

  it("reads any run of roman letters in a heading or contents row", () => {
    expect(["IV", "xl", "iiii", "MCM", "v1", "Two"].map(romanValue)).toEqual([4, 40, 4, 1900, null, null]);
  });

  it("reads digits, number words and roman numerals as the number they are", () => {
    expect(["12", "Two", "TWENTY", "zero", "IX", "B"].map(numberTokenValue)).toEqual([12, 2, 20, null, 9, null]);
  });

  it("continues a path by a sibling, a first child or an ancestor's next, within the step", () => {
    const follows = (a: string, b: string, most = 2) => continuesPath(dottedPath(a), dottedPath(b), most);
    expect([follows("3.1", "3.2"), follows("3", "3.1"), follows("3.2.1", "4"), follows("2.9", "4")]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([follows("2.9", "4", 1), follows("3.1", "3.1"), follows("3.1", "6"), follows("3", "3.3")]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

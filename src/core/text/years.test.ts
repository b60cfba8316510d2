import { describe, expect, it } from "vitest";
import { isYearToken, YEAR_IN_TEXT } from "./years";

describe("a year", () => {
  it("is any year of this era or the last in running text", () => {
    expect(YEAR_IN_TEXT.test("The program was first released on the web in 2006.")).toBe(true);
    expect(YEAR_IN_TEXT.test("Revised 1998 edition")).toBe(true);
  });

  it("is an older year only where the sentence says it as one", () => {
    expect(YEAR_IN_TEXT.test("Caxton started printing in England in 1476.")).toBe(true);
    expect(YEAR_IN_TEXT.test("The abbey has stood since 1066.")).toBe(true);
    expect(YEAR_IN_TEXT.test("The plant employs 1650 people.")).toBe(false);
    expect(YEAR_IN_TEXT.test("Reference 21998 was closed.")).toBe(false);
  });

  it("stands alone as a token only when it is nothing but the year", () => {
    expect(["2022", "1999", "1899", "2022,", "FY2022", "12022"].map(isYearToken)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

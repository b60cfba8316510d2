/** What a passage must hold for a date or version question, read as the answer reads those values. */
import { describe, expect, it } from "vitest";
import { valueHeld } from "./passage-coverage";

describe("the value a passage must hold", () => {
  it("is a version as printed, or a decimal that is no share or amount", () => {
    const v = valueHeld("version")!;
    expect(["Python 3.8 is needed.", "Version 3 adds it.", "Release 4.19.0 fixed it."].map((t) => v.test(t))).toEqual([
      true,
      true,
      true,
    ]);
    expect(["Sales grew 3.5% in the year.", "It has 3.5 million users."].map((t) => v.test(t))).toEqual([false, false]);
  });

  it("is a year said as one for a date", () => {
    const d = valueHeld("date")!;
    expect(d.test("It was first released on the web in 2006.")).toBe(true);
    expect(d.test("The plant employs 1650 people.")).toBe(false);
  });
});

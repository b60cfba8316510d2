import { describe, expect, it } from "vitest";
import { goldFigures, isRight, wrongSign } from "./answer-metrics";

describe("answer eval scoring", () => {
  it("takes figures, not years, fiscal labels, dates or spans", () => {
    expect(goldFigures("$1577.00")).toEqual([1577]);
    expect(
      goldFigures("Operating margins declined from 36.8% in FY 2021 to 34.6% in FY2022. A drop by 2.2% in a year."),
    ).toEqual([36.8, 34.6, 2.2]);
    expect(goldFigures("36%. The answer assumes FY2023 refers to the 12 months ended on January 28, 2023")).toEqual([
      36,
    ]);
    expect(goldFigures("Yes, change in PPNE was positive year over year")).toEqual([]);
    expect(goldFigures("-3.7")).toEqual([-3.7]);
    // A company or form named with digits is not a figure; an amount with a currency sign is.
    expect(goldFigures("Operating Margin for 3M in FY2022 has decreased by 1.7%")).toEqual([1.7]);
    expect(goldFigures("a charge of $4M")).toEqual([4]);
  });

  it("is right within 1.5% rounding, across a change of unit, whatever the printed sign", () => {
    expect(isRight("Capital expenditure in FY2018: $1,577 million", [1577])).toBe(true);
    expect(isRight("Property, plant and equipment, net: $8.74 billion", [8.7])).toBe(true);
    expect(isRight("Net PP&E: 8,738", [8.7])).toBe(true);
    expect(isRight("Purchases of PP&E (1,577)", [1577])).toBe(true);
    expect(isRight("Dividends paid: $0.39 billion", [0.4])).toBe(false);
    expect(isRight("Operating margin 34.6%, down from 36.8%", [36.8, 34.6, 2.2])).toBe(false);
    expect(isRight("", [1])).toBe(false);
  });

  it("counts a rate or margin of the wrong sign, not a bracketed outflow", () => {
    expect(wrongSign("Effective tax rate in FY2022: \u221222.9% = (45) / 196", [22.9])).toBe(true);
    expect(wrongSign("Effective tax rate in FY2022: 22.9% = 45 / 196", [22.9])).toBe(false);
    expect(wrongSign("Purchases of PP&E (1,577)", [1577])).toBe(false);
    expect(wrongSign("Operating margin \u22123.1%", [-3.1])).toBe(false);
    expect(wrongSign("International \u22120.6%", [0.6], "International sales declined 0.6%")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { goldFigures, isRight, wrongSign } from "./answer-metrics";

const values = (gold: string) => goldFigures(gold).map((f) => f.value);

describe("answer eval scoring", () => {
  it("takes figures, not years, fiscal labels, dates or spans", () => {
    expect(values("$1577.00")).toEqual([1577]);
    expect(
      values("Operating margins declined from 36.8% in FY 2021 to 34.6% in FY2022. A drop by 2.2% in a year."),
    ).toEqual([36.8, 34.6, 2.2]);
    expect(values("36%. The answer assumes FY2023 refers to the 12 months ended on January 28, 2023")).toEqual([36]);
    expect(values("Yes, change in PPNE was positive year over year")).toEqual([]);
    expect(values("-3.7")).toEqual([-3.7]);
    // A company or form named with digits is not a figure; an amount with a currency sign is.
    expect(values("Operating Margin for 3M in FY2022 has decreased by 1.7%")).toEqual([1.7]);
    expect(values("a charge of $4M")).toEqual([4]);
  });

  it("keeps the precision a figure is printed with", () => {
    expect(goldFigures("$0.40").map((f) => f.unit)).toEqual([0.01]);
    expect(goldFigures("~13% from 143% to 156.5%").map((f) => f.unit)).toEqual([1, 1, 0.1]);
  });

  it("is right when the two could be roundings of one value, or within 1.5%, across a change of unit", () => {
    expect(isRight("Capital expenditure in FY2018: $1,577 million", goldFigures("$1577.00"))).toBe(true);
    expect(isRight("Property, plant and equipment, net: $8.74 billion", goldFigures("8.7"))).toBe(true);
    expect(isRight("Net PP&E: 8,738", goldFigures("8.7"))).toBe(true);
    expect(isRight("Purchases of PP&E (1,577)", goldFigures("1577"))).toBe(true);
    // "~13%" stands for 12.5% up to 13.5%: 12.8% is one of them; 2.1 and 2.2 points are not one value rounded.
    expect(isRight("a change of 12.8 points", goldFigures("improved by ~13%"))).toBe(true);
    expect(isRight("a change of \u22122.1 points", goldFigures("A drop by 2.2%"))).toBe(false);
    // 389 million is $0.389 billion, which no rounding makes $0.40.
    expect(isRight("Dividends paid: $0.389 billion", goldFigures("$0.40"))).toBe(false);
    expect(isRight("Dividends paid: $389 million", goldFigures("$0.4 billion"))).toBe(true);
    expect(isRight("Operating margin 34.6%, down from 36.8%", goldFigures("36.8% 34.6% 2.2%"))).toBe(false);
    expect(isRight("", goldFigures("1"))).toBe(false);
  });

  it("does not care which side is the gold", () => {
    const pairs: [string, string][] = [
      ["12.8", "13"],
      ["0.389", "0.40"],
      ["2.1", "2.2"],
      ["1,577", "1.58"],
      ["24.26", "24.25"],
    ];
    expect(pairs.length).toBe(5);
    for (const [a, b] of pairs) expect(isRight(a, goldFigures(b))).toBe(isRight(b, goldFigures(a)));
  });

  it("counts a rate or margin of the wrong sign, not a bracketed outflow", () => {
    expect(wrongSign("Effective tax rate in FY2022: \u221222.9% = (45) / 196", goldFigures("22.9"))).toBe(true);
    expect(wrongSign("Effective tax rate in FY2022: 22.9% = 45 / 196", goldFigures("22.9"))).toBe(false);
    expect(wrongSign("Purchases of PP&E (1,577)", goldFigures("1577"))).toBe(false);
    expect(wrongSign("Operating margin \u22123.1%", goldFigures("-3.1"))).toBe(false);
    const fell = "International sales declined 0.6%";
    expect(wrongSign("International \u22120.6%", goldFigures(fell), fell)).toBe(false);
  });
});

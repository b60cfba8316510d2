import { describe, expect, it } from "vitest";
import { makeDoc, section, type LineSpec } from "../../testing/page-builder";
import { withCover } from "./cover";

/** The title the cover before a first section on page 2 is given. */
const coverTitle = (cover: (LineSpec | string)[]) =>
  withCover(makeDoc([cover, body]), [{ title: "1. Definitions", level: 1, page: 2, line: 0 }])[0].title;

const body = [...section("1. Definitions", 30, { size: 12 }), ...section("2. Term", 10, { size: 12 })];

/** A line of `text` centred on the page (the builder sets a character 0.008 of the page wide). */
const centred = (text: string): LineSpec => ({ text, bold: true, x0: 0.5 - (text.length * 0.008) / 2 });

describe("the cover's title", () => {
  it("is the centred title, not a label or a notice in the same type", () => {
    const cover: (LineSpec | string)[] = [
      { text: "Exhibit 10.29", bold: true, x0: 0.8 },
      "",
      { text: "THIS EXHIBIT HAS BEEN REDACTED AND IS THE SUBJECT OF A CONFIDENTIAL", bold: true },
      { text: "TREATMENT REQUEST FILED WITH THE COMMISSION.", bold: true },
      "",
      { text: "Execution Version", bold: true, x0: 0.8 },
      "",
      centred("Supply Agreement"),
      "",
      centred("Between"),
    ];
    expect(coverTitle(cover)).toBe("Supply Agreement");
  });

  it("keeps a title wrapped over two lines in the largest type, set wherever it is", () => {
    const cover: (LineSpec | string)[] = [
      { text: "Department of Examples", size: 12 },
      "",
      { text: "Annual Performance Report", size: 20, bold: true },
      { text: "Fiscal Year 2015", size: 20, bold: true },
    ];
    expect(coverTitle(cover)).toBe("Annual Performance Report Fiscal Year 2015");
  });
});

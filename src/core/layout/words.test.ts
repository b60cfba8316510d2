/**
 * Words are split on exactly what JavaScript's `\s` calls white space: the layout cache,
 * the word counts against pdftotext and every eval were made with that rule.
 */
import { describe, expect, it } from "vitest";
import { isWhiteSpace, placeWords } from "./words";
import type { RawPage } from "./raw-page";

describe("word splitting", () => {
  it("calls white space exactly what \\s matches, over every UTF-16 code unit", () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isWhiteSpace(code) !== /\s/.test(String.fromCharCode(code))) differ.push(code);
    expect(differ).toEqual([]);
  });

  it("splits an item on any white space, and keeps other separators inside words", () => {
    const page: RawPage = {
      page: 1,
      width: 600,
      height: 800,
      viewportTransform: [1, 0, 0, -1, 0, 800],
      items: [
        {
          str: "Net\u00a0sales\u2003$\u200934,229\tper-share",
          transform: [10, 0, 0, 10, 72, 700],
          width: 200,
          height: 10,
          fontName: "f1",
          hasEOL: false,
        },
      ],
      fonts: { f1: { ascent: 0.8, descent: -0.2, vertical: false, bold: false } },
    };
    expect(placeWords(page).map((w) => w.text)).toEqual(["Net", "sales", "$", "34,229", "per-share"]);
  });
});

import { describe, expect, it } from "vitest";
import { lostKerningShifts } from "./lost-tj-kerning";
import { holdsEmptyString } from "./lost-kerning-pages";

describe("lostKerningShifts", () => {
  it("carries the gap before a closing empty string to the objects after it, until the position is set", () => {
    const content = [
      "BT /F1 10 Tf 1 0 0 1 72 700 Tm",
      "[(If) -325.3 ()] TJ", // makes object 0, then loses 3.253
      "/F2 10 Tf [(shopt) -200] TJ", // object 1: 3.253 right of where PDFium puts it
      "(x) Tj", // object 2: same
      "[() -100 (y) -50 <>] TJ", // object 3, then loses 0.5 more
      "(z) Tj", // object 4
      "20 0 Td (w) Tj", // object 5: a Td sets the position again
      "ET",
    ].join("\n");
    const shifts = lostKerningShifts(content)!;
    expect(shifts).toHaveLength(6);
    expect(shifts.map((s) => Math.round(s * 1000) / 1000)).toEqual([0, 3.253, 3.253, 3.253, 3.753, 0]);
  });

  it("counts only operators that draw, follows the font size through q/Q, and steps over inline images", () => {
    const content = [
      "BT /F1 10 Tf () Tj [()] TJ [(a) -1000 ()] TJ ET",
      "q BI /W 2 /H 1 /BPC 8 /CS /G ID \u0000()\u00ff EI Q",
      "BT /F1 20 Tf q /F1 5 Tf Q [(b) -1000 ()] TJ (c) Tj ET",
    ].join("\n");
    expect(lostKerningShifts(content)).toEqual([0, 0, 20]);
  });

  it("is not asked of content without an empty string", () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(holdsEmptyString(bytes("BT /F1 10 Tf [(a) -250 (b)] TJ <</A 1>> BDC ET"))).toBe(false);
    expect(holdsEmptyString(bytes("BT /F1 10 Tf [(a) -250 ()] TJ ET"))).toBe(true);
    expect(holdsEmptyString(bytes("BT /F1 10 Tf [<0041> -250 <>] TJ ET"))).toBe(true);
  });
});

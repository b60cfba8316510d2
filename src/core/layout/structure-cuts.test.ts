import { describe, expect, it } from "vitest";
import { boundedTitle, CutLog, describeCut, STRUCTURE_LIMITS } from "./structure-cuts";

describe("structure cuts", () => {
  it("counts the same cut once per structure and reason, and says what was lost", () => {
    const cuts = new CutLog();
    cuts.add("outline", "length");
    cuts.add("outline", "length");
    cuts.add("outline", "depth");
    cuts.ignore("page-labels", "loop");
    const list = cuts.list();
    expect(list).toHaveLength(3);
    expect(list.map(describeCut)).toEqual([
      "Bookmarks: overlong entries were cut short or left out (2).",
      "Bookmarks: entries nested deeper than 12 levels were left out.",
      "Page labels ignored: their tree loops back on itself.",
    ]);
    expect(describeCut({ structure: "page-labels", reason: "damaged" })).toBe("Page labels ignored: damaged.");
  });

  it("cuts a megabyte title to its limit, spacing folded", () => {
    const cuts = new CutLog();
    const title = boundedTitle(`Risk\n\tfactors ${"x".repeat(1_000_000)}`, cuts);
    expect(title.length).toBeLessThanOrEqual(STRUCTURE_LIMITS.titleChars);
    expect(title.startsWith("Risk factors x")).toBe(true);
    expect(cuts.has("outline", "length")).toBe(true);
    expect(boundedTitle("Item 1A.  Risk Factors", new CutLog())).toBe("Item 1A. Risk Factors");
  });
});

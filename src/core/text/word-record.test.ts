/**
 * Documents say "constructor", "toString" and "__proto__": an index keyed by their words must
 * treat them as words, through JSON and structured clone as well.
 */
import { describe, expect, it } from "vitest";
import { buildBm25, idf, scoreBm25 } from "../navigate/bm25";

describe("indexes keyed by a document's words", () => {
  it("index and score words that name Object's own properties", () => {
    const docs = [
      ["constructor", "class", "tostring"],
      ["class", "method"],
      ["__proto__", "valueof", "constructor"],
    ];
    for (const index of [
      buildBm25(docs),
      structuredClone(buildBm25(docs)),
      JSON.parse(JSON.stringify(buildBm25(docs))),
    ]) {
      const scores = scoreBm25(index, new Map([["constructor", 1]]));
      expect([...scores].map((s) => s > 0)).toEqual([true, false, true]);
      expect(idf(index, "hasownproperty")).toBeCloseTo(idf(index, "absent"));
      expect(Number.isFinite(idf(index, "__proto__"))).toBe(true);
    }
  });
});

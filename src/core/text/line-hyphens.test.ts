import { describe, expect, it } from "vitest";
import { keepsLineHyphen, loadHyphenPrefixes } from "./line-hyphens";
import { dehyphenate } from "./fold";
import { pageRun } from "../answer/sentences";
import data from "./hyphen-prefixes.json" with { type: "json" };

describe("a hyphen at a line end", () => {
  it("is kept after a prefix written with one, and only after the whole word", () => {
    expect(keepsLineHyphen("weights must be non-")).toBe(true);
    expect(keepsLineHyphen("a Self-")).toBe(true);
    expect(keepsLineHyphen("the manage-")).toBe(false);
    expect(keepsLineHyphen("nonethe-")).toBe(false);
    expect(keepsLineHyphen("non")).toBe(false);
  });

  it("is kept inside a compound already hyphenated before the line's end", () => {
    expect(keepsLineHyphen("particularly poor for Weak-to-")).toBe(true);
    expect(keepsLineHyphen("a state-of-the-")).toBe(true);
    expect(keepsLineHyphen("an x-")).toBe(false);
    expect(pageRun("Weak-to-\nstrong generalization")).toBe("Weak-to-strong generalization");
  });

  it("is kept by every reader that joins lines", () => {
    expect(dehyphenate("stripping all non-\nletters and manage-\nment")).toBe(
      "stripping all non-letters and management",
    );
    expect(pageRun("stripping all non-\nletters and manage-\nment")).toBe("stripping all non-letters and management");
  });

  it("comes from a checked file", () => {
    expect(loadHyphenPrefixes(data).has("non")).toBe(true);
    expect(() => loadHyphenPrefixes({ ...data, kept: ["Non"] })).toThrow(/hyphen-prefixes.json/);
    expect(() => loadHyphenPrefixes({ ...data, version: 2 })).toThrow(/version/);
  });
});

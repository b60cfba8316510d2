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

  it("is kept at the end of a token that already holds a hyphen or an address's punctuation", () => {
    expect(keepsLineHyphen("sent by email to bug-gnu-")).toBe(true);
    expect(keepsLineHyphen("a state-of-the-")).toBe(true);
    expect(keepsLineHyphen("at www.gnu.org/s/ps-")).toBe(true);
    expect(keepsLineHyphen("a plain manage-")).toBe(false);
    expect(pageRun("may be sent by email to bug-gnu-\npspp@gnu.org.")).toBe(
      "may be sent by email to bug-gnu-pspp@gnu.org.",
    );
    expect(keepsLineHyphen("particularly poor for Weak-to-")).toBe(true);
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

/** Everyday wordings map to the words documents use, the file is checked, and the navigator uses them. */
import { describe, expect, it } from "vitest";
import { checkIdiomFile, idiomWords } from "./question-idioms";
import { buildQuery } from "./query";
import { DataFileError } from "../data-file";

describe("question idioms", () => {
  it("reads what happens when a setting is not given as its default, and a largest number as a limit", () => {
    expect(idiomWords("What quota does a new volume get if none is given?")).toContain("default");
    expect(idiomWords("What is the largest file the tool accepts?")).toEqual(expect.arrayContaining(["limit"]));
    expect(idiomWords("What is the short form of the linewidth option?")).toContain("abbreviated");
    expect(idiomWords("Who wrote the guide?")).toEqual([]);
  });

  it("adds the words at low weight, never above the question's own", () => {
    const q = buildQuery("What quota does a new volume get if none is given?");
    expect(q.terms.get("default")).toBeLessThan(q.terms.get("quota") ?? 0);
    expect(buildQuery("What is the default quota?").terms.get("default")).toBe(1);
  });

  it("refuses a file without its header or with a pattern that does not compile", () => {
    expect(() => checkIdiomFile({ format: "x", version: 1, produced_by: "t", idioms: [] })).toThrow(DataFileError);
    const bad = {
      format: "pincite-question-idioms",
      version: 1,
      produced_by: "t",
      idioms: [{ asked: ["("], words: ["w"] }],
    };
    expect(() => checkIdiomFile(bad)).toThrow(/not a regular expression/);
  });
});

/**
 * Parts listed by roman numeral over arabic-numbered chapters, at the chapters' indentation (as LaTeX's
 * \part sets them in a manual's contents): the parts hold the chapters; a paper numbered I, II, III over
 * lettered subsections, or one roman entry alone, keeps the indentation's reading.
 */
import { describe, expect, it } from "vitest";
import type { ContentsEntry } from "./contents-find";
import { entryLevels } from "./contents";
import { romanPartEntries } from "./contents-parts";

const listing = (rows: [string, number][]): ContentsEntry[] =>
  rows.map(([title, x0], i) => ({ title, printed: String(i + 3), x0, listedOn: 2 }));

describe("parts listed by roman numeral", () => {
  it("hold the arabic-numbered chapters listed under them at the same indentation", () => {
    const entries = listing([
      ["I Introduction", 0],
      ["1 Requirements and loading", 0],
      ["1.1 Required packages", 0.02],
      ["2 Incompatibilities", 0],
      ["II Macro descriptions", 0],
      ["3 Extracting information", 0],
      ["3.1 Nonexpandable commands", 0.02],
      ["III Examples", 0],
      ["4 Driver example", 0],
    ]);
    expect([...romanPartEntries(entries.map((e) => e.title))]).toEqual([0, 4, 7]);
    expect(entryLevels(entries)).toEqual([1, 2, 3, 2, 1, 2, 3, 1, 2]);
  });

  it("leave a paper's roman sections over lettered subsections to the indentation", () => {
    const entries = listing([
      ["I. Introduction", 0],
      ["II. Related Work", 0],
      ["A. Retrieval", 0.02],
      ["III. Method", 0],
    ]);
    expect(romanPartEntries(entries.map((e) => e.title)).size).toBe(0);
    expect(entryLevels(entries)).toEqual([1, 1, 2, 1]);
  });

  it("need a second part, counted from I, each with chapters of its own", () => {
    expect(romanPartEntries(["1 Introduction", "2 Usage", "I Original documentation", "3 API"]).size).toBe(0);
    expect(romanPartEntries(["I Usage", "Options", "II Appendix", "A Licence"]).size).toBe(0);
  });

  it("let a last part hold appendices by letter", () => {
    expect([...romanPartEntries(["I Usage", "1 Options", "II Appendix", "A Licence"])]).toEqual([0, 2]);
  });
});

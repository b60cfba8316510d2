/**
 * A contents whose entries carry dotted numbers ranks them by the numbers wherever their indentation
 * moved (a second column measured from another edge, "2.2" set further in than "2.1"); numbers that
 * restart under each chapter ("1. Settings" under "2. Using exteps") rank nothing and the indentation
 * stays in charge.
 */
import { describe, expect, it } from "vitest";
import type { ContentsEntry } from "./contents-find";
import { entryLevels } from "./contents";

const listing = (rows: [string, number][]): ContentsEntry[] =>
  rows.map(([title, x0], i) => ({ title, printed: String(i + 1), x0, listedOn: 1 }));

describe("levels of a numbered contents", () => {
  it("follow the numbers' depth when the indentation shifts between columns", () => {
    const entries = listing([
      ["1 Introduction", 0],
      ["1.1 About", 0.025],
      ["1.2 Requirements", 0.025],
      ["2 Usage", 0],
      ["2.1 General", 0.025],
      // The second column, measured from an edge further left than its entries' own.
      ["2.2 Citation systems", 0.046],
      ["2.3 Citation commands", 0.046],
      ["3 Reference bibliography", 0.021],
      ["Index", 0.021],
    ]);
    expect(entryLevels(entries)).toEqual([1, 2, 2, 1, 2, 2, 2, 1, 1]);
  });

  it("leave numbers that restart under each chapter to the indentation", () => {
    const entries = listing([
      ["1. Introduction", 0],
      ["2. Using exteps", 0],
      ["1. Settings", 0.03],
      ["2. Special values", 0.03],
      ["3. Limitations", 0],
    ]);
    expect(entryLevels(entries)).toEqual([1, 1, 2, 2, 1]);
  });
});

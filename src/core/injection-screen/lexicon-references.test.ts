/** A lexicon table may name another as {table}; a loop of such names is refused with the tables named. */
import { describe, expect, it } from "vitest";
import { DataFileError } from "../data-file";
import { tableAlternation } from "./lexicon";
import { readWordTables, WORDS_FORMAT, WORDS_VERSION } from "./word-tables";

const tables = (entries: Record<string, string[]>) =>
  readWordTables(
    {
      format: WORDS_FORMAT,
      version: WORDS_VERSION,
      produced_by: "this test",
      tables: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, { about: "a test table", entries: v }])),
    },
    "test.json",
  );

describe("table references", () => {
  it("fill a {table} entry with that table's words", () => {
    const t = tables({ verb: ["tell(?! the {tool}\\b)", "say"], tool: ["compilers?", "parsers?"] });
    const rx = new RegExp(`^${tableAlternation(t, "verb", "test.json")}`);
    expect(rx.test("tell the reader")).toBe(true);
    expect(rx.test("tell the parser")).toBe(false);
  });

  it("refuse a table that comes back to itself, naming the loop", () => {
    const t = tables({ a: ["x{b}"], b: ["y{a}"] });
    expect(() => tableAlternation(t, "a", "test.json")).toThrow(DataFileError);
    expect(() => tableAlternation(t, "a", "test.json")).toThrow(/a → b → a/);
  });
});

import { describe, expect, it } from "vitest";
import { DataFileError } from "../data-file";
import { loadQuestionConventions, readConventions } from "./conventions";
import data from "./question-conventions.json" with { type: "json" };

describe("question conventions (question-conventions.json)", () => {
  it("reads a statement named outright, the statements line items imply, and a breakdown", () => {
    const c = readConventions("Using the cash flow statement, how did capex and inventories change by segment?");
    expect(c.asked).toEqual(["cashflow"]);
    // capex implies the cash-flow statement, already asked; inventories imply the balance sheet.
    expect(c.implied).toEqual(["balance"]);
    expect(c.expansions).toHaveLength(2);
    expect(c.expansions[0]).toContain("capital expenditures");
    expect(c.breakdown).toBe("segment");
  });

  it("refuses an unknown statement, a bad pattern, an empty expansion and a foreign header, naming the place", () => {
    const withItem = (item: Record<string, unknown>) => ({ ...data, line_items: [...data.line_items, item] });
    expect(() => loadQuestionConventions(withItem({ pattern: "x", expand: "y", statements: ["ledger"] }))).toThrow(
      /line_items\[\d+\]\.statements\[0\]: unknown "ledger"/,
    );
    expect(() => loadQuestionConventions(withItem({ pattern: "(", expand: "y", statements: [] }))).toThrow(
      /bad pattern/,
    );
    expect(() => loadQuestionConventions(withItem({ pattern: "x", expand: "", statements: [] }))).toThrow(
      /"expand" must be a non-empty string/,
    );
    expect(() => loadQuestionConventions({ ...data, breakdowns: [] })).toThrow(DataFileError);
    expect(() => loadQuestionConventions({ ...data, version: 2 })).toThrow(/question-conventions\.json/);
  });
});

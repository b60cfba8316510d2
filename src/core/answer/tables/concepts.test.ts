/**
 * The concept vocabulary: its loader refuses a bad file with a message naming where, and the
 * vocabulary reads the statements of filings of companies the development set does not have
 * (../shared/filings, development part): every filing with an income statement, a balance sheet
 * or a cash-flow statement gives its core line items for its latest year.
 */
import { describe, expect, it } from "vitest";
import data from "./concepts.json";
import { CONCEPTS, loadConcepts } from "./concepts";
import { figureFor } from "../figures/figure-parts";
import type { FigurePlan } from "../figures/figure-plan";
import { v } from "../figures/formulas";
import { devFilingLayout, devFilings, statementSource } from "../../../testing/filing-statements";
import type { RowSource } from "../figures/operands";

const base = data as unknown as Record<string, unknown> & { concepts: Record<string, unknown>[] };
const withConcept = (patch: Record<string, unknown>) => ({
  ...base,
  concepts: [{ ...base.concepts[0], ...patch }, ...base.concepts.slice(1)],
});

describe("loadConcepts", () => {
  it("loads the shipped vocabulary, every concept on a statement with a sign convention", () => {
    expect(CONCEPTS.length).toBeGreaterThan(20);
    expect(new Set(CONCEPTS.map((c) => c.id)).size).toBe(CONCEPTS.length);
  });

  it("refuses another format or version, naming it", () => {
    expect(() => loadConcepts({ ...base, format: "other" })).toThrow(/has format "other"/);
    expect(() => loadConcepts({ ...base, version: 99 })).toThrow(/version 99/);
  });

  it("refuses a bad pattern, an unknown sign and a repeated id, naming the concept and field", () => {
    expect(() => loadConcepts(withConcept({ labels: ["^(unclosed"] }))).toThrow(
      /concepts\[0\] \(revenue\)\.labels\[0\]/,
    );
    expect(() => loadConcepts(withConcept({ sign: "sometimes" }))).toThrow(/"sign" is "sometimes"/);
    expect(() => loadConcepts({ ...base, concepts: [base.concepts[0], base.concepts[0]] })).toThrow(/appears twice/);
  });
});

const plan = (id: string, quarter: boolean): FigurePlan => ({
  name: id,
  exprs: [v(id)],
  output: "amount",
  direct: false,
  year: 0,
  years: [],
  quarter,
  compare: false,
  format: { scale: null, percent: false, decimals: null },
  period: { years: [], range: null, quarter: null, average: false },
});

function valueOf(src: RowSource, id: string, year: number, quarter: boolean): number | null {
  return figureFor(plan(id, quarter), src, year, id).ev?.value ?? null;
}

describe("the vocabulary on filings of companies outside the development set", () => {
  it("finds the core line items on every statement of every development filing", async () => {
    const names = devFilings();
    expect(names.length).toBeGreaterThan(10);
    const missing: string[] = [];
    let statements = 0;
    for (const name of names) {
      const src = statementSource(await devFilingLayout(name));
      const kinds = new Set(src.rows.map((r) => src.statementOf(r.page)));
      const year = Math.max(...src.rows.flatMap((r) => r.columns.map((c) => c.year)));
      // A quarterly filing's cash flows are year to date: its quarter is read where a three-month column exists.
      const quarter = /Q\d/.test(name);
      const core: [string, string[]][] = [
        ["income", ["revenue", "net_income"]],
        ["balance", ["total_assets", "cash"]],
        ["cashflow", quarter ? [] : ["cfo"]],
      ];
      for (const [kind, ids] of core) {
        if (!kinds.has(kind)) continue;
        statements++;
        for (const id of ids) if (valueOf(src, id, year, quarter) === null) missing.push(`${name} ${id}`);
      }
    }
    expect(statements).toBeGreaterThan(30);
    // A real-estate trust prints no current assets, but every filing prints its revenue and net income.
    expect(missing).toEqual([]);
  }, 120_000);
});

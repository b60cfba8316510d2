import { describe, expect, it } from "vitest";
import { bindRefs, parseExpression, type Expr } from "./expression";
import { BUNDLES, FORMULAS, bound, loadFormulas } from "./formulas";
import data from "./formulas.json";

const items = new Set(["cash", "receivables", "current_liabilities", "inventory", "cogs", "revenue"]);
const parse = (t: string) => parseExpression(t, (n) => items.has(n));

/** The expression back as text, to compare shapes. */
function show(e: Expr): string {
  if (e.kind === "item") return e.offset ? `${e.item}@${e.offset}` : e.item;
  if (e.kind === "ref") return `&${e.name}`;
  if (e.kind === "const") return String(e.value);
  if (e.kind === "named") return `"${e.phrase}"`;
  if (e.kind === "root") return `root(${show(e.a)})`;
  return `(${show(e.a)} ${e.op} ${show(e.b)})`;
}

describe("parseExpression", () => {
  it("reads precedence, brackets, earlier years and averages", () => {
    expect(show(parse("(cash + receivables) / current_liabilities"))).toBe(
      "((cash + receivables) / current_liabilities)",
    );
    expect(show(parse("365 * avg(inventory) / cogs"))).toBe("((365 * ((inventory + inventory@-1) / 2)) / cogs)");
    expect(show(parse("cogs + inventory - inventory@-1"))).toBe("((cogs + inventory) - inventory@-1)");
  });

  it("reads a name that is not a line item as a reference to a formula", () => {
    expect(show(parse("ebitda / revenue"))).toBe("(&ebitda / revenue)");
  });

  it("refuses what it cannot read, saying why", () => {
    expect(() => parse("cash +")).toThrow(/ends too soon/);
    expect(() => parse("cash $ receivables")).toThrow(/unexpected "\$"/);
    expect(() => parse("(cash + receivables")).toThrow(/expected "\)"/);
    expect(() => parse("avg(ebitda)")).toThrow(/avg\(\) takes a line item/);
  });
});

describe("bindRefs", () => {
  it("binds references recursively and refuses a loop", () => {
    const lookup = (n: string) => (n === "a" ? parse("b + cash") : n === "b" ? parse("receivables") : null);
    expect(show(bindRefs(parse("a / current_liabilities"), lookup)!)).toBe(
      "((receivables + cash) / current_liabilities)",
    );
    const loop = (n: string) => (n === "a" ? parse("a + cash") : null);
    expect(bindRefs(parse("a"), loop)).toBeNull();
  });
});

describe("the formula library", () => {
  it("binds every formula and bundle part to line items only", () => {
    expect(FORMULAS.length).toBeGreaterThan(20);
    const parts = [...FORMULAS.flatMap((f) => f.exprs), ...BUNDLES.flatMap((b) => b.parts.map((p) => p.expr))];
    for (const e of parts) expect(show(bound(e)!)).not.toMatch(/&/);
  });

  it("refuses a formula naming something that is neither a line item nor a formula", () => {
    const file = data as unknown as { formulas: Record<string, unknown>[] };
    const bad = { ...file, formulas: [{ ...file.formulas[0], exprs: ["nonsense_item / revenue"] }] };
    expect(() => loadFormulas(bad)).toThrow(/"nonsense_item" is neither a line item/);
    expect(() => loadFormulas({ ...file, version: 2 })).toThrow(/version 2/);
  });
});

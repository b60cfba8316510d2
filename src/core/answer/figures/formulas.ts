/**
 * The figures analysts compute from statements, as data (formulas.json): each formula is an
 * expression over line items of the concept vocabulary, in the asked year or the year before,
 * written in the expression language of expression.ts. Kept small and explicit so every answer
 * shows exactly what it did. The loader checks the header, every pattern and expression, and
 * that every name a formula uses is a line item or another formula.
 */
import { CONCEPTS } from "../tables/concepts";
import data from "./formulas.json" with { type: "json" };
import { bindRefs, namesIn, parseExpression, type Expr } from "./expression";
import { checkedHeader, DataFileError, textField } from "../../data-file";

const FILE = "formulas.json";
const fail = (problem: string) => new DataFileError(FILE, problem);

export type { Expr } from "./expression";
export type Output = "percent" | "ratio" | "days" | "amount";

export interface Formula {
  id: string;
  name: string;
  asked: RegExp;
  /** Alternatives, best first: the first whose operands are all on the pages is used. References unbound. */
  exprs: Expr[];
  output: Output;
}

/** A question answered by several figures together ("Is it a capital-intensive business?"). */
export interface Bundle {
  name: string;
  asked: RegExp;
  parts: { id: string; name: string; expr: Expr; output: Output }[];
}

export const v = (item: string, offset = 0): Expr => ({ kind: "item", item, offset });
export const k = (value: number): Expr => ({ kind: "const", value });
const op =
  (o: "+" | "-" | "*" | "/") =>
  (a: Expr, b: Expr): Expr => ({ kind: "op", op: o, a, b });
export const add = op("+");
export const sub = op("-");
export const div = op("/");

export const FORMULAS_FORMAT = "pincite-formulas";
export const FORMULAS_VERSION = 1;
const OUTPUTS: readonly string[] = ["percent", "ratio", "days", "amount"];

const isItem = (name: string) => CONCEPTS.some((c) => c.id === name);

function askedOf(v: unknown, where: string): RegExp {
  if (!Array.isArray(v) || !v.length || v.some((s) => typeof s !== "string" || !s))
    throw fail(`${where}: "asked" must be a list of patterns`);
  try {
    return new RegExp((v as string[]).map((s) => `(?:${s})`).join("|"), "i");
  } catch (e) {
    throw fail(`${where}: bad pattern (${(e as Error).message})`);
  }
}

function exprOf(text: unknown, where: string): Expr {
  if (typeof text !== "string") throw fail(`${where}: an expression must be a string`);
  try {
    return parseExpression(text, isItem);
  } catch (e) {
    throw fail(`${where}: ${(e as Error).message}`);
  }
}

function outputOf(v: unknown, where: string): Output {
  if (typeof v !== "string" || !OUTPUTS.includes(v)) throw fail(`${where}: output must be ${OUTPUTS}`);
  return v as Output;
}

const text = (o: Record<string, unknown>, key: string, where: string) => textField(o, key, where, FILE);

/** Checks the header, every formula and bundle, and that each name used is a line item or a formula. */
export function loadFormulas(file: unknown): { formulas: Formula[]; bundles: Bundle[] } {
  const f = checkedHeader(file, FILE, FORMULAS_FORMAT, FORMULAS_VERSION);
  if (!Array.isArray(f.formulas) || !Array.isArray(f.bundles)) throw fail(`"formulas" and "bundles" are lists`);
  const formulas = f.formulas.map((raw, i): Formula => {
    const o = (raw ?? {}) as Record<string, unknown>;
    const where = `formulas[${i}] (${String(o.id ?? "?")})`;
    if (!Array.isArray(o.exprs) || !o.exprs.length) throw fail(`${where}: "exprs" must be a list`);
    return {
      id: text(o, "id", where),
      name: text(o, "name", where),
      output: outputOf(o.output, where),
      asked: askedOf(o.asked, where),
      exprs: o.exprs.map((e, j) => exprOf(e, `${where}.exprs[${j}]`)),
    };
  });
  const ids = new Set(formulas.map((x) => x.id));
  if (ids.size < formulas.length) throw fail("two formulas share an id");
  const bundles = f.bundles.map((raw, i): Bundle => {
    const o = (raw ?? {}) as Record<string, unknown>;
    const where = `bundles[${i}]`;
    if (!Array.isArray(o.parts) || !o.parts.length) throw fail(`${where}: "parts" must be a list`);
    return {
      name: text(o, "name", where),
      asked: askedOf(o.asked, where),
      parts: o.parts.map((p: Record<string, unknown>, j) => ({
        id: text(p, "id", `${where}.parts[${j}]`),
        name: text(p, "name", `${where}.parts[${j}]`),
        expr: exprOf(p.expr, `${where}.parts[${j}]`),
        output: outputOf(p.output, `${where}.parts[${j}]`),
      })),
    };
  });
  for (const e of [...formulas.flatMap((x) => x.exprs), ...bundles.flatMap((b) => b.parts.map((p) => p.expr))])
    for (const r of namesIn(e).refs)
      if (!ids.has(r)) throw fail(`"${r}" is neither a line item of concepts.json nor a formula`);
  return { formulas, bundles };
}

const loaded = loadFormulas(data);
/** Tried in order: the more specific wording first ("fixed asset turnover" before "asset turnover"). */
export const FORMULAS: Formula[] = loaded.formulas;
export const BUNDLES: Bundle[] = loaded.bundles;

/** A library formula's first expression, by id (what a reference in another formula stands for). */
function libraryFormula(id: string): Expr | null {
  return FORMULAS.find((f) => f.id === id)?.exprs[0] ?? null;
}

/** An expression with its references bound: the question's own definitions first, then the library's. */
export function bound(e: Expr, defined: (name: string) => Expr | null = () => null): Expr | null {
  return bindRefs(e, (name) => defined(name) ?? libraryFormula(name));
}

/** "capex as a % of revenue", "cost of goods sold as a percentage of sales": the item over revenue. */
export const SHARE_OF_REVENUE = /\b(?:as an? )?(?:%|percent(?:age)?) of (?:total )?(?:net )?(?:revenues?|sales)\b/i;
/** Growth and change between two years, and compound growth over several. */
export const GROWTH = /\b(?:growth|grow|grew|change|increase|decrease|decline)\b/i;
export const CAGR = /\bcagr\b|\bcompound(?:ed)? annual growth\b/i;

export function growthOf(item: string, percent: boolean): Expr {
  const change = sub(v(item, 0), v(item, -1));
  return percent ? div(change, v(item, -1)) : change;
}

export function cagrOf(item: string, years: number): Expr {
  return sub({ kind: "root", a: div(v(item, 0), v(item, -years)), n: years }, k(1));
}

/**
 * The small expression language formulas are written in, in the formula library's data and
 * in what a question defines: line items by their concept id, a year earlier with "@-1", the
 * average of a balance over the year with avg(…), numbers, + − × / and brackets.
 *
 *   (cash + short_term_investments + receivables) / current_liabilities
 *   365 * avg(inventory) / cogs
 *
 * A name that is not a concept ("ebitda") is a reference to another formula, bound when the
 * figure is planned, so a question's own definition of it can stand in for the library's.
 */

/** A line item by concept id, a year earlier with a negative offset; `statement` when the question says where. */
export interface ItemExpr {
  kind: "item";
  item: string;
  offset: number;
  statement?: string;
}

/** A row a question names in its own words; `fallback` the line item nearest to it when no row is so named. */
export interface NamedExpr {
  kind: "named";
  phrase: string;
  offset: number;
  fallback?: string;
  statement?: string;
}

export type Expr =
  | ItemExpr
  | NamedExpr
  | { kind: "ref"; name: string }
  | { kind: "const"; value: number }
  | { kind: "op"; op: "+" | "-" | "*" | "/"; a: Expr; b: Expr }
  | { kind: "root"; a: Expr; n: number };

export class ExpressionError extends Error {
  constructor(text: string, why: string) {
    super(`cannot read the formula "${text}": ${why}`);
    this.name = "ExpressionError";
  }
}

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([a-z_][a-z0-9_]*)(?:@(-?\d+))?|([-+*/()]))/gy;

type Token = { num: number } | { name: string; offset: number } | { sym: string };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    if (!text.slice(at).trim()) break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(text);
    if (!m) throw new ExpressionError(text, `unexpected "${text.slice(at).trim()[0]}"`);
    if (m[1]) out.push({ num: Number(m[1]) });
    else if (m[2]) out.push({ name: m[2], offset: m[3] ? Number(m[3]) : 0 });
    else out.push({ sym: m[4] });
    at = TOKEN.lastIndex;
  }
  return out;
}

/** Parses a formula; `isItem` says which names are line items (the rest are references to formulas). */
export function parseExpression(text: string, isItem: (name: string) => boolean): Expr {
  const ts = tokens(text);
  let i = 0;
  const peek = (): Token | undefined => ts[i];
  const sym = (s: string) => {
    const t = peek();
    return t !== undefined && "sym" in t && t.sym === s;
  };
  const expect = (s: string) => {
    if (!sym(s)) throw new ExpressionError(text, `expected "${s}"`);
    i++;
  };
  const item = (name: string, offset: number): Expr => {
    if (!isItem(name)) {
      if (offset) throw new ExpressionError(text, `"${name}" is not a line item, so it has no earlier year`);
      return { kind: "ref", name };
    }
    return { kind: "item", item: name, offset };
  };
  const factor = (): Expr => {
    const t = peek();
    if (!t) throw new ExpressionError(text, "it ends too soon");
    i++;
    if ("num" in t) return { kind: "const", value: t.num };
    if ("sym" in t) {
      if (t.sym === "-") return { kind: "op", op: "-", a: { kind: "const", value: 0 }, b: factor() };
      if (t.sym !== "(") throw new ExpressionError(text, `unexpected "${t.sym}"`);
      const e = sum();
      expect(")");
      return e;
    }
    if (t.name === "avg" && sym("(")) {
      i++;
      const n = peek();
      if (!n || !("name" in n) || !isItem(n.name)) throw new ExpressionError(text, "avg() takes a line item");
      i++;
      expect(")");
      const now = item(n.name, n.offset);
      const before = item(n.name, n.offset - 1);
      return { kind: "op", op: "/", a: { kind: "op", op: "+", a: now, b: before }, b: { kind: "const", value: 2 } };
    }
    return item(t.name, t.offset);
  };
  const product = (): Expr => {
    let e = factor();
    while (sym("*") || sym("/")) {
      const op = (ts[i++] as { sym: "*" | "/" }).sym;
      e = { kind: "op", op, a: e, b: factor() };
    }
    return e;
  };
  const sum = (): Expr => {
    let e = product();
    while (sym("+") || sym("-")) {
      const op = (ts[i++] as { sym: "+" | "-" }).sym;
      e = { kind: "op", op, a: e, b: product() };
    }
    return e;
  };
  const e = sum();
  if (i < ts.length) throw new ExpressionError(text, "something follows the end of the formula");
  return e;
}

/** The line items and references an expression uses. */
export function namesIn(
  e: Expr,
  out: { items: Set<string>; refs: Set<string> } = { items: new Set(), refs: new Set() },
) {
  if (e.kind === "item") out.items.add(e.item);
  else if (e.kind === "ref") out.refs.add(e.name);
  else if (e.kind === "op") {
    namesIn(e.a, out);
    namesIn(e.b, out);
  } else if (e.kind === "root") namesIn(e.a, out);
  return out;
}

/**
 * The expression with every reference replaced by its formula (`lookup`), recursively; null when a
 * reference has no formula. A reference to itself (a loop) is refused.
 */
export function bindRefs(e: Expr, lookup: (name: string) => Expr | null, seen: string[] = []): Expr | null {
  if (e.kind === "ref") {
    if (seen.includes(e.name)) return null;
    const f = lookup(e.name);
    return f ? bindRefs(f, lookup, [...seen, e.name]) : null;
  }
  if (e.kind === "op") {
    const a = bindRefs(e.a, lookup, seen);
    const b = bindRefs(e.b, lookup, seen);
    return a && b ? { ...e, a, b } : null;
  }
  if (e.kind === "root") {
    const a = bindRefs(e.a, lookup, seen);
    return a ? { ...e, a } : null;
  }
  return e;
}

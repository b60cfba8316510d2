/**
 * One operand of a worded formula as an expression: "FY2017 COGS", "average PP&E between FY2018
 * and FY2019", "change in inventory between FY2016 and FY2017", "prior year total assets",
 * "operating income [from the income statement]". The phrase is, in order of preference, a name
 * the question defined, a library formula, a line item of the concept vocabulary, a number, or
 * a row the phrase itself names. A year it names is read against the asked year (FY2016 in a
 * question about FY2017 is a year earlier).
 */
import { askedStatements } from "../../navigate/conventions";
import { askedMatch, LINE_ITEMS } from "../tables/line-items";
import type { Expr } from "./expression";
import { FORMULAS } from "./formulas";

export interface NamedFormula {
  name: string;
  expr: Expr;
}

export interface PhraseContext {
  defined: NamedFormula[];
  /** The fiscal year the question asks about, to read the years an operand names; null when unknown. */
  year: number | null;
}

// Words that qualify an operand without changing what line item it is.
const MODIFIERS = new Set(
  "the its their a an company's company firm's reported unadjusted gaap consolidated annual fiscal year full amount value figure balance of total in millions thousands billions usd"
    .split(" ")
    .filter(Boolean),
);
const YEAR = /\b(?:fy|fiscal(?: year)?)\s?'?(\d{2}|\d{4})\b|\b((?:19|20)\d\d)\b/gi;
const NOTE =
  /[[(]\s*(?:as reported |taken |read )?(?:from|on|per|in) (?:the )?([^\])]+?)\s*[\])]|,?\s*(?:from|per|on) the ((?:consolidated )?(?:cash ?flows? statements?|statements? of cash flows?|income statements?|statements? of (?:income|operations|earnings)|balance sheets?))/gi;
const EARLIER =
  /\b(?:prior|previous|preceding|last|beginning(?: of(?: the)?)?|opening) (?:fiscal )?(?:year'?s?|period'?s?|year)\b/i;
const AVERAGE = /^(?:the )?average (?:of )?(?:the )?(.+?)$/i;
const CHANGE = /^(?:the )?(?:change|increase|decrease|growth) in (?:the )?(.+?)$/i;
const SPAN = /\s+(?:between|from)\s+(.+?)\s+(?:and|to)\s+(.+?)$/i;

const yearOf = (text: string): number | null => {
  const m = [...text.matchAll(YEAR)];
  if (m.length !== 1) return null;
  const y = Number(m[0][1] ?? m[0][2]);
  return y < 100 ? 2000 + y : y;
};

const foldPhrase = (s: string) =>
  s
    .toLowerCase()
    .replace(YEAR, " ")
    .replace(/[^a-z0-9&' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const wordsOf = (s: string) => foldPhrase(s).split(" ").filter(Boolean);

function leftover(phrase: string, matched: string): string[] {
  const used = new Set(wordsOf(matched));
  return wordsOf(phrase).filter((w) => !used.has(w) && !MODIFIERS.has(w));
}

/** The statement a note names ("[from the cash flow statement]"), and the phrase without it. */
function noteOf(phrase: string): { phrase: string; statement?: string } {
  let statement: string | undefined;
  const clean = phrase.replace(NOTE, (m, a?: string, b?: string) => {
    statement = askedStatements(` ${a ?? b ?? ""} `)[0] ?? statement;
    return statement ? " " : m;
  });
  return statement ? { phrase: clean.trim(), statement } : { phrase: clean.trim() };
}

/** The expression `k` years earlier or later: every line item's offset moved. */
export function shift(e: Expr, k: number): Expr {
  if (!k) return e;
  if (e.kind === "item" || e.kind === "named") return { ...e, offset: e.offset + k };
  if (e.kind === "op") return { ...e, a: shift(e.a, k), b: shift(e.b, k) };
  if (e.kind === "root") return { ...e, a: shift(e.a, k) };
  return e;
}

/** A bare line item, formula, definition, number or named row; no averages or changes. */
function plain(phrase: string, statement: string | undefined, ctx: PhraseContext): Expr | null {
  const folded = foldPhrase(phrase);
  if (!folded) return null;
  if (/^\d+(?:\.\d+)?$/.test(folded)) return { kind: "const", value: Number(folded) };
  const def = ctx.defined.find((d) => folded === foldPhrase(d.name) || folded.endsWith(` ${foldPhrase(d.name)}`));
  if (def) return def.expr;
  const formula = FORMULAS.find((f) => {
    const m = f.asked.exec(folded);
    return m !== null && leftover(folded, m[0]).length === 0;
  });
  if (formula) return { kind: "ref", name: formula.id };
  let best: { id: string; left: string[]; len: number } | null = null;
  for (const it of LINE_ITEMS) {
    const m = askedMatch(it, folded);
    if (!m) continue;
    const left = leftover(folded, m[0]);
    if (!best || left.length < best.left.length || (left.length === best.left.length && m[0].length > best.len))
      best = { id: it.id, left, len: m[0].length };
  }
  const where = statement ? { statement } : {};
  if (best && best.left.length === 0) return { kind: "item", item: best.id, offset: 0, ...where };
  // Words no line item accounts for: the row the phrase names, the nearest line item when no row does.
  return { kind: "named", phrase: folded, offset: 0, ...(best ? { fallback: best.id } : {}), ...where };
}

/** Years of a span ("between FY2018 and FY2019") as offsets from the asked year: [from, to]. */
function spanOffsets(from: string, to: string, year: number | null): [number, number] {
  const a = yearOf(from);
  const b = yearOf(to);
  if (year === null || a === null || b === null) return [-1, 0];
  return [a - year, b - year];
}

/** One operand phrase as an expression, and how the answer shows it; null when it names nothing. */
export function operandOf(raw: string, ctx: PhraseContext): { expr: Expr; shown: string } | null {
  const { phrase: noted, statement } = noteOf(raw);
  const shown = noted.replace(/\s+/g, " ").trim();
  const span = SPAN.exec(noted);
  const phrase = span ? noted.slice(0, span.index) : noted;
  const [from, to] = span ? spanOffsets(span[1], span[2], ctx.year) : [-1, 0];
  const avg = AVERAGE.exec(phrase);
  const change = avg ? null : CHANGE.exec(phrase);
  const inner = avg?.[1] ?? change?.[1] ?? phrase;
  const named = yearOf(inner);
  const own = span ? 0 : named !== null && ctx.year !== null ? named - ctx.year : EARLIER.test(inner) ? -1 : 0;
  const base = plain(inner.replace(EARLIER, " "), statement, ctx);
  if (!base) return null;
  if (avg) {
    const a = shift(base, span ? to : own);
    const b = shift(base, span ? from : own - 1);
    return { expr: { kind: "op", op: "/", a: { kind: "op", op: "+", a, b }, b: { kind: "const", value: 2 } }, shown };
  }
  if (change) return { expr: { kind: "op", op: "-", a: shift(base, to), b: shift(base, from) }, shown };
  return { expr: shift(base, own), shown };
}

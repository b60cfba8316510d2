/**
 * What figure a question asks for: a formula from the library ("operating cash flow
 * ratio", "growth", "EBITDA % margin", "capex as a % of revenue"), or one line item read
 * off a row ("total current assets at the end of FY2019"), with its period and format.
 */
import { askedFormat, askedPeriod, targetYear, type AskedFormat, type AskedPeriod } from "./asked";
import { bindToQuestion, ownFormula } from "./own-formula";
import type { QuestionDefinitions } from "./question-definitions";
import { CAGR, cagrOf, div, FORMULAS, GROWTH, growthOf, SHARE_OF_REVENUE, v, type Expr, type Output } from "./formulas";
import { askedMatch, LINE_ITEMS, type LineItem } from "../tables/line-items";
import { QUESTION_AUXILIARIES } from "../answer-words";

export interface FigurePlan {
  /** What the answer calls the figure ("Operating cash flow ratio", "Total current assets"). */
  name: string;
  exprs: Expr[];
  output: Output;
  /** A single line item read off its row (no formula shown). */
  direct: boolean;
  year: number;
  /** Years to average the figure over ("FY2017 – FY2019 three-year average"), else [year]. */
  years: number[];
  quarter: boolean;
  /** "improving?", "improved or declined?": the figure for the year before too, to compare. */
  compare: boolean;
  format: AskedFormat;
  period: AskedPeriod;
  /** The formula as the question itself gave it, when it did (shown in the answer). */
  defined?: string;
  /** The library formula's id, for verdicts (its threshold, which way it improves). */
  metric?: string;
}

// Questions after a reason or a yes/no are not answered by one figure unless they name a formula.
const NOT_A_FIGURE = new RegExp(
  String.raw`^\s*(?:why|which|who|where|when|${QUESTION_AUXILIARIES.join("|")}|what (?:drove|caused|is the nature|industry))\b`,
  "i",
);
const ASKS_FIGURE = /\b(?:what (?:is|was|were|are)|by what|how much|how many|calculate|compute)\b/i;

const COMPARE = /\b(?:improv\w*|declin\w*|deteriorat\w*|increas\w*|decreas\w*|compared?|change[sd]?)\b/i;

/** "What drove …", "why …": the figure alone does not answer; the lines that explain it follow it. */
export const asksReason = (question: string): boolean =>
  /^\s*(?:why|what (?:drove|caused|explains)|how come)\b|\bexplain\b/i.test(question);

/** The line item a question names: the longest naming wins ("total current assets" over "assets"). */
export function askedItem(question: string, skip: ReadonlySet<string> = new Set()): LineItem | null {
  let best: { it: LineItem; len: number; at: number } | null = null;
  for (const it of LINE_ITEMS) {
    if (skip.has(it.id)) continue;
    const m = askedMatch(it, question);
    if (m && (!best || m[0].length > best.len)) best = { it, len: m[0].length, at: m.index };
  }
  return best?.it ?? null;
}

function yearsOf(period: AskedPeriod, year: number): number[] {
  if (!period.average || !period.range) return [year];
  const out: number[] = [];
  for (let y = period.range.from; y <= period.range.to; y++) out.push(y);
  return out;
}

function formulaOf(
  question: string,
  format: AskedFormat,
  period: AskedPeriod,
  q: QuestionDefinitions,
): Omit<FigurePlan, "year" | "years" | "quarter" | "compare" | "format" | "period"> | null {
  const named = FORMULAS.find((f) => f.asked.test(question));
  if (named) {
    const exprs = named.exprs.map((e) => bindToQuestion(e, q)).filter((e): e is Expr => e !== null);
    return { name: named.name, exprs, output: named.output, direct: false, metric: named.id };
  }
  const share = SHARE_OF_REVENUE.exec(question);
  if (share) {
    const it = askedItem(question.slice(0, share.index), new Set(["revenue"]));
    if (it)
      return {
        name: `${it.name} as a % of revenue`,
        exprs: [div(v(it.id), v("revenue"))],
        output: "percent",
        direct: false,
      };
  }
  const it = askedItem(question);
  // No known line item: a row the question names in its own words may still answer it.
  if (!it) return { name: "", exprs: [], output: "amount", direct: true };
  if (CAGR.test(question) && period.range) {
    const n = period.range.to - period.range.from;
    return { name: `${it.name} CAGR`, exprs: [cagrOf(it.id, n)], output: "percent", direct: false };
  }
  if (GROWTH.test(question) && (period.years.length >= 2 || /year[- ]over[- ]year|yoy/i.test(question))) {
    return {
      name: `${it.name} ${format.percent ? "growth" : "change"}`,
      exprs: [growthOf(it.id, format.percent)],
      output: format.percent ? "percent" : "amount",
      direct: false,
    };
  }
  return { name: it.name, exprs: [v(it.id)], output: "amount", direct: true };
}

/** The plan for a question that asks for a figure, or null. */
export function planFigure(question: string): FigurePlan | null {
  const period = askedPeriod(question);
  const year = targetYear(period);
  if (year === null) return null;
  const format = askedFormat(question);
  const { own, q } = ownFormula(question, format, year);
  const named = own !== null || FORMULAS.some((f) => f.asked.test(question)) || SHARE_OF_REVENUE.test(question);
  if (!named && (NOT_A_FIGURE.test(question) || !ASKS_FIGURE.test(question))) return null;
  const f = own ?? formulaOf(q.defs.length ? q.rest : question, format, period, q);
  if (!f) return null;
  // A named ratio or margin "improving?" or "changed?" is compared with the year before; a growth is already a change.
  // A formula's own definition ("… + change in inventory") asks for no comparison.
  const asked = question.split(/\b(?:is|are) defined as\b|\bdefined as\b|\bcalculated as\b/i)[0];
  const compare = named && !f.direct && !period.average && f.output !== "amount" && COMPARE.test(asked);
  return { ...f, year, years: yearsOf(period, year), quarter: period.quarter !== null, compare, format, period };
}

/**
 * The direct first claim for a question after a figure: the value with its unit and
 * period, then the formula with each operand its own pincite ("Current ratio in FY2016:
 * 1.73 = 1,234 / 567 [1]"). When an operand is on none of the pages read, the claim says
 * which and where it looked instead of padding the answer with nearby rows.
 */
import { applicabilityAnswer } from "./applicability-answer";
import { bundleAnswer } from "./bundle-answer";
import { consistencyAnswer } from "./consistency-answer";
import type { PageLookup } from "../cite/cite";
import { compareRowsAnswer } from "./compare-rows-answer";
import { compositionAnswer } from "./composition-answer";
import { growthOutlookAnswer } from "./growth-outlook";
import { groupDigits, type Evaluated } from "./figure-format";
import { citeOperands, figureFor, pagesOf, periodName, valueText } from "./figure-parts";
import { planFigure, type FigurePlan } from "./figure-plan";
import type { FigureResult } from "./figure-result";
import { labelScore, lineItem } from "../tables/line-items";
import {
  askedRow,
  findOperand,
  operandOf,
  rowSource,
  withNearbyStatements,
  withStatementHalves,
  type RowSource,
} from "./operands";
import type { LabelledEvidence } from "../chat/prompt";
import { quarterShareAnswer, revisionAnswer } from "./prose-figures";
import { askedSuperlative, superlativeRow, superlativeSentence } from "./superlative";
import type { Citation, ClaimFigure } from "../types";
import { figureVerdict, withVerdict } from "./figure-verdict";
import { yearRowAnswer } from "./year-row-answer";

function abstention(plan: FigurePlan, missing: string, evidence: LabelledEvidence[]): FigureResult {
  // Counted, not listed: over a library the answer step numbers the pages 1, 2, 3… across
  // documents, and the citations after the claim name each real page with its document.
  const looked = pagesOf(evidence).length;
  const text =
    `Not found: no ${missing} on the ${looked > 1 ? `${looked} pages` : "page"} read, ` +
    `so the ${plan.name.toLowerCase()} is not computed.`;
  const citations: Citation[] = evidence.map((e) => ({
    label: e.label,
    page: e.page_start,
    precision: e.page_end > e.page_start ? "section" : "page",
    quote: null,
    rects: [],
  }));
  return { claim: { text, citations }, trace: { asked: plan.name, found: false, why: `missing ${missing}` } };
}

/** A figure read off the row the question names in its own words, if any. */
function namedRowFigure(plan: FigurePlan, src: RowSource, question: string): { year: number; ev: Evaluated }[] | null {
  if (!plan.direct || plan.compare || plan.years.length > 1) return null;
  const hit = askedRow(src, question, plan.year, plan.quarter);
  if (!hit) return null;
  // The row is still the asked item when the item's own wordings match it (an outflow stays an outflow).
  const first = plan.exprs[0];
  const it = first?.kind === "item" ? lineItem(first.item) : null;
  // Off every primary statement, a row in the question's words (a segment table's "Total revenue") gives way
  // to the statement that prints the item ("Revenue" on the income statement).
  if (it && src.statementOf(hit.row.page) === null) {
    const own = findOperand(src, it, plan.year, plan.quarter, question);
    if (own && src.statementOf(own.row.page) === it.statement) return null;
  }
  const named = it && labelScore(hit.row.label, it, question, hit.row.section) > 0 ? it : null;
  const op = operandOf(hit.row, hit.column, plan.year, named, src.rows);
  return [{ year: plan.year, ev: { value: op.value, text: op.printed, operands: [op] } }];
}

/** Each year's figure (one, several to average, or this year and last to compare); null with what was missing. */
function yearlyFigures(
  plan: FigurePlan,
  src: RowSource,
  question: string,
): { out: { year: number; ev: Evaluated }[] | null; missing: string } {
  const named = namedRowFigure(plan, src, question);
  if (named) return { out: named, missing: "" };
  if (!plan.exprs.length) return { out: null, missing: "" };
  if (plan.compare) {
    // A trend "as of" one year is read over the years the statements present (up to three); a
    // comparison of two named years over those two. The year before is context: without it, the
    // asked year alone still answers.
    const spans = plan.period.years.length <= 1 ? [3, 2] : [2];
    for (const n of spans) {
      const years = Array.from({ length: n }, (_, i) => plan.year - n + 1 + i);
      const got = yearlyFigures({ ...plan, compare: false, years }, src, question);
      if (got.out) return got;
    }
    return yearlyFigures({ ...plan, compare: false }, src, question);
  }
  const years = plan.years;
  const out: { year: number; ev: Evaluated }[] = [];
  for (const y of years) {
    const { ev, missing } = figureFor(plan, src, y, question);
    if (!ev) return { out: null, missing };
    out.push({ year: y, ev });
  }
  return { out, missing: "" };
}

/** A ratio's or an amount's change as a share of where it started ("a change of 3.4%"); none from zero. */
function relativeChange(before: number, now: number): string {
  return before === 0 ? "" : `, a change of ${groupDigits(((now - before) / Math.abs(before)) * 100, 1)}%`;
}

/** The figure's name; a formula the question gave is shown as it gave it. */
function titleOf(plan: FigurePlan): string {
  if (!plan.defined || plan.defined === plan.name) return plan.name;
  return `${plan.name} (as the question defines it: ${plan.defined})`;
}

function compose(
  plan: FigurePlan,
  figures: { year: number; ev: Evaluated }[],
): { value: string; formula?: string; sentence: string } {
  const ops = figures.flatMap((f) => f.ev.operands);
  const last = figures[figures.length - 1];
  const name = titleOf(plan);
  if (plan.direct) {
    const value = valueText(plan, last.ev.value, ops);
    // An item printed as its parts (cost of products + cost of services) shows the sum.
    if (ops.length > 1) return { value, formula: last.ev.text, sentence: `${name}, ${periodName(ops[0])}: ${value}` };
    return { value, sentence: `${ops[0].row.label}, ${periodName(ops[0])}: ${value}` };
  }
  if (plan.compare && figures.length >= 2) {
    // The direction word and the change come from the same unrounded figures, rounded once:
    // 18.545% against 19.389% is a change of 0.8 points, not 18.5 − 19.4.
    const prior = figures[figures.length - 2];
    const [before, now] = [prior, last].map((f) => valueText(plan, f.ev.value, f.ev.operands));
    const dir = last.ev.value > prior.ev.value ? "up" : last.ev.value < prior.ev.value ? "down" : "unchanged";
    const points = groupDigits((last.ev.value - prior.ev.value) * 100, plan.format.decimals ?? 1);
    const change =
      plan.output === "percent" ? `, a change of ${points} points` : relativeChange(prior.ev.value, last.ev.value);
    const earlier = figures
      .slice(0, -2)
      .map((f) => `FY${f.year}: ${valueText(plan, f.ev.value, f.ev.operands)}`)
      .join(", ");
    return {
      value: now,
      formula: figures.map((f) => `FY${f.year}: ${f.ev.text}`).join("; "),
      sentence: `${name} in FY${plan.year}: ${now}, ${dir} from ${before} in FY${prior.year}${change}${earlier ? ` (${earlier})` : ""}`,
    };
  }
  if (figures.length > 1) {
    const mean = figures.reduce((s, f) => s + f.ev.value, 0) / figures.length;
    const value = valueText(plan, mean, ops);
    const each = figures.map((f) =>
      plan.output === "percent" ? `${groupDigits(f.ev.value * 100, 2)}%` : valueText(plan, f.ev.value, f.ev.operands),
    );
    return {
      value,
      formula: `(${each.join(" + ")}) / ${figures.length}`,
      sentence: `${name}, FY${figures[0].year}\u2013FY${last.year} average: ${value}`,
    };
  }
  const value = valueText(plan, last.ev.value, ops);
  return { value, formula: last.ev.text, sentence: `${name} in FY${last.year}: ${value}` };
}

const ADJUSTED = /\b(?:adjusted|non-gaap|non gaap)\b/i;

/**
 * An adjusted (non-GAAP) figure is the company's own, not one to compute: a row labelled with the
 * qualifier and the question's words ("Non-GAAP operating margin") answers as printed.
 */
function asReported(plan: FigurePlan, src: RowSource, question: string): FigurePlan | null {
  if (!ADJUSTED.test(question.replace(/\bunadjusted\b/gi, "")) || plan.compare || plan.years.length > 1) return null;
  const hit = askedRow(src, question, plan.year, plan.quarter);
  if (!hit || !ADJUSTED.test(hit.row.label)) return null;
  const percent = hit.row.values.find((v) => v.column === hit.column)?.percent === true;
  return { ...plan, direct: true, exprs: [], name: hit.row.label, output: percent ? "percent" : "amount" };
}

/** "Which … had the highest …": the table's row with the extreme figure, cited. */
function superlativeAnswer(question: string, evidence: LabelledEvidence[], pages: PageLookup): FigureResult | null {
  if (!askedSuperlative(question)) return null;
  const extreme = superlativeRow(question, rowSource(pagesOf(evidence), pages).rows, pages);
  if (!extreme) return null;
  const text = superlativeSentence(question, extreme);
  const { citations, operands } = citeOperands([extreme.op], evidence, pages);
  const figure: ClaimFigure = { value: operands[0].printed, operands };
  const trace = { asked: "the highest or lowest row", found: true, why: "compared the table's rows" };
  return { claim: { text, citations, figure }, trace };
}

export function figureAnswer(question: string, evidence: LabelledEvidence[], pages: PageLookup): FigureResult | null {
  if (!evidence.length) return null;
  const best =
    applicabilityAnswer(question, evidence, pages) ??
    consistencyAnswer(question, evidence, pages) ??
    superlativeAnswer(question, evidence, pages) ??
    bundleAnswer(question, evidence, pages) ??
    revisionAnswer(question, evidence, pages) ??
    quarterShareAnswer(question, evidence, pages) ??
    compositionAnswer(question, evidence, pages) ??
    compareRowsAnswer(question, evidence, pages) ??
    growthOutlookAnswer(question, evidence, pages);
  if (best) return best;
  const planned = planFigure(question);
  if (!planned) return null;
  const read = pagesOf(evidence);
  const src = withStatementHalves(rowSource(read, pages), read, pages);
  const plan = asReported(planned, src, question) ?? planned;
  let { out, missing } = yearlyFigures(plan, src, question);
  if (!out) ({ out, missing } = yearlyFigures(plan, withNearbyStatements(src, read, pages), question));
  // A year the question asks about may be a row of a table by year (expected payments), not a column.
  if (!out) return missing ? abstention(plan, missing, evidence) : yearRowAnswer(question, evidence, pages);
  const { value, formula, sentence } = compose(plan, out);
  const { citations, operands } = citeOperands(
    out.flatMap((f) => f.ev.operands),
    evidence,
    pages,
  );
  const figure: ClaimFigure = { value, ...(formula ? { formula } : {}), operands };
  // A yes/no question hears "Yes" or "No" first, then the figure, its formula and what it was judged by.
  const text = withVerdict(formula ? `${sentence} = ${formula}` : sentence, figureVerdict(question, plan, out));
  return {
    claim: { text, citations, figure },
    trace: { asked: plan.name, found: true, why: plan.direct ? "read off its row" : "computed from cited rows" },
  };
}

/**
 * "Which segment had the highest net revenue in FY2021?": a table whose rows are the
 * candidates (segments, instruments, regions) read as rows, and the row with the highest
 * or lowest figure in the asked year's column named with its figure. The table is the one
 * whose title lines or labels share most words with the question, the measure among them
 * ("notional value" meets "the notional amounts of our derivative instruments").
 */
import type { PageLayout } from "../../types";
import { askedFormat, askedPeriod, targetYear } from "./asked";
import type { PageLookup } from "../cite/cite";
import { formatAmount } from "./figure-format";
import { words } from "../tables/line-items";
import { columnFor, operandOf, type Operand } from "./operands";
import { pickExtreme, segmentExtreme, shareOfSum } from "./segment-superlative";
import { meets } from "../cite/word-match";
import type { StatementRow } from "../tables/statement-rows";

export interface Superlative {
  highest: boolean;
  /** What is compared, as the question says it ("net revenue"). */
  measure: string;
  /** What the candidates are ("business segments", "region"); "" for "which one". */
  kind: string;
}

const EXTREME = /\bwhich\b[^?]*?\b(?:the )?(highest|largest|biggest|greatest|most|lowest|smallest|least)\s+/.source;
const MEASURE = /([a-z][a-z &-]*?)(?=\s+(?:in|for|during|as of|at|among|of|from|on|within)\b|[?,.]|$)/.source;
const ASKED = new RegExp(EXTREME + MEASURE, "i");
const VERB = /\s+(?:had|has|have|was|is|were|received|generated|contributed|saw|recorded)\b/.source;
const KIND = new RegExp(/\bwhich\s+(?:of\s+(?:the\s+)?(?:\S+['\u2019]s\s+)?)?([a-z][a-z -]*?)/.source + VERB, "i");
/** Lines above a table's first row that may name it. */
const TITLE_LINES = 6;
const KIND_LINES = 3;
const MIN_ROWS = 3;

export function askedSuperlative(question: string): Superlative | null {
  const m = ASKED.exec(question);
  if (!m) return null;
  const kind = KIND.exec(question)?.[1].replace(/^one$/i, "") ?? "";
  return { highest: !/^(?:lowest|smallest|least)$/i.test(m[1]), measure: m[2].trim(), kind };
}

/** The rows of one table: same page, same column heads. */
function tables(rows: StatementRow[]): StatementRow[][] {
  const out = new Map<StatementRow["columns"], StatementRow[]>();
  for (const r of rows) out.set(r.columns, [...(out.get(r.columns) ?? []), r]);
  return [...out.values()];
}

/** Words of the table's title and labels the question shares; whether the measure and the kind are among them. */
function tableScore(table: StatementRow[], layout: PageLayout | undefined, asked: Set<string>, s: Superlative) {
  const at = layout ? layout.lines.findIndex((l) => table[0].quote.startsWith(l.text)) : -1;
  const lines = at > 0 ? layout!.lines : [];
  const above = (n: number) =>
    lines
      .slice(Math.max(0, at - n), at)
      .map((l) => l.text)
      .join(" ");
  const labels = table.map((r) => r.label).join(" ");
  const seen = words(`${above(TITLE_LINES)} ${labels}`);
  // The kind names the rows themselves: in their labels or the table's own heading, not a paragraph before it.
  const near = words(`${above(KIND_LINES)} ${labels}`);
  const kind = [...words(s.kind)];
  // "region" names "Regional Operations": the kind meets a word of the labels or heading.
  const fits =
    [...words(s.measure)].some((w) => seen.has(w)) &&
    (!kind.length || kind.some((w) => [...near].some((n) => meets(w, n))));
  return { shared: [...asked].filter((w) => seen.has(w)).length, fits };
}

/** Candidate rows: amounts in the asked column; not totals, sums this reader made, nor the measure itself. */
function candidates(table: StatementRow[], year: number, quarter: boolean, measure: Set<string>): Operand[] {
  const out: Operand[] = [];
  for (const row of table) {
    const derived = row.values.some((v) => v.printed.includes("+"));
    if (/^(?:total|net change|subtotal)\b/i.test(row.label) || derived) continue;
    // "Adjusted EBITDAR" is the measure's total, not one of the candidates compared by it.
    if ([...words(row.label)].some((w) => measure.has(w))) continue;
    const column = columnFor(row, year, quarter);
    const percent = row.values.find((v) => v.column === column)?.percent ?? true;
    if (column >= 0 && !percent) out.push(operandOf(row, column, year, null));
  }
  return out;
}

/** The asked period in several columns: the columns split the figures by another dimension (segments). */
function splitColumns(columns: StatementRow["columns"], column: number): boolean {
  const c = columns[column];
  return columns.filter((x) => x.year === c.year && x.months === c.months).length > 1;
}

/** Only the block the question names ("among the short-term investments"), when it names a heading of the table. */
function askedSection(ops: Operand[], asked: Set<string>): Operand[] {
  const named = ops.filter((o) => {
    const w = [...words(o.row.section)];
    return w.length > 0 && w.every((x) => asked.has(x));
  });
  return named.length ? named : ops;
}

export interface Extreme {
  op: Operand;
  /** What had the extreme figure when it is not the row (a segment named over its columns). */
  name?: string;
  /** The row's share of the table's total row, else of the compared rows' sum when every one of them is positive. */
  share: number | null;
  /** The share is of a total the table prints. */
  ofTotal?: boolean;
}

/** The table's printed total in the column, when it has one: the whole the candidates are parts of. */
function printedTotal(table: StatementRow[], column: number): number | null {
  const total = table.find((r) => /^total\b/i.test(r.label) && !r.values.some((v) => v.printed.includes("+")));
  const v = total?.values.find((x) => x.column === column);
  return v && !v.percent && v.value > 0 ? v.value * total!.scale : null;
}

export function superlativeRow(question: string, rows: StatementRow[], pages: PageLookup): Extreme | null {
  const s = askedSuperlative(question);
  const period = askedPeriod(question);
  const year = targetYear(period);
  if (!s || year === null) return null;
  const asked = words(question);
  const measure = words(s.measure);
  let best: { ops: Operand[]; shared: number; table: StatementRow[] } | null = null;
  for (const table of tables(rows)) {
    const ops = askedSection(candidates(table, year, period.quarter !== null, measure), asked);
    if (ops.length < MIN_ROWS || splitColumns(table[0].columns, ops[0].column)) continue;
    const { shared, fits } = tableScore(table, pages(table[0].page), asked, s);
    if (fits && (!best || shared > best.shared)) best = { ops, shared, table };
  }
  if (!best) return segmentExtreme(rows, s.measure, s.highest, year, period.quarter !== null);
  const op = pickExtreme(best.ops, (o) => o.value, s.highest);
  const total = printedTotal(best.table, op.column);
  if (total && op.value > 0 && op.value <= total) return { op, share: op.value / total, ofTotal: true };
  return {
    op,
    share: shareOfSum(
      best.ops.map((o) => o.value),
      op.value,
    ),
  };
}

/** "Cross currency swaps had the highest notional value, 2021: $32,502 million (60% of the rows compared)". */
export function superlativeSentence(question: string, { op, share, name, ofTotal }: Extreme): string {
  const s = askedSuperlative(question)!;
  const period = op.row.columns[op.column].label || `FY${op.year}`;
  const value = formatAmount(op.value, askedFormat(question), op.row.scale, /per share/i.test(op.row.label));
  const whole = ofTotal ? "the total" : "the rows compared";
  const part = share === null ? "" : ` (${Math.round(share * 100)}% of ${whole})`;
  return `${name ?? op.row.label} had the ${s.highest ? "highest" : "lowest"} ${s.measure}, ${period}: ${value}${part}`;
}

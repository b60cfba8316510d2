/**
 * "What is the nature of the restructuring liability?", "what is it made up of?": a table
 * whose columns split a total into kinds ("Employee Costs", "Other Costs", "Total") answers
 * with the asked row's parts, each with its share of the total, largest first.
 */
import { askedFormat } from "./asked";
import type { PageLookup } from "../cite/cite";
import { formatAmount } from "./figure-format";
import { pagesOf } from "./figure-parts";
import { rowCitation, type FigureResult } from "./figure-result";
import { words } from "../tables/line-items";
import type { LabelledEvidence } from "../chat/prompt";
import { sharedWords } from "../cite/word-match";
import { categoryTables, type YearRow, type YearTable } from "../tables/year-rows";

const ASKED = /\b(?:nature|composition|composed|breakdown|break down|made up|consists?|comprised?|split)\b/i;
const TOTAL = /^total\b/i;
/** Question words the table (title, heads, labels) must share. */
const MIN_SHARED = 2;

/** The table that best fits the question, with a total column, and the row asked (the latest that names it). */
function bestTable(question: string, evidence: LabelledEvidence[], pages: PageLookup) {
  const asked = words(question);
  let best: { table: YearTable; row: YearRow; total: number; score: number } | null = null;
  for (const p of pagesOf(evidence)) {
    const layout = pages(p);
    for (const table of layout ? categoryTables(layout) : []) {
      const total = table.heads.findIndex((h) => TOTAL.test(h));
      if (total < 0) continue;
      const text = [...table.title, ...table.heads, ...table.rows.map((r) => r.label)].join(" ");
      const score = sharedWords(asked, text);
      const named = table.rows.filter((r) => sharedWords(asked, r.label) > 0 && (r.values[total]?.value ?? 0) > 0);
      const row = named[named.length - 1];
      if (row && score >= MIN_SHARED && (!best || score > best.score)) best = { table, row, total, score };
    }
  }
  return best;
}

export function compositionAnswer(
  question: string,
  evidence: LabelledEvidence[],
  pages: PageLookup,
): FigureResult | null {
  if (!ASKED.test(question) || !evidence.length) return null;
  const hit = bestTable(question, evidence, pages);
  if (!hit) return null;
  const { table, row, total } = hit;
  const whole = row.values[total]!.value;
  const parts = row.values
    .map((v, i) => ({ i, v }))
    .filter((x) => x.i !== total && x.v && x.v.value !== 0)
    .sort((a, b) => b.v!.value - a.v!.value);
  if (parts.length < 2) return null;
  const format = askedFormat(question);
  const amount = (n: number) => formatAmount(n * table.scale, format, table.scale);
  const shares = parts.map(
    (x) => `${table.heads[x.i]} ${amount(x.v!.value)} (${Math.round((x.v!.value / whole) * 100)}%)`,
  );
  const text = `${row.label}: ${table.heads[total]} ${amount(whole)}, of which ${shares.join(", ")}`;
  const operands = [total, ...parts.map((x) => x.i)].map((i) => ({
    label: table.heads[i],
    period: row.label,
    value: row.values[i]!.value * table.scale,
    printed: row.values[i]!.printed,
    citation: 0,
  }));
  const largest = parts[0].v!.value;
  return {
    claim: {
      text,
      citations: [rowCitation(table.page, row.quote, evidence, pages)],
      figure: {
        value: `${Math.round((largest / whole) * 100)}%`,
        formula: `${row.values[parts[0].i]!.printed} / ${row.values[total]!.printed}`,
        operands,
      },
    },
    trace: { asked: "the parts of a total", found: true, why: "each column's share of the total column" },
  };
}

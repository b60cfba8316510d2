/**
 * "How much did the company expect to pay its retirees in 2024?": the asked year is a row
 * of a table laid out by year (expected benefit payments, debt maturities, lease payments),
 * and the answer is that row, every figure named by its column.
 */
import { askedFormat, askedPeriod } from "./asked";
import type { PageLookup } from "../cite/cite";
import { rowCitation, type FigureResult } from "./figure-result";
import { formatAmount } from "./figure-format";
import { pagesOf } from "./figure-parts";
import { words } from "../tables/line-items";
import type { LabelledEvidence } from "../chat/prompt";
import type { ClaimFigure } from "../types";
import { sharedWords } from "../cite/word-match";
import { yearTables, type YearRow, type YearTable } from "../tables/year-rows";

/** Question words the table's title and heads must share ("retirees", "expected", "pay"…"payments"). */
const MIN_SHARED = 2;

/** The table's name: its shortest title line that reads as a heading (no sentence end). */
function tableName(t: YearTable): string {
  const heads = t.title.filter((l) => /\p{L}{3}/u.test(l) && !/[.:;,]$/.test(l.trim()) && !/\d/.test(l));
  return heads.sort((a, b) => a.length - b.length)[0] ?? "";
}

function best(question: string, evidence: LabelledEvidence[], pages: PageLookup) {
  const years = askedPeriod(question).years;
  const asked = words(question);
  let top: { table: YearTable; row: YearRow; score: number } | null = null;
  for (const p of pagesOf(evidence)) {
    const layout = pages(p);
    for (const table of layout ? yearTables(layout) : []) {
      const row = table.rows.findLast((r) => r.year !== null && years.includes(r.year));
      const score = row ? sharedWords(asked, [...table.title, ...table.heads].join(" ")) : 0;
      if (row && score >= MIN_SHARED && (!top || score > top.score)) top = { table, row, score };
    }
  }
  return top;
}

export function yearRowAnswer(question: string, evidence: LabelledEvidence[], pages: PageLookup): FigureResult | null {
  const hit = evidence.length ? best(question, evidence, pages) : null;
  if (!hit) return null;
  const { table, row } = hit;
  const format = askedFormat(question);
  const parts = row.values.flatMap((v, i) =>
    v ? [{ head: table.heads[i], value: v.value * table.scale, printed: v.printed }] : [],
  );
  if (!parts.length) return null;
  const shown = parts.map((x) => formatAmount(x.value, format, table.scale));
  const name = tableName(table);
  const values = parts.map((x, i) => `${x.head ? `${x.head} ` : ""}${shown[i]}`).join("; ");
  const text = `${name ? `${name}, ` : ""}${row.label}: ${values}`;
  const citation = rowCitation(table.page, row.quote, evidence, pages);
  const figure: ClaimFigure = {
    value: shown[0],
    operands: parts.map((x) => ({
      label: x.head || name,
      period: row.label,
      value: x.value,
      printed: x.printed,
      citation: 0,
    })),
  };
  return {
    claim: { text, citations: [citation], figure },
    trace: {
      asked: `${name || "the table"} for ${row.label}`,
      found: true,
      why: "read off the row for the asked year",
    },
  };
}

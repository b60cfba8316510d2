/**
 * "How did US sales growth compare to international sales growth in FY2022?": the rows the
 * question names (U.S., International) of a table with a change column ("% Change
 * Reported"), each row's printed change side by side, from the table for the asked span
 * (the full year's, or the quarter's when a quarter is asked).
 */
import { askedPeriod } from "./asked";
import type { PageLookup } from "../cite/cite";
import { groupDigits } from "./figure-format";
import { pagesOf } from "./figure-parts";
import { rowCitation, type FigureResult } from "./figure-result";
import type { LabelledEvidence } from "../chat/prompt";
import { categoryTables, type YearRow, type YearTable } from "../tables/year-rows";
import { fold } from "../../text/fold";
import { GROWTH } from "./formulas";

const ASKED_COMPARE = /\b(?:compare[sd]?|versus|vs\.?|relative to|against)\b/i;
const CHANGE_HEAD = /\b(?:reported|change|growth)\b|%/i;
const QUARTER_SPAN = /\bQ[1-4]\b|\bquarter\b|\bthree months\b|\b13 weeks\b/i;
const YEAR_SPAN = /\bfull[- ]year\b|\btwelve months\b|\bfiscal year\b|\byears? ended\b|\b52 weeks\b/i;

/** Lower case, "U.S." as "us", words only. */
const wordsOf = (text: string) => fold(text, "words").split(" ").filter(Boolean);

/** Rows whose every label word the question says. */
function namedRows(table: YearTable, asked: Set<string>): YearRow[] {
  return table.rows.filter((r) => {
    const label = wordsOf(r.label);
    return label.length > 0 && label.every((w) => asked.has(w));
  });
}

function spanFit(table: YearTable, quarter: boolean): number {
  const title = table.title.join(" ");
  return (quarter ? QUARTER_SPAN : YEAR_SPAN).test(title) ? 1 : 0;
}

function bestTable(question: string, evidence: LabelledEvidence[], pages: PageLookup) {
  const asked = new Set(wordsOf(question));
  const quarter = askedPeriod(question).quarter !== null;
  let best: { table: YearTable; rows: YearRow[]; column: number; fit: number } | null = null;
  for (const p of pagesOf(evidence)) {
    const layout = pages(p);
    for (const table of layout ? categoryTables(layout) : []) {
      const column = table.heads.findIndex((h) => CHANGE_HEAD.test(h) && !/^\d{4}$/.test(h));
      const rows = namedRows(table, asked).filter((r) => column >= 0 && r.values[column]);
      const fit = spanFit(table, quarter);
      if (rows.length >= 2 && (!best || fit > best.fit)) best = { table, rows, column, fit };
    }
  }
  return best;
}

/** "(0.6)%" as "−0.6%", "3.0%" as it is. */
function shown(v: { value: number; printed: string }): string {
  const decimals = /\.(\d+)/.exec(v.printed)?.[1].length ?? 0;
  return `${groupDigits(v.value, decimals)}%`;
}

export function compareRowsAnswer(
  question: string,
  evidence: LabelledEvidence[],
  pages: PageLookup,
): FigureResult | null {
  if (!GROWTH.test(question) || !ASKED_COMPARE.test(question) || !evidence.length) return null;
  const hit = bestTable(question, evidence, pages);
  if (!hit) return null;
  const { table, rows, column } = hit;
  const name = [table.title[table.title.length - 1], table.heads[column]].filter(Boolean).join(", ");
  const parts = rows.map((r) => `${r.label} ${shown(r.values[column]!)}`);
  const operands = rows.map((r, i) => ({
    label: r.label,
    period: name,
    value: r.values[column]!.value / 100,
    printed: r.values[column]!.printed,
    citation: i,
  }));
  return {
    claim: {
      text: `${name}: ${parts.join(" vs ")}`,
      citations: rows.map((r) => rowCitation(table.page, r.quote, evidence, pages)),
      figure: { value: parts.join(" vs "), operands },
    },
    trace: { asked: "the named rows' change", found: true, why: "each named row's printed change, side by side" },
  };
}

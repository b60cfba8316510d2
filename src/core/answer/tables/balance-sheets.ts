/**
 * The balance sheets of a document as row lists: every page that presents one, joined with
 * the page after it when the sheet runs over (assets on one page, liabilities and equity on
 * the next, under the same period heads but without the title repeated).
 */
import { statementOfPage } from "../../navigate/statement-detect";
import type { PageLayout } from "../../types";
import { statementRows, type StatementRow } from "./statement-rows";

/** The closing row of a sheet: "Total liabilities and shareholders' equity", "… and capital". */
const CLOSING = /^total liabilities\b.*\b(?:equity|capital|deficit|deficiency)\b/i;
const MIN_CONTINUED_ROWS = 3;

const yearsOf = (rows: StatementRow[]) => rows[0]?.columns.map((c) => c.year).join(",") ?? "";

export function pageStatement(layout: PageLayout): string | null {
  return statementOfPage(
    layout.lines.slice(0, 8).map((l) => l.text),
    layout.lines,
  );
}

/** Each balance sheet's rows in reading order; `pages` in page order. */
export function balanceSheets(pages: readonly PageLayout[]): StatementRow[][] {
  const out: StatementRow[][] = [];
  const byNumber = new Map(pages.map((p) => [p.page, p]));
  for (const layout of pages) {
    if (pageStatement(layout) !== "balance") continue;
    const rows = statementRows(layout);
    if (!rows.length) continue;
    const prev = out[out.length - 1];
    // A second page titled as a balance sheet that goes on with the same sheet.
    if (prev && prev[prev.length - 1].page === layout.page - 1 && !prev.some((r) => CLOSING.test(r.label))) {
      if (yearsOf(prev) === yearsOf(rows) && !rows.some((r) => /^total assets\b/i.test(r.label))) {
        prev.push(...rows);
        continue;
      }
    }
    const next = byNumber.get(layout.page + 1);
    const closes = rows.some((r) => CLOSING.test(r.label));
    if (!closes && next && pageStatement(next) === null) {
      // The page goes on under its own heads, or under the sheet's when it repeats none.
      const own = statementRows(next);
      const more = own.length ? own : statementRows(next, rows[rows.length - 1].columns);
      if (more.length >= MIN_CONTINUED_ROWS && yearsOf(more) === yearsOf(rows)) {
        out.push([...rows, ...more]);
        continue;
      }
    }
    out.push([...rows]);
  }
  return out;
}

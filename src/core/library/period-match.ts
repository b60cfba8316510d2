/**
 * How well a document's period fits a year a question names. Fiscal years are named
 * differently by different companies: a year ending May 31, 2021 is "fiscal 2021"; a
 * retailer's year ending January 28, 2023 is "fiscal 2022" to the company and often
 * "FY2023" to an analyst; a quarter ending December 31, 2022 may belong to a fiscal year
 * 2023 that ends in June. So several readings fit, the document's own label best. An
 * annual report also covers earlier years in its comparative columns.
 */
import { monthOf, yearOf } from "./cover-dates";
import type { DocumentFacts } from "./document-facts";

const ANNUAL = new Set(["10-K", "20-F", "40-F"]);

export const isAnnual = (f: DocumentFacts) => f.form !== null && ANNUAL.has(f.form);
export const isQuarterly = (f: DocumentFacts) =>
  f.form === "10-Q" || (f.form === "earnings release" && f.quarter !== null && f.quarter < 4);

/** 1 for the year the document names for itself, less for the other fitting readings, 0 when none fits. */
export function yearFit(f: DocumentFacts, year: number): number {
  if (f.fiscal_year === year) return 1;
  const end = f.period_end ?? f.report_date;
  if (end && yearOf(end) === year) return 0.8;
  if (end && isAnnual(f) && monthOf(end) <= 2 && yearOf(end) - 1 === year) return 0.8;
  if (end && f.form === "10-Q" && yearOf(end) + 1 === year) return 0.6;
  return 0;
}

/** Years whose figures the document prints beside its own (comparative columns). */
export function coversYear(f: DocumentFacts, year: number): boolean {
  if (yearFit(f, year) > 0) return true;
  if (f.fiscal_year === null) return false;
  const back = isAnnual(f) ? 2 : f.form === "8-K" ? 0 : 1;
  return year < f.fiscal_year && year >= f.fiscal_year - back;
}

/** A whole year's report (an annual report, a fourth-quarter release): it sets out what the next year should bring. */
const isFullYear = (f: DocumentFacts) => isAnnual(f) || (f.form === "earnings release" && f.quarter === 4);

/**
 * For what a year is expected to bring, the full-year report of the year before fits
 * best: that is where the expectation is first published (and set beside the year just
 * ended). The year's own filings and other filings of the year before restate it.
 */
function outlookFit(f: DocumentFacts, year: number): number {
  const first = isFullYear(f) ? yearFit(f, year - 1) : 0;
  return Math.max(first, 0.9 * yearFit(f, year), 0.9 * yearFit(f, year - 1));
}

/**
 * The best fit over the question's years: the latest year weighs most (a range is
 * reported by its last year's filing). For an outlook ("expected in FY2023") the year
 * before fits as well (outlookFit); pass `outlook` false when the question names the
 * quarter it was said in ("as of Q1 FY2023, guidance for FY2023").
 */
export function periodScore(f: DocumentFacts, years: number[], outlook = false): number {
  if (years.length === 0) return 0;
  const last = years[years.length - 1];
  const own = outlook ? outlookFit(f, last) : yearFit(f, last);
  if (own > 0) return own;
  const others = Math.max(0, ...years.map((y) => yearFit(f, y)));
  if (others > 0) return 0.5 * others;
  return years.every((y) => coversYear(f, y)) ? 0.4 : 0;
}

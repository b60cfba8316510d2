/**
 * Document facts: what a filing says about itself on its cover — company, form type,
 * the period it covers. Read once at ingest from the first pages of the layout and
 * stored with the document, so a question over a library can be routed without
 * opening every document. Rules read the cover's own wording; a fact not printed there
 * stays null rather than guessed (from the file name, say).
 */
import type { PageLayout } from "../types";
import { DATE_PATTERN, isoFromMatch, firstDate, monthOf, quarterNumber, yearOf } from "./cover-dates";
import { readCompany, readTickers } from "./cover-company";

export type FormType = "10-K" | "10-Q" | "8-K" | "20-F" | "40-F" | "6-K" | "earnings release";

export interface DocumentFacts {
  /** Facts format, so a stored record from an older reader can be told apart. */
  version: 1;
  company: string | null;
  tickers: string[];
  form: FormType | null;
  /** ISO date the covered period ends (fiscal year or quarter), as printed. */
  period_end: string | null;
  /** ISO date of an 8-K's report or a release's dateline. */
  report_date: string | null;
  /** The fiscal year the document names ("Fiscal 2022", "full year 2022"), else the year its period ends. */
  fiscal_year: number | null;
  /** The quarter a quarterly document covers when its cover names it. */
  quarter: 1 | 2 | 3 | 4 | null;
}

/** Pages a cover may spill over (a release's dateline, a name on page 2, a 10-K's "the terms … mean"). */
export const COVER_PAGES = 5;

const SEC_FORM = /\bFORM\s+(10-K|10-Q|8-K|20-F|40-F|6-K)\b/i;
const RELEASE =
  /\b(today\s+(reported|announced|reports|announces)|for immediate release|(reports|announces)\b.{0,80}\bresults)\b/i;
// "quarter ended", and "first quarter fiscal 2024 ended April 30, 2023" with the period's own name between.
const PERIOD_END =
  /(?:year|period|quarter|weeks|months)(?:\s+(?:of\s+)?(?:fiscal\s+)?(?:year\s+)?(?:19|20)\d{2})?[”"’)]{0,3}\s+end(?:ed|ing)\b/gi;
const REPORT_DATE = /date of (?:report|earliest event)/i;

function readForm(firstLines: string[], joined: string): FormType | null {
  const sec = firstLines
    .slice(0, 15)
    .map((l) => SEC_FORM.exec(l))
    .find((m) => m);
  if (sec) return sec[1].toUpperCase() as FormType;
  return RELEASE.test(joined) && /\bresults\b/i.test(joined) && /\b(quarter|full[- ]year|fiscal)\b/i.test(joined)
    ? "earnings release"
    : null;
}

/** The first printed date within a short reach after "year ended", "period ended"… */
function readPeriodEnd(joined: string): string | null {
  for (const m of joined.matchAll(PERIOD_END)) {
    const tail = joined.slice(m.index + m[0].length, m.index + m[0].length + 70);
    const d = DATE_PATTERN.exec(tail);
    if (d && d.index < 50) return isoFromMatch(d);
  }
  return null;
}

const QUARTER_WORD = "(first|second|third|fourth|1st|2nd|3rd|4th)";
const YEAR = "((?:19|20)\\d{2})";
const LABELS: { rx: RegExp; quarter?: number; year: number }[] = [
  {
    rx: new RegExp(`\\b${QUARTER_WORD}[- ]quarter(?:\\s+(?:of\\s+)?(?:fiscal\\s+)?(?:year\\s+)?${YEAR})?`, "i"),
    quarter: 1,
    year: 2,
  },
  { rx: new RegExp(`\\b${YEAR}\\s+${QUARTER_WORD}[- ]quarter`, "i"), quarter: 2, year: 1 },
  { rx: new RegExp(`\\bQ([1-4])\\s*(?:FY\\s*)?${YEAR}\\b`, "i"), quarter: 1, year: 2 },
  { rx: new RegExp(`\\b(?:full[- ]year|fiscal(?:\\s+year)?)\\s+${YEAR}\\b`, "i"), year: 1 },
];

/** "Fourth Quarter Fiscal 2022", "2022 Fourth-Quarter", "full year 2022" in a release's opening lines. */
function readLabel(head: string): { quarter: 1 | 2 | 3 | 4 | null; year: number | null } {
  let quarter: 1 | 2 | 3 | 4 | null = null;
  let year: number | null = null;
  for (const { rx, quarter: qi, year: yi } of LABELS) {
    const m = rx.exec(head);
    if (!m) continue;
    if (qi && quarter === null) quarter = quarterNumber(m[qi].length === 1 ? `q${m[qi]}` : m[qi]);
    if (year === null && m[yi]) year = Number(m[yi]);
  }
  return { quarter, year };
}

/** The "(first) quarter of (fiscal) 2021" a quarterly report names most often, or null. */
function mostNamedQuarter(text: string): { quarter: 1 | 2 | 3 | 4; year: number } | null {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(
    /\b(first|second|third|fourth) quarter of (?:fiscal )?(?:year )?((?:19|20)\d{2})\b/gi,
  )) {
    const key = `${quarterNumber(m[1])}:${m[2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [q, y] = best[0].split(":").map(Number);
  return { quarter: q as 1 | 2 | 3 | 4, year: y };
}

/** Which quarter and fiscal year the document names for itself, by form. */
function readOwnPeriod(
  form: FormType | null,
  pageLines: string[][],
): { quarter: 1 | 2 | 3 | 4 | null; year: number | null } {
  if (form === "10-Q") return mostNamedQuarter(pageLines.flat().join(" ")) ?? { quarter: null, year: null };
  if (form === "10-K" || form === "20-F" || form === "40-F") return { quarter: null, year: null };
  return readLabel((pageLines[0] ?? []).slice(0, 25).join(" "));
}

function readReportDate(form: FormType | null, joined: string): string | null {
  if (form === "earnings release") return firstDate(joined);
  if (form !== "8-K") return null;
  const at = joined.search(REPORT_DATE);
  return firstDate(at >= 0 ? joined.slice(at) : joined);
}

/**
 * The year a dated release reports when its cover prints no year for the period: a
 * full-year or fourth-quarter release comes out early in the next year ("February 8,
 * 2023" reports 2022); any other reports the year it is dated.
 */
function reportedYear(quarter: 1 | 2 | 3 | 4 | null, joined: string, report_date: string | null): number | null {
  if (!report_date) return null;
  const fullYear = quarter === 4 || /\b(full[- ]year|fourth[- ]quarter|year[- ]end)\b/i.test(joined);
  return fullYear && monthOf(report_date) <= 4 ? yearOf(report_date) - 1 : yearOf(report_date);
}

/** Facts read from a document's first pages; pages past the cover are never read. */
export function readDocumentFacts(pages: readonly PageLayout[]): DocumentFacts {
  const cover = [...pages].sort((a, b) => a.page - b.page).slice(0, COVER_PAGES);
  const pageLines = cover.map((p) => p.lines.map((l) => l.text));
  const first = pageLines[0] ?? [];
  const joined = first.join(" ");
  const form = readForm(first, joined);
  const period_end = form === "8-K" ? null : readPeriodEnd(joined);
  const report_date = readReportDate(form, joined);
  const own = readOwnPeriod(form, pageLines);
  return {
    version: 1,
    company: readCompany(pageLines),
    tickers: readTickers(pageLines.slice(0, 2).flat()),
    form,
    period_end,
    report_date,
    fiscal_year: own.year ?? (period_end ? yearOf(period_end) : null) ?? reportedYear(own.quarter, joined, report_date),
    quarter: own.quarter,
  };
}

/**
 * Fiscal years from column heads. A question names fiscal periods ("Q1 FY2024"); a statement
 * heads its columns with calendar dates ("Three Months Ended April 30, 2023"). For a company
 * whose fiscal year ends in January, that quarter is the first of fiscal 2024; for one whose
 * year ends in December it would be the second of 2023. So each column's fiscal year is worked
 * out from the date it ends and the month the company's fiscal year ends, read from the
 * filing's cover (document-facts.ts) or, failing that, from a full-year column on the
 * statements themselves.
 *
 * A fiscal year is named for the calendar year it ends in (fiscal 2024 ends January 31, 2024),
 * as analysts and most filers name it. A 52/53-week year ends on a weekday near a month's end,
 * sometimes in the first days of the next month ("January 1, 2023" closes 2022, "February 2,
 * 2019" closes January): such a date is read as the end of the month before.
 */
import type { DocumentFacts } from "../../library/document-facts";
import { MONTH_NAMES } from "../../text/english-words";
import type { ColumnHead } from "./column-heads";
import type { StatementRow } from "./statement-rows";

const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));
/** A 52/53-week period ends within this many days after the month it closes. */
const WEEK_SLIP_DAYS = 7;
const DATE = new RegExp(`\\b(${MONTHS.join("|").replace("sep", "sept?")})[a-z]*\\.?\\s+(\\d{1,2})\\b`, "i");
const MONTH_ONLY = new RegExp(`\\b(${MONTH_NAMES.join("|")})\\b`, "i");

/** The month (1–12) a period ending on `month`/`day` closes: a date in a month's first week closes the month before. */
export function closingMonth(month: number, day: number | null): number {
  return day !== null && day <= WEEK_SLIP_DAYS ? ((month + 10) % 12) + 1 : month;
}

/** The month (1–12) and day a head's date names ("April 30, 2023"; "Years Ended May 31"), or null. */
function headDate(label: string): { month: number; day: number | null } | null {
  const d = DATE.exec(label);
  if (d) return { month: MONTHS.indexOf(d[1].slice(0, 3).toLowerCase()) + 1, day: Number(d[2]) };
  const m = MONTH_ONLY.exec(label);
  return m ? { month: MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1, day: null } : null;
}

/** The month a document's fiscal year ends, from its cover: a year's end, or a quarter's end moved on to it. */
export function yearEndMonth(facts: Pick<DocumentFacts, "form" | "period_end" | "quarter">): number | null {
  if (!facts.period_end) return null;
  const month = closingMonth(Number(facts.period_end.slice(5, 7)), Number(facts.period_end.slice(8, 10)));
  if (facts.quarter) return ((month - 1 + 3 * (4 - facts.quarter)) % 12) + 1;
  return facts.form === "10-K" || facts.form === "20-F" || facts.form === "40-F" ? month : null;
}

/** The month a full-year column of the rows closes ("Years Ended May 31"), when the statements print one. */
export function yearEndFromColumns(rows: readonly StatementRow[]): number | null {
  for (const r of rows)
    for (const c of r.columns) {
      const d = c.months === 12 ? headDate(c.label) : null;
      if (d) return closingMonth(d.month, d.day);
    }
  return null;
}

/** The fiscal year a column reports, given the month the fiscal year ends (December when unknown). */
export function fiscalYearOf(head: ColumnHead, endMonth: number): number {
  const d = headDate(head.label);
  if (!d) return head.year;
  const month = closingMonth(d.month, d.day);
  // A date early in January that closes December belongs to the calendar year before.
  const year = month === 12 && d.month === 1 ? head.year - 1 : head.year;
  return month <= endMonth ? year : year + 1;
}

/**
 * The rows with each column's year read as the fiscal year it reports. Rows of one table share
 * their columns, and keep sharing them; a table whose years all stay is returned as it was.
 */
export function withFiscalYears(rows: StatementRow[], endMonth: number | null): StatementRow[] {
  const month = endMonth ?? 12;
  const moved = new Map<ColumnHead[], ColumnHead[]>();
  const columnsOf = (cols: ColumnHead[]): ColumnHead[] => {
    let out = moved.get(cols);
    if (!out) {
      const years = cols.map((c) => fiscalYearOf(c, month));
      out = years.every((y, i) => y === cols[i].year) ? cols : cols.map((c, i) => ({ ...c, year: years[i] }));
      moved.set(cols, out);
    }
    return out;
  };
  return rows.map((r) => {
    const columns = columnsOf(r.columns);
    return columns === r.columns ? r : { ...r, columns };
  });
}

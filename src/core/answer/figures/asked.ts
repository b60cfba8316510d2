/**
 * What a question asks for besides the line item: the period ("FY2019", "end of FY2019",
 * "between FY2021 and FY2022", "FY2018 – FY2020 three-year average", "Q2 FY2024"), the
 * unit ("in USD millions / billions", "in percents") and the rounding ("round to two
 * decimal places").
 */

export interface AskedPeriod {
  /** Fiscal years named, in order. */
  years: number[];
  /** The last year of a range and the span's length when the question names a range ("FY2016 to FY2018": 3). */
  range: { from: number; to: number } | null;
  /** A quarter (1–4) when asked ("Q2 FY2023"). */
  quarter: number | null;
  /** An average over the range is asked ("3 year average"). */
  average: boolean;
}

export interface AskedFormat {
  /** 1e6 for "in USD millions", 1e9 for billions; null when unsaid. */
  scale: number | null;
  /** The answer is asked in percents. */
  percent: boolean;
  /** Decimal places asked; null when unsaid. */
  decimals: number | null;
}

const YEAR_RX = /\b(?:FY|fiscal(?: year)?|F)\s?'?((?:19|20)?\d\d)\b|\b((?:19|20)\d\d)\b/gi;
const RANGE =
  /(?:FY|fiscal(?: year)?\s?)?\s?'?((?:19|20)\d\d)\s*(?:-|–|—|to|through|and)\s*(?:FY|fiscal(?: year)?\s?)?\s?'?((?:19|20)\d\d)\b/i;
const QUARTER = /\bQ([1-4])\b|\bQ([1-4])(?=['\s]?(?:FY)?\s?(?:19|20)?\d\d)|\b(first|second|third|fourth) quarter\b/i;
const ORDINAL: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };
const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, zero: 0 };

function fullYear(y: string): number {
  const n = Number(y);
  return n < 100 ? 2000 + n : n;
}

export function askedPeriod(question: string): AskedPeriod {
  const years: number[] = [];
  for (const m of question.matchAll(YEAR_RX)) {
    const y = fullYear(m[1] ?? m[2]);
    if (y >= 1990 && y <= 2100 && !years.includes(y)) years.push(y);
  }
  const r = RANGE.exec(question);
  const range = r ? { from: Number(r[1]), to: Number(r[2]) } : null;
  const q = QUARTER.exec(question);
  const quarter = q ? Number(q[1] ?? q[2]) || ORDINAL[(q[3] ?? "").toLowerCase()] : null;
  const average = /\baverage\b/i.test(question) && /\b(?:\d|two|three|four|five)[\s-]*years?\b/i.test(question);
  return { years, range: range && range.from < range.to ? range : null, quarter, average };
}

export function askedFormat(question: string): AskedFormat {
  const unit = /\b(?:in|usd|\$)\s*(?:usd\s*)?(millions|billions|thousands)\b/i.exec(question);
  const scale = unit ? { thousands: 1e3, millions: 1e6, billions: 1e9 }[unit[1].toLowerCase() as "millions"] : null;
  const percent =
    /\bpercents?\b|\bpercentage\b|\bas a %|%\s*margin\b|\bin %|\bmargin\b|\bgrowth\b|\bcagr\b|\brate\b|% of\b/i.test(
      question,
    );
  const d = /\bround(?:ed)?\b[^.?]*?\b(one|two|three|four|zero|\d)\s+decimal/i.exec(question);
  const decimals = d ? (WORDS[d[1].toLowerCase()] ?? Number(d[1])) : null;
  return { scale, percent, decimals };
}

/** The fiscal year the question is about: the last year it names (the end of a range). */
export function targetYear(p: AskedPeriod): number | null {
  if (p.range) return p.range.to;
  return p.years.length ? Math.max(...p.years) : null;
}

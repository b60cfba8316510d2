/**
 * What a question says about WHICH filing it needs, apart from what it asks: the years
 * ("FY2019", "fiscal 2019", "FY19", "in 2019", "Q2'2023", "2021 Q1"), the quarter, the
 * kind of filing ("10-K", "quarterly report", "earnings release"), and whether it
 * compares periods. Pure string work over the question.
 */
import { quarterNumber } from "./cover-dates";
import type { FormType } from "./document-facts";

export interface QuestionScope {
  /** Years named, ascending, each once. */
  years: number[];
  quarter: 1 | 2 | 3 | 4 | null;
  /** A half year ("H1 FY2023"): quarterly filings fit it. */
  half: boolean;
  forms: FormType[];
  /** Two or more periods set against each other ("between FY2018 and FY2022", "from 2016 to 2017"). */
  comparison: boolean;
  /** Asks across filings ("which of these filings…", "each company"). */
  acrossDocuments: boolean;
  /** Asks what was expected of a year ("guidance for 2023"): the filings of the year before speak of it too. */
  outlook: boolean;
}

const YEAR_PATTERNS: RegExp[] = [
  /\b(?:fy|cy|fiscal(?:\s+year)?|year|calendar\s+year)\s*'?\s*((?:19|20)\d{2}|\d{2})\b/gi,
  /\bq[1-4]\s*'?\s*((?:19|20)\d{2})\b/gi,
  /\b((?:19|20)\d{2})\b/g,
];

function readYears(q: string): number[] {
  const years = new Set<number>();
  for (const rx of YEAR_PATTERNS) {
    for (const m of q.matchAll(rx)) {
      const y = m[1].length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
      // A bare number is a year only in a plausible range; "2,019 employees" has a comma and never matches.
      if (y >= 1990 && y <= 2100) years.add(y);
    }
  }
  return [...years].sort((a, b) => a - b);
}

function readQuarter(q: string): 1 | 2 | 3 | 4 | null {
  const m = /\b(q[1-4])(?=\b|\s*'|(?:19|20)\d{2})/i.exec(q) ?? /\b(first|second|third|fourth)[- ]quarter\b/i.exec(q);
  return m ? quarterNumber(m[1]) : null;
}

const FORM_WORDS: [RegExp, FormType][] = [
  [/\b10[- ]?k\b|\bannual report\b/i, "10-K"],
  [/\b10[- ]?q\b|\bquarterly report\b/i, "10-Q"],
  [/\b8[- ]?k\b|\bcurrent report\b/i, "8-K"],
  [/\b(earnings|press) release\b|\bearnings (call|report)\b/i, "earnings release"],
  [/\b20[- ]?f\b/i, "20-F"],
];

const COMPARISON = /\b(between|from)\b[^?]{0,60}\b(and|to|through)\b|\bcompared?\b|\bversus\b|\bvs\.?\b|\bchange[ds]?\b|\b(increase|decrease|grow|growth|improv|declin)\w*\b/i;
const OUTLOOK = /\b(expect(s|ed|ing)?|guidance|outlook|forecast(s|ed)?|anticipate[sd]?)\b/i;
const ACROSS = /\b(which|each|all|every|across)\s+(of\s+)?(these|the|those)?\s*(filings|documents|reports|companies|firms)\b/i;

export function readQuestionScope(question: string): QuestionScope {
  const years = readYears(question);
  return {
    years,
    quarter: readQuarter(question),
    half: /\b(h[12]|first half|second half|six months)\b/i.test(question),
    forms: FORM_WORDS.filter(([rx]) => rx.test(question)).map(([, f]) => f),
    comparison: years.length >= 2 && COMPARISON.test(question),
    acrossDocuments: ACROSS.test(question),
    outlook: OUTLOOK.test(question),
  };
}

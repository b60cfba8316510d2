/**
 * What a question says about WHICH filing it needs, apart from what it asks: the years
 * ("FY2019", "fiscal 2019", "FY19", "in 2019", "Q2'2023", "2021 Q1"), the quarter, the
 * kind of filing ("10-K", "quarterly report", "earnings release"), and whether it
 * compares periods. Pure string work over the question.
 */
import { DATE_PATTERN, isoFromMatch, quarterNumber } from "./cover-dates";
import type { FormType } from "./document-facts";
import { QUESTION_SCOPE_WORDS as WORDS } from "./question-scope-words";

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
  /**
   * What the question asks is a kind of content one kind of filing carries: company-defined
   * ("adjusted", non-GAAP, EBITDA) figures and guidance are an earnings release's; risk
   * factors, legal proceedings, properties, employees and the auditor are an annual report's.
   */
  content: "release" | "annual" | null;
  /** The period end the question names ("three months ended September 30, 2022", "as of June 30, 2023"), ISO. */
  periodEnd: string | null;
  /** How long a period that end closes: a quarter ("three months", "quarter ended"), a year, or not said ("as of"). */
  span: "quarter" | "year" | null;
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

const COMPARISON = new RegExp(
  String.raw`\b(between|from)\b[^?]{0,60}\b(and|to|through)\b|\bcompared?\b|\bversus\b|\bvs\.?\b|\bchange[ds]?\b|` +
    String.raw`\b(${WORDS.changeStems})\w*\b`,
  "i",
);
/**
 * Looking ahead: "expects", "expected to", guidance. The bare adjective is left out: an
 * "expected return on plan assets" or "expected credit loss" is a figure of the year reported.
 */
const OUTLOOK = new RegExp(String.raw`\b(${WORDS.outlook})\b`, "i");
const ACROSS =
  /\b(which|each|all|every|across)\s+(of\s+)?(these|the|those)?\s*(filings|documents|reports|companies|firms)\b/i;

const RELEASE_CONTENT = new RegExp(String.raw`\b(${WORDS.releaseContent})\b`, "i");
const ANNUAL_CONTENT = new RegExp(String.raw`\b(${WORDS.annualContent})\b`, "i");

function readContent(q: string): QuestionScope["content"] {
  const release = RELEASE_CONTENT.test(q);
  const annual = ANNUAL_CONTENT.test(q);
  return release === annual ? null : release ? "release" : "annual";
}

const DATED_PERIOD: [RegExp, QuestionScope["span"]][] = [
  [/\b(?:three|3)[- ]months?\s+(?:period\s+)?end(?:ed|ing)\s+$|\bquarter\s+end(?:ed|ing)\s+$/i, "quarter"],
  [/\b(?:twelve|12)[- ]months?\s+end(?:ed|ing)\s+$|\byear\s+end(?:ed|ing)\s+$/i, "year"],
  [/\b(?:as\s+(?:of|at)|at|on)\s+$/i, null],
];

/** The first date the question names as a period end, with what the words before it say of its length. */
function readDatedPeriod(q: string): Pick<QuestionScope, "periodEnd" | "span"> {
  const rx = new RegExp(DATE_PATTERN.source, "gi");
  for (const m of q.matchAll(rx)) {
    const before = q.slice(Math.max(0, m.index - 40), m.index);
    const hit = DATED_PERIOD.find(([words]) => words.test(before));
    if (hit) return { periodEnd: isoFromMatch(m), span: hit[1] };
  }
  return { periodEnd: null, span: null };
}

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
    content: readContent(question),
    ...readDatedPeriod(question),
  };
}

/**
 * What a reader knows about financial filings before opening one: the primary statements
 * and the headings they appear under, the usual synonyms of line items, and what the
 * standard 10-K / 10-Q items contain. Every rule is about the kind of document, never
 * about a particular filing or question.
 */

export { STATEMENT_KINDS, compact, statementOfTitle, type StatementKind } from "./statement-kinds";
import type { StatementKind } from "./statement-kinds";

/** How questions name the statements outright. */
const ASKED_STATEMENTS: [StatementKind, RegExp][] = [
  [
    "income",
    /income statements?|statements? of (consolidated )?(income|operations|earnings)|\bp&l\b|profit (and|&) loss|statement of profit/,
  ],
  [
    "balance",
    /balance sheets?|(statements?|position) of financial (position|condition)|financial position|statement of condition/,
  ],
  ["cashflow", /cash ?flows? statements?|statements? of (consolidated )?cash ?flows?/],
  [
    "equity",
    /statements? of (changes in )?(stockholders|shareholders|shareowners)['’]? equity|statements? of (changes in )?equity/,
  ],
  ["comprehensive", /statements? of comprehensive income/],
];

export function askedStatements(question: string): StatementKind[] {
  const q = question.toLowerCase();
  return ASKED_STATEMENTS.filter(([, rx]) => rx.test(q)).map(([k]) => k);
}

/** Headcount and people questions: Item 1 ("Employees", later "Human Capital") answers them. */
const WORKFORCE =
  /\b(employees|employ(s|ed)? (about|approximately|around)|headcount|workforce|human capital|how many (people|staff))\b/;
/** Sites and buildings: Item 2, Properties. */
const PROPERTIES =
  /\b(properties|facilities|headquarter(s|ed)?|square f(ee|oo)t|manufacturing plants?|distribution cent(er|re)s?)\b/;

/** A line item (or a metric built from line items): its usual wordings and where it lives. */
interface LineItemRule {
  match: RegExp;
  expand: string;
  statements: StatementKind[];
}

const LINE_ITEMS: LineItemRule[] = [
  {
    match: /capex|capital expenditures?|capital spending|capital[- ]intensive/,
    expand: "purchases property plant equipment capital expenditures additions",
    statements: ["cashflow"],
  },
  {
    match: /\bppe\b|pp&e|ppne|property,? plant|fixed assets?/,
    expand: "property plant equipment net",
    statements: ["balance"],
  },
  {
    match: /revenues?|net sales|top ?line|\bsales\b/,
    expand: "revenue net sales total revenues",
    statements: ["income"],
  },
  {
    match: /\bcogs\b|cost of (goods|sales|revenues?)/,
    expand: "cost sales cost goods sold cost revenue",
    statements: ["income"],
  },
  { match: /gross (margin|profit)/, expand: "gross profit gross margin cost sales", statements: ["income"] },
  { match: /operating (margin|income|profit)|\bebit\b/, expand: "operating income", statements: ["income"] },
  {
    match: /net (income|profit|earnings)|profit margin|net margin/,
    expand: "net income net earnings",
    statements: ["income"],
  },
  { match: /\beps\b|earnings per share/, expand: "earnings per share diluted", statements: ["income"] },
  { match: /inventor(y|ies)/, expand: "inventories", statements: ["balance"] },
  { match: /total assets|return on assets|\broa\b|asset turnover/, expand: "total assets", statements: ["balance"] },
  { match: /accounts payable|\bdpo\b|payables?/, expand: "accounts payable", statements: ["balance"] },
  { match: /receivables?|\bdso\b/, expand: "accounts receivable", statements: ["balance"] },
  {
    match: /working capital|current ratio|quick ratio|current assets|current liabilities/,
    expand: "total current assets total current liabilities",
    statements: ["balance"],
  },
  { match: /dividends?/, expand: "dividends paid", statements: ["cashflow"] },
  {
    match: /free cash ?flow|\bfcf\b|cash conversion|cash from operations|operating cash ?flow/,
    expand: "net cash provided operating activities purchases property plant equipment",
    statements: ["cashflow"],
  },
  { match: /depreciation|amortization|d&a|ebitda/, expand: "depreciation amortization", statements: ["cashflow"] },
  {
    match: /buybacks?|share repurchases?|repurchases? of (common )?(stock|shares)/,
    expand: "repurchases common stock treasury",
    statements: ["cashflow"],
  },
  { match: /retention ratio|payout ratio/, expand: "dividends net income", statements: ["cashflow", "income"] },
  { match: /sg&a|selling,? general/, expand: "selling general administrative expenses", statements: ["income"] },
  { match: /interest (expense|coverage)/, expand: "interest expense", statements: ["income"] },
  { match: /effective tax rate|income tax(es)? expense/, expand: "provision income taxes", statements: ["income"] },
  {
    match: /\broe\b|return on equity|shareholders['’]? equity|book value/,
    expand: "total equity shareholders",
    statements: ["balance"],
  },
  // What shareholders would get in a liquidation is the book value of their equity.
  {
    match: /liquidat\w*|bankrupt\w*|each shareholder/,
    expand: "book value per share common stockholders equity",
    statements: ["balance"],
  },
  // Growth without acquisitions and divestitures is what filings call organic.
  {
    match:
      /\borganic(ally)?\b|exclud\w* (the )?(impacts?|effects?) of (m&a|acquisitions?|divestitures?)|excluding (m&a|acquisitions?)/,
    expand: "organic sales acquisitions divestitures",
    statements: [],
  },
  // Filings call a spin-off the separation of the business.
  {
    match: /\bspin[- ]?offs?\b|\bspun[- ]off\b|\bsplit[- ]?offs?\b/,
    expand: "separation separating separated",
    statements: [],
  },
  // Not line items, but topics with a fixed home in a 10-K and a usual vocabulary there.
  { match: WORKFORCE, expand: "employees human capital workforce", statements: [] },
  { match: PROPERTIES, expand: "properties facilities square feet owned leased", statements: [] },
];

/** How a company's figures are split: by business segment (or division) or by region. */
export type Breakdown = "segment" | "region";

/** Questions that compare a company's parts; a segment question wins over a region one. */
const BREAKDOWN_ASKED: [Breakdown, RegExp][] = [
  ["segment", /\b(segments?|divisions?|business (units?|lines?)|lines? of business|reportable)\b/],
  ["region", /\b(regions?|regional|geograph\w*|by country|which countr(y|ies))\b/],
];

export interface Conventions {
  /** The question compares the company's segments (or divisions) or its regions. */
  breakdown: Breakdown | null;
  /** Statements the question names outright. */
  asked: StatementKind[];
  /** Statements implied by the line items it mentions. */
  implied: StatementKind[];
  /** Extra query words (the usual wordings of those line items), one rule at a time, so phrases are read within a
   * wording, never across two. */
  expansions: string[];
  /** Which rules fired, for the trace. */
  rules: string[];
}

export function readConventions(question: string): Conventions {
  const q = question.toLowerCase();
  const asked = askedStatements(q);
  const implied = new Set<StatementKind>();
  const words: string[] = [];
  const rules: string[] = asked.map((k) => `asks for the ${k} statement`);
  for (const rule of LINE_ITEMS) {
    const m = rule.match.exec(q);
    if (!m) continue;
    words.push(rule.expand);
    rule.statements.forEach((s) => implied.add(s));
    rules.push(`"${m[0]}" ~ ${rule.expand}`);
  }
  const breakdown = BREAKDOWN_ASKED.find(([, rx]) => rx.test(q))?.[0] ?? null;
  if (breakdown) rules.push(`compares the company's ${breakdown}s`);
  return {
    breakdown,
    asked,
    implied: [...implied].filter((k) => !asked.includes(k)),
    expansions: words,
    rules,
  };
}

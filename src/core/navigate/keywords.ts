/**
 * Keyword extraction shared by every lexical score: questions and document text go
 * through the same tokenizer, so a question term and a page term compare equal exactly
 * when they should. Light normalisation only (plurals, fiscal-year tags, thousands
 * separators): aggressive stemming merges financial terms that must stay apart.
 */
import { SEARCH_STOP_WORDS } from "../text/stop-words";
import { fold } from "../text/fold";

/** Terms that are short but carry meaning; kept although under the length floor. */
const SHORT_KEEP = new Set([
  "eps",
  "ppe",
  "roa",
  "roe",
  "cfo",
  "ceo",
  "cfo",
  "m&a",
  "q1",
  "q2",
  "q3",
  "q4",
  "h1",
  "h2",
  "us",
  "uk",
  "tax",
  "net",
  "sga",
  "cogs",
  "dpo",
  "dso",
  "dio",
  "fcf",
]);

/** Irregular or domain plurals the suffix rules get wrong. */
const PLURALS: Record<string, string> = {
  liabilities: "liability",
  activities: "activity",
  subsidiaries: "subsidiary",
  inventories: "inventory",
  properties: "property",
  securities: "security",
  equities: "equity",
  companies: "company",
  facilities: "facility",
  businesses: "business",
  expenses: "expense",
  leases: "lease",
  losses: "loss",
  sales: "sale",
  taxes: "tax",
  earnings: "earnings",
  series: "series",
  analysis: "analysis",
  basis: "basis",
};

/** Singular form by suffix rule; words that only look plural (-ss, -us, -is) stay. */
export function singular(w: string): string {
  const fixed = PLURALS[w];
  if (fixed) return fixed;
  if (w.length <= 3 || /(ss|us|is|ous)$/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "y";
  if (/(ches|shes|xes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

/** Fiscal-year tags ("FY2022", "FY22", "fiscal2022") read as the bare year. */
function normaliseNumberish(w: string): string {
  const fy = /^(?:fy|cy|fiscal)'?(\d{2}|\d{4})$/.exec(w);
  if (fy) return fy[1].length === 2 ? `20${fy[1]}` : fy[1];
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(w)) return w.replace(/,/g, "");
  return w;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}&',.]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

/** Every normalised token of a text, stop words included (for indexing positions and phrases). */
export function searchTokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(WORD) ?? []) {
    const w = normaliseNumberish(fold(raw, "term"));
    if (/^[\d,]+$/.test(w)) out.push(w.replace(/,/g, ""));
    else for (const part of w.split(/[,&]/)) if (part) out.push(singular(part));
    if (/&/.test(w) && w.length <= 5) out.push(w.replace(/&/g, ""));
  }
  return out;
}

/** Whether a token is worth scoring: not a stop word, not a fragment. */
export function isKeyword(t: string): boolean {
  if (SEARCH_STOP_WORDS.has(t)) return false;
  if (/^\d+$/.test(t)) return t.length === 4 || t.length >= 2;
  return t.length >= 3 || SHORT_KEEP.has(t);
}

/** Index terms of a text: tokens without stop words and fragments. */
export function terms(text: string): string[] {
  return searchTokens(text).filter(isKeyword);
}

/** A question's keywords: unique, in order of first appearance, capped (focus beats recall). */
export function extractKeywords(question: string, cap = 16): string[] {
  return [...new Set(terms(question))].slice(0, cap);
}

/**
 * Keyword extraction shared by every lexical score: questions and document text go
 * through the same tokenizer, so a question term and a page term compare equal exactly
 * when they should. Light normalisation only (plurals, fiscal-year tags, thousands
 * separators): aggressive stemming merges financial terms that must stay apart.
 */

/** Function words plus the instruction boilerplate that analysts' questions carry. */
const STOP_WORDS = new Set(
  (
    "a an and are as at be been being by can could did do does doing for from had has have how if in into is it its of on or " +
    "our over per should so such than that the their them then there these they this those to under up was we were what when " +
    "where which while who whom why will with would you your yours i me my not no any all also about after before between " +
    "during each other only own same some very just more most much many both either give given using use used based basis " +
    "answer question response respond provide provided please help calculate compute computed extract reasonable approximation " +
    "exact possible primarily plainly clearly outlined shown stated detail details information info data rely relying " +
    "according drawing conclusion conclusions judgment judgments judgement assume analyst public equities investment banker " +
    "resource resources here want need needs units unit round rounded decimal place places define defined definition " +
    "considering consider taking account agreement utilize utilizing utilization referencing reference line items item " +
    "clearly metric financial company company's shown report reported state explain useful like numerator denominator"
  ).split(" "),
);

/** Terms that are short but carry meaning; kept although under the length floor. */
const SHORT_KEEP = new Set(["eps", "ppe", "roa", "roe", "cfo", "ceo", "cfo", "m&a", "q1", "q2", "q3", "q4", "h1", "h2", "us", "uk", "tax", "net", "sga", "cogs", "dpo", "dso", "dio", "fcf"]);

/** Irregular or domain plurals the suffix rules get wrong. */
const PLURALS: Record<string, string> = { liabilities: "liability", activities: "activity", subsidiaries: "subsidiary", inventories: "inventory", properties: "property", securities: "security", equities: "equity", companies: "company", facilities: "facility", businesses: "business", expenses: "expense", leases: "lease", losses: "loss", sales: "sale", taxes: "tax", earnings: "earnings", series: "series", analysis: "analysis", basis: "basis" };

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
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(WORD) ?? []) {
    const w = normaliseNumberish(raw.replace(/[’']s$/, "").replace(/[’'.]/g, ""));
    if (/^[\d,]+$/.test(w)) out.push(w.replace(/,/g, ""));
    else for (const part of w.split(/[,&]/)) if (part) out.push(singular(part));
    if (/&/.test(w) && w.length <= 5) out.push(w.replace(/&/g, ""));
  }
  return out;
}

/** Whether a token is worth scoring: not a stop word, not a fragment. */
export function isKeyword(t: string): boolean {
  if (STOP_WORDS.has(t)) return false;
  if (/^\d+$/.test(t)) return t.length === 4 || t.length >= 2;
  return t.length >= 3 || SHORT_KEEP.has(t);
}

/** Index terms of a text: tokens without stop words and fragments. */
export function terms(text: string): string[] {
  return tokenize(text).filter(isKeyword);
}

/** A question's keywords: unique, in order of first appearance, capped (focus beats recall). */
export function extractKeywords(question: string, cap = 16): string[] {
  return [...new Set(terms(question))].slice(0, cap);
}

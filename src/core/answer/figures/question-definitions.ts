/**
 * A question's own definitions: "Define net working capital as total current assets less
 * total current liabilities", "EBITDA = operating income + D&A [from the cash flow
 * statement]", "using the formula (cash + receivables) / current liabilities", and a formula
 * it asks outright ("What is total current assets less total current liabilities?"). What the
 * question defines beats the library's formula of the same name, and the answer shows it.
 */
import type { Expr } from "./expression";
import { FORMULAS } from "./formulas";
import { readSpokenFormula, type NamedFormula, type SpokenFormula } from "./spoken-formula";

export interface Definition extends NamedFormula, SpokenFormula {}

export interface QuestionDefinitions {
  defs: Definition[];
  /** The question without its definitions: what it asks. */
  rest: string;
  /** A formula the question asks for outright, with no name of its own. */
  asked: SpokenFormula | null;
  /** A formula given for the asked figure without a name ("using the formula …"). */
  given: SpokenFormula | null;
}

const DEFINE = /\b(?:please\s+)?define[sd]?\s+(.+?)\s+as\s*:?\s+(.+)$/i;
const DEFINED =
  /^(.*?)\s*(?:,\s*)?(?:which\s+)?(?:is|are|being|gets|get)?\s*(?:defined|calculated|computed|measured|determined)\s+(?:as|by)\s*:?\s+(.+)$/i;
const EQUALS =
  /(?:^|[,(;:]\s*|\bwhere\s+|\bwith\s+|\bassume\s+)([A-Za-z][A-Za-z0-9&'’ -]{1,60}?)\s*:?=\s*(.+?)\s*(?:\)\s*)?$/i;
const FORMULA =
  /\b(?:using|use|with|by|via|per)\s+(?:the\s+)?(?:following\s+)?(?:formula|definition|calculation)\s*:?\s+(.+)$/i;
const ASKS = /\bwhat\s+(?:is|was|were|are|would be)\s+(.+)$/i;
/** Instructions after a formula are not part of it. */
const TAIL =
  /\s*[,;]?\s*(?:\b(?:round(?:ed)?|answer|express(?:ed)?|give|report|show|in (?:usd|\$|us dollars)|based on|calculated using|using the|as (?:shown|reported) (?:in|on))\b|\?).*$/i;
const LEAD = /^(?:the|a|an|its|their|this|that)\s+|^[A-Z][\w&.-]*(?:'s|’s)\s+/;

function cleanName(raw: string): string {
  let name = raw
    .replace(/^.*\b(?:where|with|assume|assuming|note that|here)\s+/i, "")
    .replace(/[,:]\s*$/, "")
    .replace(/\s+(?:here|below|above|in this question)$/i, "")
    .trim();
  for (let i = 0; i < 3 && LEAD.test(name); i++) name = name.replace(LEAD, "");
  return name.split(/\s+/).length <= 8 ? name : "";
}

const cleanBody = (raw: string) =>
  raw
    .replace(TAIL, "")
    .replace(/[.\s]+$/, "")
    .trim();

/** Sentences of the question; a decimal point or an abbreviation does not end one. */
function sentences(question: string): string[] {
  return question.split(/(?<=[.?!;])\s+(?=[A-Z([])/).filter((s) => s.trim());
}

function clause(sentence: string): { name: string; body: string } | null {
  const d = DEFINE.exec(sentence) ?? DEFINED.exec(sentence) ?? EQUALS.exec(sentence);
  if (d) return { name: cleanName(d[1]), body: cleanBody(d[2]) };
  const f = FORMULA.exec(sentence);
  return f ? { name: "", body: cleanBody(f[1]) } : null;
}

/** What the question asks outright, cut to its noun phrase ("What is X less Y in FY2021?" → "X less Y"). */
function askedPhrase(rest: string): string | null {
  const m = ASKS.exec(rest);
  if (!m) return null;
  return cleanBody(m[1].replace(/\s+(?:in|for|during|at the end of|as of)\s+(?:fy|fiscal|the)\b.*$/i, ""));
}

/** `year`: the fiscal year asked, against which the years a formula names are read. */
export function readDefinitions(question: string, year: number | null = null): QuestionDefinitions {
  const defs: Definition[] = [];
  let given: SpokenFormula | null = null;
  const kept: string[] = [];
  for (const s of sentences(question)) {
    const c = clause(s);
    const read = c ? readSpokenFormula(c.body, defs, false, year) : null;
    if (!c || !read) {
      kept.push(s);
      continue;
    }
    if (c.name) defs.push({ name: c.name, ...read });
    else given = read;
    // What precedes a definition in its sentence may still be the question ("What is X, where X = …").
    const before = s.slice(0, s.search(/\bdefine[sd]?\b|\bwhere\b|\bdefined\b|\bcalculated\b|=|\busing\b/i)).trim();
    if (before && /\bwhat\b|\bcalculate\b|\bcompute\b/i.test(before)) kept.push(before);
  }
  const rest = kept.join(" ");
  const phrase = askedPhrase(rest);
  // Asked outright, a formula is worded with arithmetic ("X less Y"); a share ("X as a % of revenue") is the library's.
  const arithmetic =
    phrase && /\b(?:less|minus|plus|divided by|times|sum of|difference between)\b|\s[-+*/]\s/i.test(phrase);
  const asked = arithmetic ? readSpokenFormula(phrase, defs, true, year) : null;
  return { defs, rest, asked, given };
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();

export function sameName(name: string, text: string): boolean {
  const n = fold(name);
  return n.length > 0 && ` ${fold(text)} `.includes(` ${n} `);
}

/** The question's definition standing for a library formula ("unadjusted EBITDA" for `ebitda`), if any. */
export function definedFormula(defs: Definition[], id: string): Expr | null {
  const f = FORMULAS.find((x) => x.id === id);
  return f ? (defs.find((d) => f.asked.test(d.name))?.expr ?? null) : null;
}

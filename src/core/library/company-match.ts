/**
 * Does a question name a document's company? Names come from the cover
 * ("JOHNSON & JOHNSON", "3M COMPANY", "The Coca-Cola Company"), never the file name, and
 * questions write them many ways: "Coca Cola", "Footlocker", "JnJ", "AMD", "JPM",
 * "MGM", "3M's". A name is matched as its core words (corporate endings dropped), their
 * run-together form, its initials, or its cover tickers.
 */
import { COMPANY_ENDINGS } from "./company-endings";
import type { DocumentFacts } from "./document-facts";
import { escapeRegExp } from "../text/escape-regexp";

/** Corporate endings and articles that say nothing about which company (company-endings.json). */
const ENDINGS = COMPANY_ENDINGS.match;

export interface CompanyName {
  /** Core words, lower case, in order ("coca", "cola"). */
  words: string[];
  /** Ways the name can be written as one token: run together, initials ("cocacola", "jnj", "amd"). */
  compact: string[];
  /** Cover tickers, upper case; matched case-sensitively so "FL" is not "fl" in a word. */
  tickers: string[];
}

/** Lower-case word tokens; "&" stays a token so "Johnson & Johnson" keeps its shape. */
export function nameTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’']s\b/g, "")
      .match(/&|[\p{L}\p{N}]+/gu) ?? []
  );
}

export function companyName(facts: Pick<DocumentFacts, "company" | "tickers">): CompanyName | null {
  if (!facts.company) return null;
  const tokens = nameTokens(facts.company);
  const core = tokens.filter((t, i) => !ENDINGS.has(t) || (i === 0 && tokens.length === 1));
  const words = core.filter((t) => t !== "&");
  if (words.length === 0) return null;
  const compact = new Set([words.join("")]);
  // Initials only for names long enough that they are how people write them ("AMD", "JnJ", "J&J").
  if (words.length >= 3) compact.add(words.map((w) => w[0]).join(""));
  const amp = core.indexOf("&");
  if (amp > 0 && amp < core.length - 1) compact.add(core.map((w) => (w === "&" ? "n" : w[0])).join(""));
  return {
    words,
    compact: [...compact].filter((c) => c.length >= 2),
    tickers: facts.tickers.filter((t) => t.length >= 2),
  };
}

export interface CompanyMatch {
  /** 1 for the whole name (or a ticker, or initials), less for a leading part of it. */
  score: number;
  how: string;
}

/**
 * How well a question names the company. The whole core name, its run-together form,
 * its initials or a ticker score 1; the first word alone scores by how much of the name
 * it is (a one-word start of a two-word name: 0.5), and only when that word is not short.
 */
export function matchCompany(name: CompanyName, question: string): CompanyMatch | null {
  const tokens = nameTokens(question);
  const joined = ` ${tokens.join(" ")} `;
  if (joined.includes(` ${name.words.join(" ")} `)) return { score: 1, how: `names "${name.words.join(" ")}"` };
  // "J&J" and "J & J" read as "jnj", the way the name's own "&" is read.
  const ampersands = nameTokens(question.replace(/([\p{L}\p{N}])\s*&\s*([\p{L}\p{N}])/gu, "$1n$2"));
  const compactHit = name.compact.find(
    (c) => tokens.includes(c) || ampersands.includes(c) || tokens.some((t, i) => t + (tokens[i + 1] ?? "") === c),
  );
  if (compactHit) return { score: 1, how: `names "${compactHit}"` };
  const ticker = name.tickers.find((t) => new RegExp(`(^|[^A-Za-z])${t}([^A-Za-z]|$)`).test(question));
  if (ticker) return { score: 1, how: `names ticker ${ticker}` };
  let lead = 0;
  while (lead < name.words.length && joined.includes(` ${name.words.slice(0, lead + 1).join(" ")} `)) lead++;
  if (lead === 0 || (lead === 1 && name.words[0].length < 3) || !writtenAsName(question, name.words[0])) return null;
  return { score: 0.5 + (0.5 * lead) / name.words.length, how: `names "${name.words.slice(0, lead).join(" ")}"` };
}

/**
 * A part of a name counts only where the question writes it as a name ("Verizon", "MGM"), not as a
 * word ("general").
 */
function writtenAsName(question: string, word: string): boolean {
  const rx = new RegExp(`(^|[^\\p{L}\\p{N}])(${escapeRegExp(word)})(?![\\p{L}\\p{N}])`, "giu");
  for (const m of question.matchAll(rx)) if (/^[\p{Lu}\p{N}]/u.test(m[2])) return true;
  return false;
}

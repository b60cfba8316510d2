/**
 * How the documents eval judges an answer against a gold answer written by a person: a short
 * answer found in the claims, or a lawyer-labelled clause quoted by them. Both compare
 * normalised token streams, never raw strings, so typesetting (case, curly quotes, hyphens,
 * line ends, "1,000" vs "1000", "five (5)") does not decide.
 *
 * Normalisation (`answerTokens`), in this order:
 * - NFKC, lower case; curly quotes and dashes folded; a line-end hyphen joined ("com-\npile").
 * - Thousands separators dropped between digits ("2,000" → "2000"); a decimal point kept ("3.5").
 * - An ISO date ("2022-01-05") is read as its month name and numbers, so it meets "January 5,
 *   2022" and "5 January 2022"; so is a date written with slashes, month first as in the
 *   United States ("01/05/2022", "1/5/22" → "january 5 2022"); an ordinal's suffix goes ("3rd" → "3").
 * - Number words zero to twenty become digits ("three" → "3").
 * - Every other character that is not a letter or a digit separates tokens.
 *
 * A short gold answer (at most SHORT_MAX_WORDS words, not a list) is found when its tokens
 * occur as one contiguous run in the tokens of the claims' text; the words of a date may come
 * in any order within a window of six tokens ("January 5, 2022" for "2022-01-05"). A gold
 * "Not answerable" (the document does not say) is right when the answer abstains or has no
 * claim; "N/A" is what a form prints, and is looked for like any other answer.
 *
 * A clause is cited when CLAUSE_COVERAGE of its word pairs (adjacent tokens) are word pairs
 * of the claims or their quotes. Pairs, not single words, so that a page of the same contract
 * quoted elsewhere does not pass by sharing "agreement" and "shall"; 0.75, so that a clause
 * quoted whole across a page break (a page number between two of its lines breaks a pair or
 * two) passes, and one that quotes half the clause does not. A gold of several clauses
 * (joined by " | ") is cited when any one of them is: each was labelled as answering alone.
 */
import { MONTH_NAMES as MONTHS, NUMBER_WORDS } from "../../core/text/english-words";

export const SHORT_MAX_WORDS = 6;
export const CLAUSE_COVERAGE = 0.75;

const NUMBER_OF = new Map(NUMBER_WORDS.map((w, i) => [w, String(i)]));
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const HAS_ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const SLASH_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;
const fullYear = (y: string) => (y.length === 4 ? y : `${Number(y) < 50 ? "20" : "19"}${y}`);

/** The normalised tokens of a text (see the module note). */
export function answerTokens(text: string): string[] {
  const folded = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201A\u201B\u2032`\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/(\p{L})[-\u00AD]\s*\n\s*(?=\p{Ll})/gu, "$1")
    .replace(ISO_DATE, (_, y: string, m: string, d: string) => `${MONTHS[Number(m) - 1] ?? m} ${Number(d)} ${y}`)
    .replace(SLASH_DATE, (all, m: string, d: string, y: string) =>
      MONTHS[Number(m) - 1] ? `${MONTHS[Number(m) - 1]} ${Number(d)} ${fullYear(y)}` : all,
    )
    .replace(/(\d),(?=\d{3}\b)/g, "$1");
  const out: string[] = [];
  for (const raw of folded.match(/\d+(?:\.\d+)?|\p{L}+|\p{N}+/gu) ?? []) {
    if (/^(st|nd|rd|th)$/.test(raw) && out.length && /^\d+$/.test(out[out.length - 1])) continue;
    out.push(NUMBER_OF.get(raw) ?? raw);
  }
  return out;
}

/** True for a list answer ("['Page 45', 'Page 49']"): not a short answer, whatever its length. */
export const isListAnswer = (gold: string): boolean => /^\s*\[.*\]\s*$/s.test(gold);

export const isNotAnswerable = (gold: string): boolean => /^\s*not answerable\s*$/i.test(gold);

/** A gold answer short enough to look for in the claims: one to six words, not a list (an empty gold gives none). */
export function isShortAnswer(gold: string): boolean {
  const words = gold.trim().split(/\s+/).filter(Boolean).length;
  return !isListAnswer(gold) && words > 0 && words <= SHORT_MAX_WORDS;
}

function containsRun(hay: string[], needle: string[]): boolean {
  if (!needle.length) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** The same tokens in any order within a window a little wider than themselves (a date's parts). */
function containsUnordered(hay: string[], needle: string[]): boolean {
  const width = needle.length + 3;
  for (let i = 0; i < hay.length; i++) {
    const window = hay.slice(i, i + width);
    if (needle.every((t) => window.includes(t))) return true;
  }
  return false;
}

/** Whether the short gold answer is in the claims' text (see the module note). */
export function shortFound(gold: string, claimsText: string, abstained: boolean): boolean {
  if (isNotAnswerable(gold)) return abstained;
  const needle = answerTokens(gold);
  const hay = answerTokens(claimsText);
  if (containsRun(hay, needle)) return true;
  return HAS_ISO_DATE.test(gold) && containsUnordered(hay, needle);
}

const pairsOf = (tokens: string[]) => tokens.slice(1).map((t, i) => `${tokens[i]} ${t}`);

/** Share of the clause's word pairs found among the answer's word pairs. */
export function clauseCoverage(clause: string, answerText: string): number {
  const want = pairsOf(answerTokens(clause));
  if (!want.length) return 0;
  const have = new Set(pairsOf(answerTokens(answerText)));
  return want.filter((p) => have.has(p)).length / want.length;
}

/** The best coverage of any one of the gold's clauses (joined by " | "). */
export function bestClauseCoverage(gold: string, answerText: string): number {
  return Math.max(0, ...gold.split(" | ").map((c) => clauseCoverage(c, answerText)));
}

export const clauseCited = (gold: string, answerText: string): boolean =>
  bestClauseCoverage(gold, answerText) >= CLAUSE_COVERAGE;

/**
 * A code in a question ("AR01", "tx08") names one thing exactly, so the extractive answer weighs
 * it triple and favours the line that holds it. But a code the pages read print again and again
 * is the document's own subject: "bzip2" in bzip2's manual, "libtasn1" in libtasn1's. There it
 * tells one sentence from another no better than any other word, and weighing it triple made
 * any sentence naming the program outrank the one that answers ("the default block size").
 */
import type { LabelledEvidence } from "./chat/prompt";
import type { PageLookup } from "./cite/cite";
import { matchTokens, stem } from "./normalize";

/** A code on more than this share of the pages read (and on at least MIN_PAGES of them) is their subject. */
const SUBJECT_SHARE = 0.5;
const MIN_PAGES = 3;

/** The stemmed codes among `codes` that most of the evidence's pages print. */
export function subjectCodes(codes: readonly string[], evidence: LabelledEvidence[], pages: PageLookup): Set<string> {
  if (!codes.length) return new Set();
  const numbers = new Set(evidence.flatMap((ev) => range(ev.page_start, ev.page_end)));
  const seen = new Map(codes.map((c) => [c, 0]));
  for (const p of numbers) {
    const text = pages(p)?.text;
    if (!text) continue;
    const tokens = new Set(matchTokens(text).map(stem));
    for (const c of codes) if (tokens.has(c)) seen.set(c, (seen.get(c) ?? 0) + 1);
  }
  const need = Math.max(MIN_PAGES, Math.floor(numbers.size * SUBJECT_SHARE) + 1);
  return new Set(codes.filter((c) => (seen.get(c) ?? 0) >= need));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

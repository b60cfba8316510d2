/**
 * The line items analysts ask for, read from the concept vocabulary (concepts.json), and how a
 * row's label is matched to one. A row matches an item by its label: the label the question
 * itself used beats one holding every asked word, which beats a usual wording (a synonym). A
 * synonym never stands in for a word the question asked, and a label word the question
 * contradicts ("liabilities" when it asked for assets) counts against the row.
 */
import { contentTokens, stem } from "../normalize";
import { fold } from "../../text/fold";
import { CONCEPTS, type Concept } from "./concepts";

export type { StatementKind } from "./concepts";
export type LineItem = Concept;

export const LINE_ITEMS: LineItem[] = CONCEPTS;

export function lineItem(id: string): LineItem {
  const it = LINE_ITEMS.find((i) => i.id === id);
  if (!it) throw new Error(`no line item "${id}" in the concept vocabulary`);
  return it;
}

/** Where a question names the item: the first and longest of its wordings, or null. */
export function askedMatch(it: LineItem, question: string): RegExpExecArray | null {
  let best: RegExpExecArray | null = null;
  for (const rx of it.asked) {
    const m = rx.exec(question);
    if (m && (!best || m[0].length > best[0].length)) best = m;
  }
  return best;
}

/** Words a question or label may contradict: asking for one, a label with the other is the wrong row. */
const OPPOSITES: [string, string][] = [
  ["asset", "liabilitie"],
  ["asset", "liability"],
  ["current", "noncurrent"],
  ["purchase", "sale"],
  ["purchase", "proceed"],
  ["rate", "provision"],
  ["income", "expense"],
  ["revenue", "cost"],
  ["gross", "net"],
  ["payable", "receivable"],
  ["paid", "received"],
  ["basic", "diluted"],
];

// Labels and questions repeat across rows, items and years: tokenise each text once.
const wordCache = new Map<string, Set<string>>();
export function words(text: string): Set<string> {
  let w = wordCache.get(text);
  if (!w) {
    if (wordCache.size > 5000) wordCache.clear();
    wordCache.set(text, (w = new Set(contentTokens(text).map(stem))));
  }
  return w;
}

/** Label words the question contradicts, less those it also asked. */
export function contradictions(label: string, question: string): number {
  const l = words(label);
  const q = words(question);
  let n = 0;
  for (const [a, b] of OPPOSITES) {
    if (q.has(a) && !q.has(b) && l.has(b)) n++;
    if (q.has(b) && !q.has(a) && l.has(a)) n++;
  }
  return n;
}

/**
 * How well a row's label names the item: by the item's own wordings (rank 0 best), minus contradictions.
 * A row under a section the item may not sit in (non-current marketable securities) is not the item.
 */
export function labelScore(label: string, it: LineItem, question: string, section = ""): number {
  const folded = fold(label, "label");
  const rank = it.labels.findIndex((rx) => rx.test(folded));
  if (rank < 0) return 0;
  if (it.section && section && !it.section.test(fold(section, "label"))) return 0;
  const perShare = /\bper share\b/.test(folded) && !/\bper share\b/i.test(question) ? 2 : 0;
  return 10 - rank - 3 * contradictions(label, question) - 5 * perShare;
}

/**
 * A sentence answers in the context of the heading it sits under: an erratum's "[First reported by
 * Rosemary Bailey …]" under "page 25, example of verse environment", a FAQ's answer under its
 * question "2.1 What is R?", an option's description under the option. The heading holds the
 * question's words, the sentence the answer; alone, each shares too little. A sentence gets part of
 * the weight of the question's words that the heading just above it holds and it does not.
 */
import type { Candidate } from "./cite/candidates";
import { contentTokens, stem } from "./normalize";
import type { Probe } from "./extractive-probe";
import { BULLET_OPENS } from "../text/list-items";
import { endsClause } from "../text/sentence-end";
import { labelledEquivalents } from "../text/labelled-equivalents";
import { termMention } from "./term-definitions";

/** How many units above a sentence its heading may be (the sentences of a short entry between). */
const REACH = 3;
/** A heading is a short line: longer units are prose whatever their ending. */
export const HEADING_WORDS = 16;
/**
 * The heading must hold this share of the question's weight that the sentence lacks: it is where the
 * question points, not a title sharing a word with it ("Chapter 2: ASN.1 structure handling").
 */
const MIN_SHARE = 0.4;
/** What the heading's words count for, against the sentence's own. */
const CONTEXT_WEIGHT = 0.5;

/**
 * A unit set as a heading: prose with no sentence end, a few words long (not a running head, not a row,
 * not a bulleted item, which often ends without a stop: "• highlight annotation (contributed by …)").
 */
export const headingLike = (c: Candidate): boolean =>
  c.kind === "sentence" &&
  !c.furniture &&
  !BULLET_OPENS.test(c.text) &&
  !endsClause(c.text) &&
  c.text.split(/\s+/).length <= HEADING_WORDS;

/** The nearest heading above unit `i` of `read` (in reading order) on its page, within REACH units. */
function headingAbove(read: readonly Candidate[], i: number): Candidate | undefined {
  for (let j = i - 1; j >= Math.max(0, i - REACH); j--) {
    if (read[j].page !== read[i].page) return undefined;
    if (headingLike(read[j])) return read[j];
  }
  return undefined;
}

/** The share of the question's weight that the heading over unit `i` holds and the unit lacks, weighed. */
export function headingBonus(read: readonly Candidate[], i: number, probe: Probe): number {
  if (!probe.total || headingLike(read[i])) return 0;
  const heading = headingAbove(read, i);
  if (!heading) return 0;
  const share = headingShare(heading, read[i], probe);
  return share >= MIN_SHARE ? Math.round(CONTEXT_WEIGHT * share * 1000) / 1000 : 0;
}

const COPULA = /\b(?:is|are|was|were|be|been|being)\b/i;
// A headword is the term alone, after any number of its entry ("1.127 fermata", "fermata", "3.2 Fermatas").
const ENTRY_NUMBER = /^[\s\d.]*(?:\p{Lu}\.\d[\d.]*\s+)?/u;

/**
 * A glossary's or a reference's entry: its headword alone on a line ("1.127 fermata"), then what it means in a
 * sentence that need not name it ("Prolonged note or rest of indefinite duration."). Asked what the term is, the
 * first sentence under its headword defines it, as "X is a …" does: it scores the question's words the headword
 * holds and a definition's focus. A gloss is what follows "X is": a phrase with no "is" of its own. A sentence
 * that has one ("What R users think of as variables are symbols …") opens a section titled by the term, and says
 * something else. A line of the term's equivalents in other languages set between ("ES: calderón, I: corona, …")
 * is passed over, since it says what the term is called, not what it is.
 */
export function headwordGloss(read: readonly Candidate[], i: number, probe: Probe, definedFocus: number): number {
  const c = read[i];
  const term = probe.focus.kind === "definition" ? probe.focus.term : undefined;
  if (!term || !probe.total || c.kind !== "sentence" || headingLike(c) || COPULA.test(c.text)) return 0;
  if (labelledEquivalents(c.text)) return 0;
  for (let j = i - 1; j >= Math.max(0, i - REACH); j--) {
    const above = read[j];
    if (above.page !== c.page) return 0;
    if (headingLike(above)) return isHeadword(above.text, term) ? headingShare(above, c, probe) + definedFocus : 0;
    if (!labelledEquivalents(above.text)) return 0;
  }
  return 0;
}

function isHeadword(text: string, term: string): boolean {
  const word = text.replace(ENTRY_NUMBER, "").trim();
  const whole = termMention(term).exec(word);
  return !!whole && whole.index === 0 && whole[0].length === word.length;
}

/** The share of the question's weight the heading holds and the sentence does not. */
function headingShare(heading: Candidate, c: Candidate, probe: Probe): number {
  const own = new Set(contentTokens(c.text).map(stem));
  let hit = 0;
  for (const t of new Set(contentTokens(heading.text).map(stem))) if (!own.has(t)) hit += probe.weights.get(t) ?? 0;
  return hit / probe.total;
}

/**
 * The default answer, with no chat key: the evidence pages' own sentences and table rows
 * that share most with the question, each one a claim citing itself. Nothing is written,
 * so every word of the answer is the document's.
 *
 * Scoring is lexical and visible: the question's keywords (figures double), plus half
 * weight for the usual wordings of the line items it names ("capital expenditure" ~
 * "purchases of property, plant and equipment", from the navigator's conventions). A
 * question after an amount prefers table rows, a "how many" question prefers a count of
 * the thing it asks about, and a bare heading never answers anything.
 */
import type { Candidate } from "./cite/candidates";
import { evidenceCandidates, type PageLookup } from "./cite/cite";
import type { LabelledEvidence } from "./chat/prompt";
import type { QuarantinedText } from "../injection-screen/screen";
import { asksReason } from "./figures/figure-plan";
import { reasonScores } from "./figures/reason-sentences";
import { wholeClause } from "./cite/clauses";
import { endsLeadIn, withListItems } from "./cite/lead-in-list";
import { namesCodes, unmatchedFocus } from "./focus-match";
import { subjectCodes } from "./subject-codes";
import { isCoverValue } from "./document-identity";
import { probeOf, questionCodes } from "./extractive-probe";
import { withNeighbour } from "./sentence-pairs";
import { headingBonus, headwordGloss } from "./heading-context";
import { givesAsked, givesFocus, givesMeasure } from "./asked-value";
import { procedureTask, stepBonuses } from "./procedure-steps";
import { DEFINED_FOCUS, extractiveScore } from "./extractive-score";
import { withDescribed } from "./default-values";
import { focusCandidates } from "./focus-quotes";
import { claimsOf } from "./extractive-claims";
import type { Claim, ClaimTrace } from "./types";

export { probeOf } from "./extractive-probe";
export { extractiveScore } from "./extractive-score";

export const EXTRACTIVE_CLAIMS = 3;
/** A quote sharing less than this with the question's keywords is not an answer. */
export const MIN_EXTRACTIVE_SCORE = 0.2;

/** A running head or foot is the same line on every page but for its folio: one of them says it. */
const keyOf = (c: Candidate) => (c.furniture ? c.text.replace(/\s*\d+\s*$/, "") : c.text);

export function extractiveAnswer(
  question: string,
  evidence: LabelledEvidence[],
  pages: PageLookup,
  quarantined: readonly QuarantinedText[] = [],
  max = EXTRACTIVE_CLAIMS,
): { claims: Claim[]; trace: ClaimTrace[]; unanswered?: string } {
  const probe = probeOf(question, subjectCodes(questionCodes(question), evidence, pages));
  const why = asksReason(question);
  const pool = evidence.flatMap((ev) => {
    const sentences = evidenceCandidates(ev, pages, quarantined);
    // Asked a default, a bare "The default is 2." is read with what it is the default of (default-values.ts).
    const described = probe.asksDefault
      ? sentences.map((_, i) => withDescribed(sentences, i, (x) => extractiveScore(x, probe)))
      : sentences.map((c) => ({ c, absorbed: [] as Candidate[] }));
    const read = described.map((d) => d.c);
    const cands = [...read, ...focusCandidates(ev, pages, probe, quarantined)];
    // A sentence that gives what was asked is read with the heading it sits under (heading-context.ts).
    const own = cands.map(
      (c, i) =>
        extractiveScore(c, probe) +
        (i < read.length && givesFocus(c, probe) ? headingBonus(read, i, probe) : 0) +
        (i < read.length ? headwordGloss(read, i, probe, DEFINED_FOCUS) : 0),
    );
    const scores = why ? reasonScores(cands, own) : own;
    // The sentences either side, in reading order, for a first claim that needs its neighbour (sentence-pairs.ts).
    // A focus candidate (a byline, a list, a term: after `read`) has none: the last sentence read is not beside it.
    const side = (i: number, at: number) => (at < read.length && i >= 0 && i < read.length ? read[i] : undefined);
    return cands.map((c, i) => ({
      c: { ...c, score: scores[i] },
      ev,
      prev: side(i - 1, i),
      next: side(i + 1, i),
      absorbed: described[i]?.absorbed ?? [],
    }));
  });
  // A question whose focus no sentence of the pages gives is not answered by a near miss (focus-match.ts).
  const unanswered = unmatchedFocus(
    pool.map((p) => p.c),
    probe,
    question,
  );
  if (unanswered) return { claims: [], trace: [], unanswered };
  const task = procedureTask(question);
  const steps = task
    ? stepBonuses(
        pool.map((p) => p.c),
        task,
        probe.weights,
        pages,
      )
    : new Map<number, number>();
  // The steps under the heading naming the task answer "how do I", whatever else shares its words.
  // The best other score is looked for only when there are steps to rank over it (most questions have none).
  if (steps.size) {
    const top = pool.reduce((best, p, i) => (steps.has(i) ? best : Math.max(best, p.c.score)), 0);
    for (const [i, bonus] of steps)
      pool[i] = { ...pool[i], c: { ...pool[i].c, score: Math.round((top + bonus) * 1000) / 1000 } };
  }
  const ranked = pool
    .filter(({ c }) => c.score >= MIN_EXTRACTIVE_SCORE)
    .sort((a, b) => b.c.score - a.c.score || a.c.text.length - b.c.text.length);
  // A date, count or amount is what the first claim gives; when no quote gives it, it is not on the pages read:
  // say so rather than quote around it.
  // Asked the document's own date or version, the cover's line that prints it outranks the same kind of value in
  // the body (a worked example's "either version 1.3 of this license", a reference's date).
  const cover = probe.documentIdentity
    ? ranked.findIndex(({ c }) => isCoverValue(c.text, c.page, probe.focus.kind))
    : -1;
  const asked = cover >= 0 ? cover : ranked.findIndex(({ c }) => givesAsked(c, probe));
  const lead = asked >= 0 ? asked : ranked.findIndex(({ c }) => givesMeasure(c, probe));
  if (lead < 0) return { claims: [], trace: [] };
  if (lead > 0) ranked.unshift(...ranked.splice(lead, 1));
  const chosen: { c: Candidate; ev: LabelledEvidence }[] = [];
  // Once the first claim names the codes the question does ("-C", "AR01"), a quote naming none is about another thing.
  const onCodes = (r: { c: Candidate }) =>
    !probe.codes.length ||
    !chosen.length ||
    !namesCodes(chosen[0].c.text, probe.codes, "all") ||
    namesCodes(r.c.text, probe.codes, "any");
  // The neighbour a first claim was joined with is quoted already.
  const joinedWith = new Set<string>();
  for (const r of ranked) {
    if (chosen.length >= max) break;
    if (joinedWith.has(r.c.text) || !onCodes(r)) continue;
    // A lead-in ending in a colon is quoted with its list (cite/lead-in-list.ts).
    const listed = withListItems(r.c, pages);
    // A lead-in whose list was not found ("… the following changes in the generated class:" over code) says only
    // that the answer follows: as a further claim it adds nothing.
    if (chosen.length && listed === r.c && endsLeadIn(r.c.text)) continue;
    // A contract question, or one on an instrument's terms, is answered by the whole clause; a sentence of a
    // clause already given adds nothing.
    const c = chosen.length
      ? listed
      : probe.focus.topics.length || probe.focus.instrument
        ? wholeClause(r.c, pages)
        : listed !== r.c
          ? listed
          : withNeighbour(r.c, r.prev, r.next, (x) => extractiveScore(x, probe));
    if (c !== r.c) for (const n of [r.prev, r.next]) if (n && c.text.includes(n.text)) joinedWith.add(n.text);
    for (const n of r.absorbed) joinedWith.add(n.text);
    // A term quoted with its description holds that description's sentence too.
    const within = (a: Candidate, b: Candidate) =>
      keyOf(a) === keyOf(b) || ((probe.focus.topics.length > 0 || !!a.term) && a.text.includes(b.text));
    if (!chosen.some((x) => within(x.c, c) || within(c, x.c))) chosen.push({ c, ev: r.ev });
  }
  return claimsOf(question, chosen, ranked.length, probe, pages);
}

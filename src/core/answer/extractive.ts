/**
 * The default answer, with no chat key: the evidence pages' own sentences and table rows
 * that share most with the question, each one a claim citing itself. Nothing is written,
 * so every word of the answer is the document's.
 */
import type { Candidate } from "./candidates";
import { citationFor, shortlist, type PageLookup } from "./cite";
import { questionKeywords } from "./normalize";
import type { LabelledEvidence } from "./prompt";
import type { QuarantinedText } from "./screen";
import type { Claim, ClaimTrace } from "./types";

export const EXTRACTIVE_CLAIMS = 3;
/** A quote sharing less than this with the question's keywords is not an answer. */
export const MIN_EXTRACTIVE_SCORE = 0.2;

export function extractiveAnswer(
  question: string,
  evidence: LabelledEvidence[],
  pages: PageLookup,
  quarantined: readonly QuarantinedText[] = [],
  max = EXTRACTIVE_CLAIMS,
): { claims: Claim[]; trace: ClaimTrace[] } {
  const probe = questionKeywords(question).join(" ");
  const ranked = evidence
    .flatMap((ev) => shortlist(probe, ev, pages, quarantined).map((c) => ({ c, ev })))
    .filter(({ c }) => c.score >= MIN_EXTRACTIVE_SCORE)
    .sort((a, b) => b.c.score - a.c.score || a.c.text.length - b.c.text.length);
  const chosen: { c: Candidate; ev: LabelledEvidence }[] = [];
  for (const r of ranked) {
    if (chosen.length >= max) break;
    if (!chosen.some((x) => x.c.text === r.c.text)) chosen.push(r);
  }
  const claims: Claim[] = [];
  const trace: ClaimTrace[] = [];
  for (const { c, ev } of chosen) {
    const { citation, method, overlap } = citationFor(ev, { candidate: c, confidence: c.score, why: "extractive" }, pages);
    trace.push({ claim: claims.length, label: ev.label, candidates: 1, picked: c.text, confidence: c.score, why: "extractive: overlap with the question", method, overlap });
    claims.push({ text: c.text, citations: [citation] });
  }
  return { claims, trace };
}

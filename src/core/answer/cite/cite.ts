/**
 * The pincite step: for every claim and evidence label it cites, shortlist the cited
 * pages' own sentences and rows, pick one quote per claim (one batched System One call,
 * or lexically), and locate it for rectangles. Quotes only ever come from page text.
 */
import type { SystemOneClient } from "../../system-one";
import type { PageLayout } from "../../types";
import { rankCandidates, SHORTLIST, type Candidate } from "./candidates";
import { acrossPageBreaks, spanCitations } from "./page-breaks";
import { locateQuote, type LocateMethod } from "./locate";
import { pickQuotes, type Pick, type PickTrace } from "./pick";
import type { LabelledEvidence } from "../chat/prompt";
import { isQuarantined, type QuarantinedText } from "../../injection-screen/screen";
import type { Citation, Claim, ClaimTrace } from "../types";

export type PageLookup = (page: number) => PageLayout | undefined;

export interface ClaimToCite {
  text: string;
  labels: number[];
}

interface Slot {
  claim: number;
  evidence: LabelledEvidence;
  candidates: Candidate[];
}

/** Every sentence and row of the label's pages, quarantined text left out. */
export function evidenceCandidates(
  ev: LabelledEvidence,
  pages: PageLookup,
  quarantined: readonly QuarantinedText[] = [],
): Candidate[] {
  const all: Candidate[] = [];
  for (let p = ev.page_start; p <= ev.page_end; p++) {
    const layout = pages(p);
    if (layout)
      all.push(...acrossPageBreaks(p, pages).filter((c) => !quarantined.length || !isQuarantined(c.text, quarantined)));
  }
  return all;
}

/** The claim's shortlist from the cited pages, best first. */
export function shortlist(
  claim: string,
  ev: LabelledEvidence,
  pages: PageLookup,
  quarantined: readonly QuarantinedText[] = [],
): Candidate[] {
  return rankCandidates(claim, evidenceCandidates(ev, pages, quarantined), SHORTLIST);
}

/** A citation for a picked quote, or the page/section fallback. */
export function citationFor(
  ev: LabelledEvidence,
  pick: Pick,
  pages: PageLookup,
): { citation: Citation; more?: Citation[]; method: LocateMethod; overlap: number } {
  const c = pick.candidate;
  const layout = c ? pages(c.page) : undefined;
  const read = c?.spans?.length ? spanCitations(ev.label, c.text, c.spans, pages) : null;
  if (read) return { citation: read[0], more: read.slice(1), method: "exact", overlap: 1 };
  if (c && layout) {
    const loc = locateQuote(layout, c.text);
    if (loc.precision === "line")
      return {
        citation: { label: ev.label, page: c.page, precision: "line", quote: c.text, rects: loc.rects },
        method: loc.method,
        overlap: loc.score,
      };
  }
  const precision = ev.page_end > ev.page_start && !c ? "section" : "page";
  return {
    citation: { label: ev.label, page: c?.page ?? ev.page_start, precision, quote: null, rects: [] },
    method: "none",
    overlap: 0,
  };
}

export async function citeClaims(
  claims: ClaimToCite[],
  evidence: LabelledEvidence[],
  pages: PageLookup,
  options: { systemOne?: SystemOneClient; quarantined?: readonly QuarantinedText[]; now?: () => number } = {},
): Promise<{ claims: Claim[]; pick: PickTrace; trace: ClaimTrace[] }> {
  const byLabel = new Map(evidence.map((e) => [e.label, e]));
  const slots: Slot[] = claims.flatMap((c, i) =>
    c.labels.flatMap((l) => {
      const ev = byLabel.get(l);
      return ev ? [{ claim: i, evidence: ev, candidates: shortlist(c.text, ev, pages, options.quarantined) }] : [];
    }),
  );
  const { picks, trace: pick } = await pickQuotes(
    slots.map((s) => ({ claim: claims[s.claim].text, candidates: s.candidates })),
    options.systemOne,
    options.now,
  );
  const out: Claim[] = claims.map((c) => ({ text: c.text, citations: [] }));
  const trace = slots.map((s, k): ClaimTrace => {
    const { citation, more = [], method, overlap } = citationFor(s.evidence, picks[k], pages);
    out[s.claim].citations.push(citation, ...more);
    const p = picks[k];
    return {
      claim: s.claim,
      label: s.evidence.label,
      candidates: s.candidates.length,
      picked: p.candidate?.text ?? null,
      confidence: p.confidence,
      why: p.why,
      method,
      overlap: Math.round(overlap * 1000) / 1000,
    };
  });
  return { claims: out, pick, trace };
}

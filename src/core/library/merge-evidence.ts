/**
 * Evidence from several documents in one list. Each page keeps its document. The first
 * document routed leads with its best pages, then each other document adds its best
 * ones, so a comparison's operands from two filings both reach the answer, and a
 * question routed to one document gets that document's evidence unchanged.
 */
import type { EvidencePage } from "../navigate";

export interface LibraryEvidencePage extends EvidencePage {
  doc_id: string;
  doc_name: string;
}

/** Pages the first document keeps ahead of the others. */
const LEAD_PAGES = 3;
/** Pages each other document places before the rest of the first one's. */
const PARTNER_PAGES = 2;

/**
 * `perDoc` is the lead document then its partners (other years, other companies);
 * `alternates` are documents the facts could not tell from the lead, which lost the
 * lead on evidence: the first of them shows its best pages beside the partners' (the
 * evidence may have judged wrong), any others follow. With `spread` (a question across
 * many documents) every document gets a page before any gets a second.
 */
export function mergeEvidence(
  perDoc: LibraryEvidencePage[][],
  max: number,
  alternates: LibraryEvidencePage[][] = [],
  spread = false,
): LibraryEvidencePage[] {
  if (perDoc.length === 0) return [];
  if (spread) return roundRobin([...perDoc, ...alternates], max);
  const [lead, ...partners] = perDoc;
  const others = [...partners, ...alternates.slice(0, 1)];
  const out = [
    ...lead.slice(0, LEAD_PAGES),
    ...others.flatMap((o) => o.slice(0, PARTNER_PAGES)),
    ...lead.slice(LEAD_PAGES),
    ...others.flatMap((o) => o.slice(PARTNER_PAGES)),
    ...alternates.slice(1).flat(),
  ];
  return out.slice(0, max);
}

/**
 * A question across many documents ("which of these filings…"): each document's best page first, then
 * each one's second…
 */
function roundRobin(perDoc: LibraryEvidencePage[][], max: number): LibraryEvidencePage[] {
  const out: LibraryEvidencePage[] = [];
  for (let rank = 0; out.length < max && perDoc.some((d) => d.length > rank); rank++) {
    for (const d of perDoc) if (d[rank] && out.length < max) out.push(d[rank]);
  }
  return out;
}

/**
 * Page numbers in one space for the answer step, which knows one document: the evidence
 * pages are numbered 1, 2, 3… in evidence order (a chat model reads "page 3", not some
 * document's page 52 next to another's page 52), and mapped back on the way out.
 */
export interface PageSpace {
  /** Evidence with virtual page numbers. */
  evidence: LibraryEvidencePage[];
  real(virtual: number): { doc_id: string; page: number } | undefined;
}

export function pageSpace(evidence: readonly LibraryEvidencePage[]): PageSpace {
  const table: { doc_id: string; page: number }[] = [];
  const virtualOf = (doc_id: string, page: number) => {
    const at = table.findIndex((t) => t.doc_id === doc_id && t.page === page);
    return (at >= 0 ? at : table.push({ doc_id, page }) - 1) + 1;
  };
  const mapped = evidence.map((e) => {
    const start = virtualOf(e.doc_id, e.page_start);
    for (let p = e.page_start + 1; p <= e.page_end; p++) virtualOf(e.doc_id, p);
    return { ...e, page_start: start, page_end: virtualOf(e.doc_id, e.page_end) };
  });
  return { evidence: mapped, real: (v) => table[v - 1] };
}

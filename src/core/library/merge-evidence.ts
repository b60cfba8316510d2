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
 * `alternates` are documents that lost the lead on evidence and only follow.
 */
export function mergeEvidence(perDoc: LibraryEvidencePage[][], max: number, alternates: LibraryEvidencePage[][] = []): LibraryEvidencePage[] {
  if (perDoc.length === 0) return [];
  const [lead, ...others] = perDoc;
  const out = [...lead.slice(0, LEAD_PAGES), ...others.flatMap((o) => o.slice(0, PARTNER_PAGES)), ...lead.slice(LEAD_PAGES), ...others.flatMap((o) => o.slice(PARTNER_PAGES)), ...alternates.flat()];
  return out.slice(0, max);
}

/**
 * Page numbers in one space for the answer step, which knows one document: document k's
 * page p becomes k * PAGE_SPACE + p, and back again on the way out.
 */
export const PAGE_SPACE = 1_000_000;
export const toVirtual = (docIndex: number, page: number) => docIndex * PAGE_SPACE + page;
export const fromVirtual = (virtual: number) => ({ docIndex: Math.floor(virtual / PAGE_SPACE), page: virtual % PAGE_SPACE });

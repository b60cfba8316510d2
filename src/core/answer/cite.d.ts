/**
 * The pincite step: for every claim and evidence label it cites, shortlist the cited
 * pages' own sentences and rows, pick one quote per claim (one batched System One call,
 * or lexically), and locate it for rectangles. Quotes only ever come from page text.
 */
import type { SystemOneClient } from "../system-one";
import type { PageLayout } from "../types";
import { type Candidate } from "./candidates";
import { type LocateMethod } from "./locate";
import { type Pick, type PickTrace } from "./pick";
import type { LabelledEvidence } from "./prompt";
import { type QuarantinedText } from "./screen";
import type { Citation, Claim, ClaimTrace } from "./types";
export type PageLookup = (page: number) => PageLayout | undefined;
export interface ClaimToCite {
    text: string;
    labels: number[];
}
/** Candidates from every page of the label's range, best first, quarantined text left out. */
export declare function shortlist(claim: string, ev: LabelledEvidence, pages: PageLookup, quarantined?: readonly QuarantinedText[]): Candidate[];
/** A citation for a picked quote, or the page/section fallback. */
export declare function citationFor(ev: LabelledEvidence, pick: Pick, pages: PageLookup): {
    citation: Citation;
    method: LocateMethod;
    overlap: number;
};
export declare function citeClaims(claims: ClaimToCite[], evidence: LabelledEvidence[], pages: PageLookup, options?: {
    systemOne?: SystemOneClient;
    quarantined?: readonly QuarantinedText[];
    now?: () => number;
}): Promise<{
    claims: Claim[];
    pick: PickTrace;
    trace: ClaimTrace[];
}>;

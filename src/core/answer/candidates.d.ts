/**
 * Candidate quotes for a claim: the cited page's own sentences and table rows. A row of
 * a financial table (a label followed by figures) is one candidate, since a claim about
 * a figure is supported by the whole row, not by a sentence fragment around it.
 * Everything here is the page's text, so a picked candidate can never carry model text.
 */
import type { Line, PageLayout } from "../types";
export interface Candidate {
    page: number;
    kind: "sentence" | "row";
    text: string;
    /** Overlap with the claim (or question) it was ranked for, 0..1; 0 before ranking. */
    score: number;
}
export declare const SHORTLIST = 10;
/** A label followed by figures, set apart by a column gap or by several figures. */
export declare function isTableRow(line: Line): boolean;
/** Every sentence and table row of the page, in reading order. */
export declare function pageCandidates(layout: PageLayout): Candidate[];
/** Weighted share of the probe's content tokens found in the candidate. */
export declare function overlap(probe: string[], candidate: Set<string>): number;
/** The `keep` candidates sharing most with `probe` (ties: the shorter), score > 0 only. */
export declare function rankCandidates(probe: string, candidates: readonly Candidate[], keep?: number): Candidate[];

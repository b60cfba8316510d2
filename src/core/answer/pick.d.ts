/**
 * Picks one quote per claim from its shortlist. With System One: one batched request for
 * the whole answer, one choice question per claim with a "none" option; a "none" or a
 * confidence under 0.35 leaves the citation at page precision. Without it (or when the
 * call fails): the top lexical candidate, when it shares enough with the claim.
 */
import type { SystemOneClient } from "../system-one";
import type { Candidate } from "./candidates";
export interface PickItem {
    claim: string;
    candidates: Candidate[];
}
export interface Pick {
    candidate: Candidate | null;
    /** System One's confidence, or the lexical overlap score. */
    confidence: number | null;
    why: string;
}
export interface PickTrace {
    mode: "system-one" | "lexical" | "none";
    why: string;
    min_confidence: number;
    requests: number;
    input_tokens: number;
    cost_usd: number;
    ms: number;
    degraded?: {
        code: string;
        message: string;
    };
}
export declare const MIN_PICK_CONFIDENCE = 0.35;
/** Lexical floor: a third of the claim's weighted content, or a shared figure. */
export declare const MIN_LEXICAL_OVERLAP = 0.34;
export declare function pickQuotes(items: PickItem[], systemOne?: SystemOneClient, now?: () => number): Promise<{
    picks: Pick[];
    trace: PickTrace;
}>;
/** The top candidate when it shares a third of the claim's content or one of its figures. */
export declare function pickLexical(item: PickItem): Pick;

/**
 * The answer gate: can these evidence pages answer the question? With System One, one
 * yes/no question over the pages; below MIN_GATE_P the answer abstains with "not in the
 * document" and no chat call is made. Offline, a visible lexical rule. The gate never
 * abstains because of an error: a failed call lets the answer through, marked degraded.
 */
import type { SystemOneClient } from "../system-one";
export interface GateEvidence {
    label: number;
    page_start: number;
    page_end: number;
    text: string;
}
export interface GateResult {
    mode: "system-one" | "lexical";
    abstain: boolean;
    /** System One's P(yes), or the lexical keyword coverage. */
    score: number;
    threshold: number;
    rule: string;
    keywords?: string[];
    missing?: string[];
    requests: number;
    input_tokens: number;
    cost_usd: number;
    ms: number;
    degraded?: {
        code: string;
        message: string;
    };
}
export declare const MIN_GATE_P = 0.3;
/** Offline: abstain when under a fifth of the question's keywords appear in the evidence. */
export declare const MIN_KEYWORD_COVERAGE = 0.2;
export declare const NOT_IN_DOCUMENT = "Not in the document.";
export declare function gateAnswer(question: string, evidence: GateEvidence[], systemOne?: SystemOneClient, now?: () => number): Promise<GateResult>;
/** Share of the question's keywords (plural-folded) found anywhere in the evidence. */
export declare function lexicalGate(question: string, evidence: GateEvidence[]): GateResult;

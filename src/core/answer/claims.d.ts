export interface ParsedClaim {
    text: string;
    /** Evidence labels cited, in order, deduplicated. */
    labels: number[];
}
export interface MarkerFlag {
    marker: string;
    /** 0-based index of the claim it was attached to (-1: a reply with no claims). */
    claim: number;
    reason: string;
}
export interface ParsedReply {
    claims: ParsedClaim[];
    flags: MarkerFlag[];
}
/** pageToLabel: models sometimes cite the page number; mapped when it is unambiguous. */
export declare function parseClaims(reply: string, labels: ReadonlySet<number>, pageToLabel?: ReadonlyMap<number, number>): ParsedReply;

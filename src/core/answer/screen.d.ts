export interface QuarantinedText {
    /** Evidence label and the page range it covers. */
    label: number;
    page_start: number;
    page_end: number;
    text: string;
    /** Name of the rule that matched. */
    rule: string;
}
export interface ScreenResult<E> {
    /** Evidence with quarantined sentences replaced by a visible placeholder. */
    evidence: E[];
    quarantined: QuarantinedText[];
    rules: string[];
}
export declare const QUARANTINE_PLACEHOLDER = "[text removed: it addressed an AI]";
/** The rule a sentence trips, if any. */
export declare function screenSentence(sentence: string): string | null;
interface ScreenableEvidence {
    label: number;
    page_start: number;
    page_end: number;
    text: string;
}
export declare function screenEvidence<E extends ScreenableEvidence>(evidence: E[]): ScreenResult<E>;
/** True when a candidate quote overlaps quarantined text (never offered as an answer). */
export declare function isQuarantined(text: string, quarantined: readonly QuarantinedText[]): boolean;
export {};

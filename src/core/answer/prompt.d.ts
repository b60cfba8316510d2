/**
 * The chat prompt. Evidence pages go in as delimited, numbered DATA inside the user
 * message, never as instructions: the system message says so, and the delimiters cannot
 * be forged from inside a page because page text is stripped of them first.
 */
export interface ChatMessage {
    role: "system" | "user" | "assistant";
    content: string;
}
/** An evidence page (or range) with the label the model cites it by. */
export interface LabelledEvidence {
    label: number;
    page_start: number;
    page_end: number;
    text: string;
}
export declare const pagesLabel: (e: {
    page_start: number;
    page_end: number;
}) => string;
export declare const SYSTEM_PROMPT: string;
export declare function buildMessages(question: string, evidence: LabelledEvidence[]): ChatMessage[];
/** Reads the blocks back out of a user message (used by the fake chat server and tests). */
export declare function parseEvidenceBlocks(userMessage: string): {
    label: number;
    text: string;
}[];
/** The question line of a user message built by `buildMessages`. */
export declare function parseQuestion(userMessage: string): string;

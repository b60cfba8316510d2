/**
 * A per-page token index, built once and cached per PageLayout object, so each quote
 * lookup is a string search or a window scan over integers. Tokens keep the words they
 * came from, which is how a match turns back into exact word rectangles.
 */
import type { PageLayout, Word } from "../types";
export interface PageIndex {
    page: number;
    /** Every word of the page in reading order. */
    words: Word[];
    /** Line index (into layout.lines) of each word. */
    wordLine: Int32Array;
    tokens: string[];
    /** Token ids (into a page-local vocabulary), parallel to `tokens`. */
    ids: Int32Array;
    vocab: Map<string, number>;
    /** First and last word a token came from (a hyphen-joined token spans two). */
    tokenWord0: Int32Array;
    tokenWord1: Int32Array;
    /** All tokens concatenated: the whitespace-free normalised character stream. */
    stream: string;
    /** Offset of each token in `stream`; one extra entry holds the stream's length. */
    tokenStart: Int32Array;
}
export declare function buildPageIndex(layout: PageLayout): PageIndex;
/** The page's index, built on first use and kept as long as the layout object lives. */
export declare function pageIndex(layout: PageLayout): PageIndex;
/** The token holding stream offset `pos` (binary search over token starts). */
export declare function tokenAt(idx: PageIndex, pos: number): number;

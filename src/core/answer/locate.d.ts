/**
 * Finds a quote on a page and turns the match into one highlight rectangle per line.
 * Order of attempts: the normalised character stream (exact up to case, ligatures,
 * punctuation, whitespace, hyphenation and split text items), then a window of page
 * tokens with ≥ 80% token overlap. Quotes under 4 tokens must match exactly, on word
 * boundaries, because a fuzzy short quote lands anywhere.
 */
import type { PageLayout, Rect } from "../types";
import { type PageIndex } from "./page-index";
export type Precision = "line" | "page" | "section";
export type LocateMethod = "exact" | "normalised" | "fuzzy" | "none";
export interface Location {
    precision: "line" | "page";
    method: LocateMethod;
    /** Token overlap of the match, 0..1 (1 for stream matches). */
    score: number;
    /** One rectangle per line touched, normalised 0–1, in reading order. */
    rects: Rect[];
    /** Matched page tokens [start, end), for callers that grade coverage. */
    tokenRange: [number, number] | null;
}
export declare const MIN_OVERLAP = 0.8;
export declare const MIN_FUZZY_TOKENS = 4;
export declare function locateQuote(layout: PageLayout, quote: string): Location;
/** Union of the matched words on each line, one rectangle per line. */
export declare function rectsFor(idx: PageIndex, [start, end]: [number, number]): Rect[];
/** Words whose tokens fall in the range: what the highlight covers, for grading. */
export declare function wordsInRange(idx: PageIndex, [start, end]: [number, number]): string[];

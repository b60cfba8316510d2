/**
 * Navigation types: the per-document index, evidence pages and the trace. Plain data
 * only, so an index is stored next to the layout and a trace is logged or exported as is.
 */
import type { Bm25Index } from "./bm25";
import type { Breakdown, StatementKind } from "./conventions";

/** One section of the tree flattened, with the span of text it owns. */
export interface NavSection {
  id: string;
  title: string;
  /** Titles from the root down to this section, joined with " › ". */
  path: string;
  level: number;
  page_start: number;
  page_end: number;
  /** Further page ranges the section's content sits on (a cross-reference index item). */
  extra_ranges?: { page_start: number; page_end: number }[];
}

export interface NavPage {
  /** 1-based physical page. */
  page: number;
  /** First lines of the page (running headers skipped): what a skim reads. */
  head: string;
  /** The primary statement this page presents, when its heading names one and it holds a table. */
  statement: StatementKind | null;
  /** Index into `sections` of the innermost section that starts on or before this page. */
  section: number;
  /** How the page's tables break figures down (by segment, by region), as their headings say. */
  breakdowns: Breakdown[];
  /** Short titles and run-in heads on the page ("Customers", "Seasonality"): see sub-headings.ts. */
  subheads: string[];
}

export interface NavIndex {
  /** 2: table labels (labelBm25) and page breakdowns; 3: page sub-headings. */
  version: 3;
  pageCount: number;
  pages: NavPage[];
  sections: NavSection[];
  /** Whole pages. */
  pageBm25: Bm25Index;
  /** Page heads. */
  headBm25: Bm25Index;
  /** Section title paths. */
  titleBm25: Bm25Index;
  /** Each page's table row labels and table headings, words and adjacent pairs (table-labels.ts). */
  labelBm25: Bm25Index;
  /** Text each section owns (from its heading to the next heading). */
  sectionBm25: Bm25Index;
  /** For each section, the pages its own text spans (first, last). */
  spans: [number, number][];
  /** "7" → page where Note 7 starts; "7a" → page where Item 7A starts. */
  notes: Record<string, number>;
  items: Record<string, number>;
  /** "7" → the first page of every range item 7 sits on, when a cross-reference index gives several. */
  item_ranges?: Record<string, number[]>;
  build_ms: number;
}

/** One evidence page (or range), verbatim. */
export interface EvidencePage {
  page_start: number;
  page_end: number;
  text: string;
  why: string;
}

export interface StepCandidate {
  /** Section id or page number. */
  id: string;
  label: string;
  score: number;
  /** System One P(yes) when the step asked it. */
  p?: number;
}

export interface DegradedInfo {
  code: string;
  message: string;
}

export type StepName = "rank-sections" | "skim-heads" | "read-pages" | "follow-references";

export interface TraceStep {
  step: StepName;
  mode: "lexical" | "system-one";
  candidates: StepCandidate[];
  chosen: string[];
  why: string;
  requests: number;
  input_tokens: number;
  output_tokens: number;
  cost_usd: number;
  ms: number;
  /** HTTP attempts of the request (retries included), whether it came from the cache, which model answered. */
  attempts?: number;
  cached?: boolean;
  model?: string;
  degraded?: DegradedInfo;
}

export interface NavigationTrace {
  strategy: "lexical" | "judgewalk";
  question: string;
  keywords: string[];
  expansion: string;
  rules: string[];
  steps: TraceStep[];
  requests: number;
  input_tokens: number;
  output_tokens: number;
  cost_usd: number;
  ms: number;
  degraded: boolean;
  /** Key-free description of the System One backend, when one was used. */
  backend?: { backend: string; endpoint: string; model: string };
  note?: string;
}

export interface NavigationResult {
  evidence: EvidencePage[];
  trace: NavigationTrace;
}

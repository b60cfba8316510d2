import type { DocumentLayout } from "../types";

/**
 * Section-tree types (`buildIndex`). Plain data: a tree survives JSON and structured
 * clone, and is byte-identical for the same layout (ids derive from tree position).
 */

/**
 * Which source produced the tree: the first sound source that fits the document type wins
 * (design §2); "merged" when a filing's items came from one source and its other sections
 * from another (each node then names its own source).
 */
export type TreeSource = "outline" | "contents" | "cross-reference" | "headings" | "merged" | "repaired" | "fallback";

/** Where one node of the tree came from ("cover" for the pages before the first section). */
export type PartSource = "outline" | "contents" | "cross-reference" | "headings" | "cover" | "model" | "fallback";

/** Physical pages, inclusive. */
export interface PageRange {
  page_start: number;
  page_end: number;
}

/**
 * What happened to a flat tree: "not-needed" when it had depth, "applied" when a level
 * oracle nested it, "skipped" when no oracle was given, "failed" when the oracle failed.
 */
export type RepairStatus = "not-needed" | "applied" | "skipped" | "failed";

export interface TreeNode {
  /** Position path, e.g. "s2.3.1": stable for the same layout. */
  id: string;
  title: string;
  /** 1 for top-level sections. */
  level: number;
  /** 1-based physical pages, inclusive. */
  page_start: number;
  page_end: number;
  /** Index into `PageLayout.lines` of the start page where the section begins. */
  line_start: number;
  children: TreeNode[];
  /** The source this node came from; absent in trees stored before sources were named. */
  source?: PartSource;
  /**
   * Further places the section's content sits, beyond page_start–page_end: a Form 10-K
   * cross-reference index may send an item to several page ranges of the annual report.
   */
  extra_ranges?: PageRange[];
}

export interface SectionTree {
  source: TreeSource;
  repair: RepairStatus;
  nodes: TreeNode[];
}

/** A heading before nesting: the common currency of every source. */
export interface Heading {
  title: string;
  level: number;
  page: number;
  line: number;
  source?: PartSource;
  /** Every page range the source gives for it (first = where it opens), when it says. */
  ranges?: [number, number][];
}

/**
 * Gives depths to titles that came out at one level (System One choice question per
 * title). Called with at most ~60 titles; returns one level (1 = top) per title, or
 * null when it cannot answer. Implemented outside the tree module (src/core/system-one).
 */
export interface LevelOracle {
  assignLevels(titles: string[]): Promise<number[] | null>;
}

export interface BuildIndexOptions {
  levelOracle?: LevelOracle;
  /**
   * For a document with no headings at all: finds where sections start (System One over
   * line-numbered windows, see reconstruct.ts). Null keeps the page-block fallback.
   */
  sectionFinder?: (layout: DocumentLayout) => Promise<Heading[] | null>;
}

/** Trees over text without pages (Markdown, HTML, plain text): lines of the rendered text. */
export interface TextTreeNode {
  id: string;
  title: string;
  level: number;
  /** 0-based line range in the rendered text, inclusive. */
  line_start: number;
  line_end: number;
  children: TextTreeNode[];
}

export interface TextTree {
  source: "headings" | "fallback";
  nodes: TextTreeNode[];
}

/** A heading marker on a text line, as produced by a format parser. */
export interface TextHeadingMarker {
  line: number;
  level: number;
  title: string;
}

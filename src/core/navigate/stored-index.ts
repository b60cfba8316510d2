/**
 * A document's navigation index in the compact form storage keeps, with the document's
 * page furniture beside it. Building the index tokenises every line of the document and
 * finding its running heads reads every line's geometry: for a stored document that was
 * most of the first question across the library after the app opened (seconds, with a
 * few filings routed). Read back, the document needs neither, and its pages' words are
 * decoded only where the answer quotes them.
 *
 * The BM25 postings, the bulk of an index, are packed: each index's terms in one list and
 * every posting in one array of 16- or 32-bit integers. Cloned, that is a little smaller
 * than the object of arrays (0.37 against 0.39 MB per 100 pages of three filings) and far
 * quicker to clone out of IndexedDB: a few buffers rather than thousands of arrays (a
 * 252-page 10-K's index in 1-5 ms, against 25-75 ms). The rest is small plain data, kept as it is.
 *
 * `STORED_INDEX_VERSION` names what a stored index holds: bump it whenever buildNavIndex,
 * what it reads (tokenising, statements, table labels, sub-headings, anchors) or the page
 * furniture marks change, and every stored index is built again, once, on its next use.
 */
import type { PageLayout } from "../types";
import { furnitureOf, markDocumentFurniture, rememberDocumentFurniture, type PageFurniture } from "../pages/furniture";
import { wordRecord } from "../text/word-record";
import type { Bm25Index } from "./bm25";
import type { NavIndex } from "./types";

/** Bump with any change to what buildNavIndex or the furniture marks make (see the module note). */
export const STORED_INDEX_VERSION = 3;
export const STORED_INDEX_FORMAT = "pincite-nav-index";

/** A BM25 index packed: term i's postings are `pairs[offsets[i] .. offsets[i + 1])`. */
export interface StoredBm25 {
  n: number;
  avgLen: number;
  lengths: Uint32Array;
  /**
   * The terms, each its own string: cloned one byte a character when it can be, where one
   * string joining them all took two for every term once any held a character past Latin-1.
   */
  terms: string[];
  offsets: Uint32Array;
  /** Flat [doc, tf, …] pairs of every term in turn. */
  pairs: Uint16Array | Uint32Array;
}

type Bm25Keys = "pageBm25" | "headBm25" | "titleBm25" | "labelBm25" | "sectionBm25";
const BM25_KEYS: readonly Bm25Keys[] = ["pageBm25", "headBm25", "titleBm25", "labelBm25", "sectionBm25"];

export interface StoredNavIndex {
  format: typeof STORED_INDEX_FORMAT;
  /** STORED_INDEX_VERSION and the NavIndex's own version, as "s1.nav3". */
  version: string;
  /** The index without its postings (they are in `bm25`). */
  index: Omit<NavIndex, Bm25Keys>;
  bm25: Record<Bm25Keys, StoredBm25>;
  /** Furniture as [page, line, word + 1] triples; word + 1 = 0 marks the whole line. */
  furniture: Uint32Array;
}

const versionOf = (index: Pick<NavIndex, "version">) => `s${STORED_INDEX_VERSION}.nav${index.version}`;
/** The version an index stored by this build carries. */
export const CURRENT_STORED_VERSION = versionOf({ version: 3 } satisfies Pick<NavIndex, "version">);

function packBm25(index: Bm25Index): StoredBm25 {
  const terms = Object.keys(index.postings);
  const offsets = new Uint32Array(terms.length + 1);
  let total = 0;
  let max = 0;
  terms.forEach((t, i) => {
    const list = index.postings[t];
    total += list.length;
    offsets[i + 1] = total;
    for (const v of list) if (v > max) max = v;
  });
  const pairs = max < 0x10000 ? new Uint16Array(total) : new Uint32Array(total);
  terms.forEach((t, i) => pairs.set(index.postings[t], offsets[i]));
  const lengths = Uint32Array.from(index.lengths);
  return { n: index.n, avgLen: index.avgLen, lengths, terms, offsets, pairs };
}

function unpackBm25(stored: StoredBm25): Bm25Index {
  const postings = wordRecord<number[]>();
  const { terms, offsets, pairs } = stored;
  terms.forEach((t, i) => (postings[t] = Array.from(pairs.subarray(offsets[i], offsets[i + 1]))));
  return { n: stored.n, avgLen: stored.avgLen, lengths: Array.from(stored.lengths), postings };
}

/** The document's furniture marks (worked out once: a navigable document has them already). */
function packFurniture(pages: readonly PageLayout[]): Uint32Array {
  markDocumentFurniture(pages);
  const out: number[] = [];
  for (const page of pages) {
    const f = furnitureOf(page);
    for (const line of f.lines) out.push(page.page, line, 0);
    for (const [line, words] of f.words) for (const w of words) out.push(page.page, line, w + 1);
  }
  return Uint32Array.from(out);
}

function unpackFurniture(packed: Uint32Array): Map<number, PageFurniture> {
  const marks = new Map<number, PageFurniture>();
  for (let i = 0; i + 2 < packed.length; i += 3) {
    const [page, line, word] = [packed[i], packed[i + 1], packed[i + 2]];
    let f = marks.get(page);
    if (!f) marks.set(page, (f = { lines: new Set(), words: new Map() }));
    if (word === 0) f.lines.add(line);
    else {
      let words = f.words.get(line);
      if (!words) f.words.set(line, (words = new Set()));
      words.add(word - 1);
    }
  }
  return marks;
}

/** The stored form of a document's index and of its pages' furniture (the whole document's `pages`). */
export function packNavIndex(index: NavIndex, pages: readonly PageLayout[]): StoredNavIndex {
  const { pageBm25, headBm25, titleBm25, labelBm25, sectionBm25, ...rest } = index;
  const all = { pageBm25, headBm25, titleBm25, labelBm25, sectionBm25 };
  const bm25 = Object.fromEntries(BM25_KEYS.map((k) => [k, packBm25(all[k])])) as Record<Bm25Keys, StoredBm25>;
  return {
    format: STORED_INDEX_FORMAT,
    version: versionOf(index),
    index: rest,
    bm25,
    furniture: packFurniture(pages),
  };
}

/** Whether a stored value is an index this build wrote for a document of `pageCount` pages (else build it again). */
export function isCurrentStoredIndex(value: unknown, pageCount: number): value is StoredNavIndex {
  const stored = value as Partial<StoredNavIndex> | null | undefined;
  return (
    typeof stored === "object" &&
    stored !== null &&
    stored.format === STORED_INDEX_FORMAT &&
    stored.version === CURRENT_STORED_VERSION &&
    stored.index?.pageCount === pageCount &&
    stored.furniture instanceof Uint32Array &&
    BM25_KEYS.every((k) => Array.isArray(stored.bm25?.[k]?.terms) && stored.bm25[k].pairs !== undefined)
  );
}

/**
 * The index back from its stored form; the pages (the whole document, as stored) take the
 * stored furniture as theirs, so nothing reads their lines until they are quoted.
 */
export function unpackNavIndex(stored: StoredNavIndex, pages: readonly PageLayout[]): NavIndex {
  rememberDocumentFurniture(pages, unpackFurniture(stored.furniture));
  const bm25 = Object.fromEntries(BM25_KEYS.map((k) => [k, unpackBm25(stored.bm25[k])])) as Record<Bm25Keys, Bm25Index>;
  return { ...stored.index, ...bm25 };
}

/** The buffers a stored index can move to another thread instead of copying. */
export function storedIndexTransfers(stored: StoredNavIndex): ArrayBuffer[] {
  const arrays = Object.values(stored.bm25).flatMap((b) => [b.lengths, b.offsets, b.pairs]);
  return [...arrays, stored.furniture].map((a) => a.buffer as ArrayBuffer);
}

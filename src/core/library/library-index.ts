/**
 * The library-level index: one small entry per stored document (its cover facts and a
 * profile of the words in its page heads, section titles and cover), and BM25 over
 * those profiles. It is all a question needs to pick documents; the per-document
 * navigation indexes stay where they are until a document is picked.
 */
import { ownValue, wordRecord } from "../text/word-record";
import type { Bm25Index } from "../navigate/bm25";
import { terms } from "../navigate/keywords";
import { pageHead } from "../navigate/doc-index";
import type { SectionTree, TreeNode } from "../tree";
import type { DocumentLayout, PageLayout } from "../types";
import { companyName, type CompanyName } from "./company-match";
import { COVER_PAGES, readDocumentFacts, type DocumentFacts } from "./document-facts";

/** Term counts of a document's heads, titles and cover: a few KB, stored with the document. */
export interface DocProfile {
  version: 1;
  terms: Record<string, number>;
}

export interface LibraryEntry {
  id: string;
  /** What the user calls the document (stored title, else file name). */
  name: string;
  facts: DocumentFacts;
  profile: DocProfile;
  pageCount: number;
  /**
   * What the document's bytes are, when the library knows: copies of one file (an export
   * imported twice) share it, and a question walks one of them, not each.
   */
  content?: string;
}

export interface LibraryIndex {
  entries: LibraryEntry[];
  /** The company each entry names, merged across entries (tickers from any cover count for all). */
  companies: (CompanyName | null)[];
  /** Key of each entry's company (its core words), so entries of one company group together. */
  companyKeys: (string | null)[];
  bm25: Bm25Index;
}

/** The first pages, where a cover may spill over, in page order. */
const coverPages = (pages: readonly PageLayout[]) => [...pages].sort((a, b) => a.page - b.page).slice(0, COVER_PAGES);

/** Words a document shows at the top of its pages and in its contents, plus its cover text. */
export function buildDocProfile(pages: readonly PageLayout[], tree: Pick<SectionTree, "nodes">): DocProfile {
  const counts = wordRecord<number>();
  const add = (text: string) => {
    for (const t of terms(text)) counts[t] = (ownValue(counts, t) ?? 0) + 1;
  };
  for (const p of pages) add(pageHead(p.lines));
  const walk = (nodes: TreeNode[]) => nodes.forEach((n) => (add(n.title), walk(n.children)));
  walk(tree.nodes);
  for (const p of coverPages(pages)) add(p.text);
  return { version: 1, terms: counts };
}

/** What a document's cover says of it (company, form, period), read from its first pages. */
export function coverFacts(layout: Pick<DocumentLayout, "pages">): DocumentFacts {
  return readDocumentFacts(coverPages(layout.pages));
}

/** A library entry for a document: its cover facts and profile, read from its layout and tree. */
export function libraryEntryOf(
  id: string,
  name: string,
  layout: DocumentLayout,
  tree: Pick<SectionTree, "nodes">,
): LibraryEntry {
  return { id, name, ...libraryFieldsFrom(layout, tree), pageCount: layout.pageCount };
}

/** What the library keeps of a document beside its record: cover facts and a profile of its words. */
export type LibraryFields = Pick<LibraryEntry, "facts" | "profile">;

/**
 * The library's fields of a document (read at ingest, in the reading worker, or when first
 * listed); `facts` when its cover was read already.
 */
export function libraryFieldsFrom(
  layout: DocumentLayout,
  tree: Pick<SectionTree, "nodes">,
  facts: DocumentFacts = coverFacts(layout),
): LibraryFields {
  return { facts, profile: buildDocProfile(layout.pages, tree) };
}

/** BM25 straight from term counts (buildBm25 wants token lists; profiles are already counted). */
function bm25FromCounts(docs: Record<string, number>[]): Bm25Index {
  const postings = wordRecord<number[]>();
  const lengths = docs.map((d) => Object.values(d).reduce((a, b) => a + b, 0));
  docs.forEach((d, i) => {
    for (const [t, c] of Object.entries(d)) (ownValue(postings, t) ?? (postings[t] = [])).push(i, c);
  });
  const total = lengths.reduce((a, b) => a + b, 0);
  return { n: docs.length, avgLen: docs.length ? total / docs.length || 1 : 1, lengths, postings };
}

export function buildLibraryIndex(entries: LibraryEntry[]): LibraryIndex {
  const names = entries.map((e) => companyName(e.facts));
  const keys = names.map((n) => (n ? n.words.join(" ") : null));
  const tickers = new Map<string, Set<string>>();
  names.forEach((n, i) => {
    if (!n || !keys[i]) return;
    const set = tickers.get(keys[i]!) ?? new Set<string>();
    n.tickers.forEach((t) => set.add(t));
    tickers.set(keys[i]!, set);
  });
  const companies = names.map((n, i) => (n ? { ...n, tickers: [...(tickers.get(keys[i]!) ?? [])] } : null));
  return { entries, companies, companyKeys: keys, bm25: bm25FromCounts(entries.map((e) => e.profile.terms)) };
}

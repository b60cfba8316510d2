/**
 * Record types: what each IndexedDB store holds. Every record carries `v`, the data
 * version it was written at (migrations.ts), which moves independently of the store
 * layout's DB_VERSION (schema.ts). Records are plain data so they survive structured
 * clone and export to JSON. Reads keep fields this code does not know (normalise.ts
 * spreads the stored object), so a record written by a newer build loses nothing.
 */
import type { DocumentInfo } from "../core/types";
import type { PageWire } from "../core/layout/page-wire";
import type { SectionTree } from "../core/tree/types";
import type { CachedAnswers } from "../core/system-one/cache";
import type { DocumentFacts } from "../core/library/document-facts";
import type { DocProfile } from "../core/library/library-index";
import type { StoredNavIndex } from "../core/navigate/stored-index";

/** Metadata of one stored document (store `documents`, key `id`). */
export interface DocumentRecord {
  /** Data version the record was written at. */
  v: number;
  /** Content hash of the bytes (documentIdFor), or that hash with a `-n` suffix for an imported copy. */
  id: string;
  /** Display name; starts as the PDF title or the file name, changed by rename. */
  title: string;
  fileName: string;
  /** Size of the PDF in bytes. */
  size: number;
  /** Epoch ms when the document was first stored. */
  addedAt: number;
  /** Epoch ms when the document was last opened (added in data version 2). */
  lastOpenedAt: number;
  /** Page count, PDF title, outline and page labels as ingest found them. */
  info: DocumentInfo;
  /**
   * What the cover says (company, form, period) and the words of the page heads and
   * titles, for questions over the whole library. Derived data written at ingest; absent
   * (null after a read) on documents stored before, and then read from the stored pages
   * the first time a library question needs them (library-entries.ts).
   */
  facts?: DocumentFacts | null;
  profile?: DocProfile | null;
  /**
   * Pages 1..pagesStored are stored while a long document is still being written in chunks,
   * or after a write that failed part way; absent when every page is stored.
   */
  pagesStored?: number;
  /**
   * Bytes the document's records hold (file, tree, stored pages) before the browser compresses them, so an
   * upper estimate of what it takes; absent on documents stored before data version 3.
   */
  storedBytes?: number;
}

/** The PDF bytes, apart from the metadata so listing documents never reads megabytes. */
export interface FileRecord {
  v: number;
  docId: string;
  /**
   * An ArrayBuffer rather than a Blob: Safari has lost Blobs stored in IndexedDB, and
   * pdf.js wants bytes anyway.
   */
  bytes: ArrayBuffer;
}

/**
 * One page's layout (store `pages`, key [docId, page]) so page 1 loads without the rest.
 * Stored in the page wire's form (data version 3; core/layout/page-wire.ts): its numbers in
 * one Float64Array and its words' text in one string. As an object graph (up to version 2,
 * field `layout`) every word was an object of five named fields and each text was kept
 * three times (word, line, page): larger on disk and far slower to clone in and out.
 */
export interface PageRecord {
  v: number;
  docId: string;
  page: number;
  wire: PageWire;
}

export interface TreeRecord {
  v: number;
  docId: string;
  tree: SectionTree;
}

/**
 * An answer kept for replay. `answerJson` is the exact string the caller gave, so replay
 * returns it byte for byte; the other fields exist to index and list it.
 */
export interface AnswerRecord {
  v: number;
  traceToken: string;
  docId: string;
  /** Epoch ms when the answer was stored. */
  createdAt: number;
  /** The question as asked, for listing; optional because replay does not need it. */
  question?: string;
  answerJson: string;
  /** The trace behind the answer, also kept as its exact string, when there is one. */
  traceJson?: string;
}

/** A JSON value as settings hold them. */
export type SettingValue = string | number | boolean | null | SettingValue[] | { [key: string]: SettingValue };

export interface SettingRecord {
  v: number;
  key: string;
  value: SettingValue;
}

/** One System One response cache entry, keyed by the request hash. */
export interface CacheRecord {
  v: number;
  key: string;
  /** Copied from value.storedAt so an index can evict the oldest entries. */
  storedAt: number;
  value: CachedAnswers;
}

/** The record kinds, one per store; migrations are declared per kind. */
export type RecordKind = "documents" | "files" | "pages" | "trees" | "answers" | "settings" | "cache";

/** Shown in the document list; no bytes, no layouts. */
export interface DocumentSummary {
  id: string;
  title: string;
  fileName: string;
  pageCount: number;
  size: number;
  addedAt: number;
  lastOpenedAt: number;
  /** Set when only the first pages are stored (DocumentRecord.pagesStored). */
  pagesStored?: number;
  storedBytes?: number;
}

/**
 * A picture of the first page as drawn after ingest (store `previews`, key `docId`), so a
 * reopened document shows its first page before pdf.js has loaded its fonts. Derived
 * data: losing it costs nothing but that head start.
 */
export interface PreviewRecord {
  v: number;
  docId: string;
  /** PNG or WebP of page 1 at the width it was drawn. */
  image: Blob;
  width: number;
}

/**
 * A document's navigation index and page furniture in their stored form (store `nav-indexes`,
 * key `docId`; core/navigate/stored-index.ts), so a question across the library reads it
 * rather than building it from every stored page. Derived data: absent on documents stored
 * before database version 4, stale after a build that changed what an index holds (its
 * `index.version` says), and dropped whenever the document's pages are written; in each case
 * the next question builds it again and stores it.
 */
export interface NavIndexRecord {
  v: number;
  docId: string;
  index: StoredNavIndex;
}

/**
 * Document writes. A document's metadata, bytes, tree and first pages land in ONE
 * transaction, so a short document is whole or absent: a tab closed mid-ingest leaves no
 * half of it and a failed write (quota, bad data) leaves nothing of it behind. A long one's
 * further pages follow in chunks of PAGES_PER_CHUNK, a transaction each, encoded to the
 * stored form only as each chunk is written (a thousand pages are never all encoded at
 * once); the metadata counts the pages stored until the last chunk lands, so a failure
 * part way keeps what was stored, says how much (PartialStoreError), and the library shows it.
 */
import type { DocumentLayout } from "../core/types";
import type { SectionTree } from "../core/tree/types";
import { documentIdFor } from "./document-id";
import { NotFoundError, PartialStoreError } from "./errors";
import { deleteOwnedRecords } from "./document-stores";
import { pageRange } from "./key-ranges";
import { DATA_VERSION } from "./migrations";
import { normaliseDocument } from "./normalise";
import { documentName } from "../core/document-title";
import { libraryFieldsFrom, type LibraryFields } from "../core/library/library-index";
import { pageRecord, pageRecordBytes } from "./page-records";
import type { AnswerRecord, DocumentRecord, FileRecord, PageRecord, TreeRecord } from "./records";
import { DOCUMENT_STORES, STORES, type PinciteDb } from "./schema";
import { issueAll, writeAll } from "./transaction";

export interface NewDocument {
  bytes: Uint8Array | ArrayBuffer;
  fileName: string;
  layout: DocumentLayout;
  tree: SectionTree;
  /** Display name; defaults to documentName(): a filing's cover, the PDF's own title, else the file name. */
  title?: string;
  /** Epoch ms; defaults to Date.now(). */
  now?: number;
  /** The library's facts and profile when already read (the reading worker reads them at ingest); else read here. */
  library?: LibraryFields;
}

/** Pages written in one transaction: the first chunk with the rest of the document, then one a transaction. */
export const PAGES_PER_CHUNK = 100;

/** Everything one document owns, ready to write. */
export interface DocumentBundle {
  meta: DocumentRecord;
  file: FileRecord;
  pageCount: number;
  /** The page records from index `from` to `to` (exclusive), made when their chunk is written. */
  pages(from: number, to: number): PageRecord[];
  tree: TreeRecord;
  answers: AnswerRecord[];
}

/** Copies bytes into an ArrayBuffer of exactly their length (a view may share a larger one). */
export function toArrayBuffer(bytes: Uint8Array | ArrayBuffer): ArrayBuffer {
  return (bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).slice().buffer as ArrayBuffer;
}

/** Builds the records of a freshly ingested document (pure apart from hashing). */
async function bundleFor(doc: NewDocument): Promise<DocumentBundle> {
  const id = await documentIdFor(doc.bytes);
  const now = doc.now ?? Date.now();
  const { pages, ...info } = doc.layout;
  const bytes = toArrayBuffer(doc.bytes);
  const library = doc.library ?? libraryFieldsFrom(doc.layout, doc.tree);
  const meta: DocumentRecord = {
    v: DATA_VERSION,
    id,
    title: doc.title ?? documentName(info.title, library.facts, doc.fileName, pages[0]),
    fileName: doc.fileName,
    size: bytes.byteLength,
    addedAt: now,
    lastOpenedAt: now,
    info,
    ...library,
  };
  return {
    meta,
    file: { v: DATA_VERSION, docId: id, bytes },
    pageCount: pages.length,
    pages: (from, to) => pages.slice(from, to).map((layout) => pageRecord(id, layout)),
    tree: { v: DATA_VERSION, docId: id, tree: doc.tree },
    answers: [],
  };
}

/** The metadata as stored after `stored` of `total` pages: counted until all are in. */
function withPagesStored(meta: DocumentRecord, stored: number, total: number, bytes: number): DocumentRecord {
  const { pagesStored: _, ...rest } = meta;
  const sized = { ...rest, storedBytes: bytes };
  return stored < total ? { ...sized, pagesStored: stored } : sized;
}

const sizeOf = (pages: PageRecord[]) => pages.reduce((sum, p) => sum + pageRecordBytes(p), 0);

/** The first transaction: replaces any pages the id had, then the metadata, bytes, tree, answers and first pages. */
function writeHead(db: PinciteDb, bundle: DocumentBundle, keepExisting: boolean, first: number) {
  const pages = bundle.pages(0, first);
  const bytes = bundle.file.bytes.byteLength + JSON.stringify(bundle.tree.tree).length + sizeOf(pages);
  return writeAll(db, [...DOCUMENT_STORES], async (tx) => {
    let meta = withPagesStored(bundle.meta, first, bundle.pageCount, bytes);
    const existing = await tx.objectStore(STORES.documents).get(meta.id);
    // Re-ingesting the same file keeps the user's name for it and when it was first added.
    if (existing && keepExisting) meta = { ...meta, title: existing.title, addedAt: existing.addedAt };
    await tx.objectStore(STORES.pages).delete(pageRange(meta.id));
    // An index built from the pages replaced here would answer from pages no longer stored.
    await tx.objectStore(STORES.navIndexes).delete(meta.id);
    await issueAll([
      () => tx.objectStore(STORES.documents).put(meta),
      () => tx.objectStore(STORES.files).put(bundle.file),
      () => tx.objectStore(STORES.trees).put(bundle.tree),
      ...pages.map((p) => () => tx.objectStore(STORES.pages).put(p)),
      ...bundle.answers.map((a) => () => tx.objectStore(STORES.answers).put(a)),
    ]);
    return meta;
  });
}

/** One further chunk of pages, and the count of pages stored, in one transaction. */
function writeChunk(db: PinciteDb, bundle: DocumentBundle, from: number, to: number): Promise<DocumentRecord> {
  const pages = bundle.pages(from, to);
  return writeAll(db, [STORES.documents, STORES.pages], async (tx) => {
    const current = await tx.objectStore(STORES.documents).get(bundle.meta.id);
    if (!current) throw new NotFoundError(`Document ${bundle.meta.id}`);
    const stored = normaliseDocument(current);
    const meta = withPagesStored(stored, to, bundle.pageCount, (stored.storedBytes ?? 0) + sizeOf(pages));
    await issueAll([
      ...pages.map((p) => () => tx.objectStore(STORES.pages).put(p)),
      () => tx.objectStore(STORES.documents).put({ ...meta, v: DATA_VERSION }),
    ]);
    return meta;
  });
}

/**
 * Writes a bundle: the document with its first pages in one transaction, then the other
 * pages chunk by chunk (see the module note).
 * @throws StorageFullError when the quota ran out in the first transaction: nothing of the bundle is stored.
 * @throws PartialStoreError when a later chunk failed: the pages before it stay stored and counted.
 */
export async function writeBundle(
  db: PinciteDb,
  bundle: DocumentBundle,
  keepExisting = false,
  chunk = PAGES_PER_CHUNK,
): Promise<DocumentRecord> {
  const total = bundle.pageCount;
  let meta = await writeHead(db, bundle, keepExisting, Math.min(chunk, total));
  for (let from = chunk; from < total; from += chunk) {
    try {
      meta = await writeChunk(db, bundle, from, Math.min(from + chunk, total));
    } catch (err) {
      throw new PartialStoreError(from, total, { cause: err });
    }
  }
  return meta;
}

/**
 * Stores a whole ingested document (metadata, bytes, every page layout, tree), a long one
 * in chunks. Call only once ingest is complete. The same bytes again replace the layouts
 * and tree but keep the title and date added.
 * @throws StorageFullError when the quota ran out at once; nothing of this document is stored.
 * @throws PartialStoreError when it ran out part way; the first pages are stored and counted.
 */
export async function putDocument(db: PinciteDb, doc: NewDocument, chunk = PAGES_PER_CHUNK): Promise<DocumentRecord> {
  return writeBundle(db, await bundleFor(doc), true, chunk);
}

/** Changes fields of the metadata record in one transaction, keeping unknown fields. */
function updateMeta(
  db: PinciteDb,
  id: string,
  change: (meta: DocumentRecord) => DocumentRecord,
): Promise<DocumentRecord> {
  return writeAll(db, [STORES.documents], async (tx) => {
    const raw = await tx.objectStore(STORES.documents).get(id);
    if (!raw) throw new NotFoundError(`Document ${id}`);
    const next = { ...change(normaliseDocument(raw)), v: DATA_VERSION };
    await tx.objectStore(STORES.documents).put(next);
    return next;
  });
}

/**
 * Renames a document (display name only; the file name is kept).
 * @throws NotFoundError when the id is not stored. @throws Error when the name is blank.
 */
export function renameDocument(db: PinciteDb, id: string, title: string): Promise<DocumentRecord> {
  const trimmed = title.trim();
  if (!trimmed) return Promise.reject(new Error("A document name cannot be empty."));
  return updateMeta(db, id, (meta) => ({ ...meta, title: trimmed }));
}

/**
 * Records that a document was opened, for the list's "last opened".
 * @throws NotFoundError when the id is not stored.
 */
export function markOpened(db: PinciteDb, id: string, now = Date.now()): Promise<DocumentRecord> {
  return updateMeta(db, id, (meta) => ({ ...meta, lastOpenedAt: now }));
}

/**
 * Deletes a document and every record it owns (metadata, bytes, layouts, tree, answers)
 * in one transaction. Deleting an id that is not stored is not an error.
 * @throws StorageFullError or the browser's error; then nothing was deleted.
 */
export function deleteDocument(db: PinciteDb, id: string): Promise<void> {
  return writeAll(db, [...DOCUMENT_STORES], async (tx) => {
    await Promise.all(DOCUMENT_STORES.map((store) => deleteOwnedRecords(tx, store, id)));
  });
}

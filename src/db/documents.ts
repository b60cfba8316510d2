/**
 * Document writes. A document's metadata, bytes, page layouts and tree are built in
 * memory first and then land in ONE transaction, so a tab closed mid-ingest leaves no
 * half document and a failed write (quota, bad data) leaves nothing of it behind.
 */
import type { DocumentLayout } from "../core/types";
import type { SectionTree } from "../core/tree/types";
import { documentIdFor } from "./document-id";
import { NotFoundError } from "./errors";
import { deleteOwnedRecords } from "./document-stores";
import { pageRange } from "./key-ranges";
import { DATA_VERSION } from "./migrations";
import { normaliseDocument } from "./normalise";
import { documentName } from "../core/document-title";
import { libraryFieldsFrom, type LibraryFields } from "../core/library/library-index";
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

/** Everything one document owns, ready to write in one transaction. */
export interface DocumentBundle {
  meta: DocumentRecord;
  file: FileRecord;
  pages: PageRecord[];
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
    title: doc.title ?? documentName(info.title, library.facts, doc.fileName),
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
    pages: pages.map((layout) => ({ v: DATA_VERSION, docId: id, page: layout.page, layout })),
    tree: { v: DATA_VERSION, docId: id, tree: doc.tree },
    answers: [],
  };
}

/**
 * Writes a bundle whole: replaces any pages the id had, then puts every record.
 * @throws StorageFullError when the quota ran out; nothing of the bundle is stored.
 */
export function writeBundle(db: PinciteDb, bundle: DocumentBundle, keepExisting = false): Promise<DocumentRecord> {
  return writeAll(db, [...DOCUMENT_STORES], async (tx) => {
    let meta = bundle.meta;
    const existing = await tx.objectStore(STORES.documents).get(meta.id);
    // Re-ingesting the same file keeps the user's name for it and when it was first added.
    if (existing && keepExisting) meta = { ...meta, title: existing.title, addedAt: existing.addedAt };
    await tx.objectStore(STORES.pages).delete(pageRange(meta.id));
    await issueAll([
      () => tx.objectStore(STORES.documents).put(meta),
      () => tx.objectStore(STORES.files).put(bundle.file),
      () => tx.objectStore(STORES.trees).put(bundle.tree),
      ...bundle.pages.map((p) => () => tx.objectStore(STORES.pages).put(p)),
      ...bundle.answers.map((a) => () => tx.objectStore(STORES.answers).put(a)),
    ]);
    return meta;
  });
}

/**
 * Stores a whole ingested document (metadata, bytes, every page layout, tree) in one
 * transaction. Call only once ingest is complete. The same bytes again replace the
 * layouts and tree but keep the title and date added.
 * @throws StorageFullError when the quota ran out; nothing of this document is stored.
 */
export async function putDocument(db: PinciteDb, doc: NewDocument): Promise<DocumentRecord> {
  return writeBundle(db, await bundleFor(doc), true);
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

/**
 * Document reads. Layouts are per page so the reader can show page 1 of a 252-page
 * filing without reading the other 251; `getLayouts` still reads them all in one getAll
 * over the document's key range. Every read migrates and normalises the stored record.
 */
import type { DocumentLayout, PageLayout } from "../core/types";
import type { SectionTree } from "../core/tree/types";
import { documentIdFor } from "./document-id";
import { pageRange } from "./key-ranges";
import { normaliseDocument, normaliseFile, normalisePage, normaliseTree, pageLayoutOf } from "./normalise";
import type { PageWire } from "../core/layout/page-wire";
import type { DocumentRecord, DocumentSummary } from "./records";
import { STORES, type PinciteDb } from "./schema";

/**
 * Every stored document for the library list, most recently opened first.
 * @throws DataVersionError when a record's history cannot be explained.
 */
export async function listDocuments(db: PinciteDb): Promise<DocumentSummary[]> {
  const records = (await db.getAll(STORES.documents)).map(normaliseDocument);
  return records
    .map((r) => ({
      id: r.id,
      title: r.title,
      fileName: r.fileName,
      pageCount: r.info.pageCount,
      size: r.size,
      addedAt: r.addedAt,
      lastOpenedAt: r.lastOpenedAt,
      ...(r.pagesStored !== undefined ? { pagesStored: r.pagesStored } : {}),
      ...(typeof r.storedBytes === "number" ? { storedBytes: r.storedBytes } : {}),
    }))
    .sort((a, b) => b.lastOpenedAt - a.lastOpenedAt || b.addedAt - a.addedAt);
}

/**
 * A document's metadata, or undefined when not stored.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export async function getDocumentMeta(db: PinciteDb, id: string): Promise<DocumentRecord | undefined> {
  const raw = await db.get(STORES.documents, id);
  return raw === undefined ? undefined : normaliseDocument(raw);
}

/** Whether a document with this id is stored. @throws the browser's error only. */
export async function hasDocument(db: PinciteDb, id: string): Promise<boolean> {
  return (await db.getKey(STORES.documents, id)) !== undefined;
}

/**
 * The id of these bytes if that exact file is already stored whole, else null: lets the
 * drop zone skip re-ingesting a file dropped twice.
 * @throws Error when hashing is unavailable (insecure origin).
 */
export async function findStoredDocument(db: PinciteDb, bytes: Uint8Array | ArrayBuffer): Promise<string | null> {
  const id = await documentIdFor(bytes);
  const meta = await getDocumentMeta(db, id);
  // A document stored in part is read again from the file, which stores the rest.
  return meta && meta.pagesStored === undefined ? id : null;
}

/**
 * The PDF bytes, or undefined when not stored.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export async function getDocumentBytes(db: PinciteDb, id: string): Promise<Uint8Array | undefined> {
  const raw = await db.get(STORES.files, id);
  return raw === undefined ? undefined : new Uint8Array(normaliseFile(raw).bytes);
}

/**
 * One page's layout (1-based page), or undefined.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export async function getPageLayout(db: PinciteDb, id: string, page: number): Promise<PageLayout | undefined> {
  const raw = await db.get(STORES.pages, [id, page]);
  return raw === undefined ? undefined : pageLayoutOf(raw);
}

/**
 * Every page layout of a document in page order (empty when not stored), in one getAll.
 * @throws DataVersionError when a record's history cannot be explained.
 */
export async function getLayouts(db: PinciteDb, id: string): Promise<PageLayout[]> {
  const raws = await db.getAll(STORES.pages, pageRange(id));
  return raws.map(pageLayoutOf);
}

/**
 * Every page of a document as stored, in the page wire's form (not decoded: for a reader
 * that decodes elsewhere, such as a worker the wires are moved to), in page order.
 * @throws DataVersionError when a record's history cannot be explained.
 */
export async function getPageWires(db: PinciteDb, id: string): Promise<PageWire[]> {
  const raws = await db.getAll(STORES.pages, pageRange(id));
  return raws.map((raw) => normalisePage(raw).wire);
}

/**
 * The document's full layout (metadata plus every page), as ingest produced it.
 * @throws DataVersionError when a record's history cannot be explained.
 */
export async function getDocumentLayout(db: PinciteDb, id: string): Promise<DocumentLayout | undefined> {
  const meta = await getDocumentMeta(db, id);
  if (!meta) return undefined;
  return { ...meta.info, pages: await getLayouts(db, id) };
}

/**
 * The section tree, or undefined when not stored.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export async function getTree(db: PinciteDb, id: string): Promise<SectionTree | undefined> {
  const raw = await db.get(STORES.trees, id);
  return raw === undefined ? undefined : normaliseTree(raw).tree;
}

/**
 * Document reads. Layouts are per page so the reader can show page 1 of a 252-page
 * filing without reading the other 251; `getLayouts` still reads them all in one getAll
 * over the document's key range. Every read migrates and normalises the stored record.
 */
import type { DocumentLayout, PageLayout } from "../core/types";
import type { SectionTree } from "../core/tree/types";
import type { DocumentRecord, DocumentSummary } from "./records";
import { type PinciteDb } from "./schema";
/**
 * Every stored document for the library list, most recently opened first.
 * @throws DataVersionError when a record's history cannot be explained.
 */
export declare function listDocuments(db: PinciteDb): Promise<DocumentSummary[]>;
/**
 * A document's metadata, or undefined when not stored.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export declare function getDocumentMeta(db: PinciteDb, id: string): Promise<DocumentRecord | undefined>;
/** Whether a document with this id is stored. @throws the browser's error only. */
export declare function hasDocument(db: PinciteDb, id: string): Promise<boolean>;
/**
 * The id of these bytes if that exact file is already stored, else null: lets the drop
 * zone skip re-ingesting a file dropped twice.
 * @throws Error when hashing is unavailable (insecure origin).
 */
export declare function findStoredDocument(db: PinciteDb, bytes: Uint8Array | ArrayBuffer): Promise<string | null>;
/**
 * The PDF bytes, or undefined when not stored.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export declare function getDocumentBytes(db: PinciteDb, id: string): Promise<Uint8Array | undefined>;
/**
 * One page's layout (1-based page), or undefined.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export declare function getPageLayout(db: PinciteDb, id: string, page: number): Promise<PageLayout | undefined>;
/**
 * Every page layout of a document in page order (empty when not stored), in one getAll.
 * @throws DataVersionError when a record's history cannot be explained.
 */
export declare function getLayouts(db: PinciteDb, id: string): Promise<PageLayout[]>;
/**
 * The document's full layout (metadata plus every page), as ingest produced it.
 * @throws DataVersionError when a record's history cannot be explained.
 */
export declare function getDocumentLayout(db: PinciteDb, id: string): Promise<DocumentLayout | undefined>;
/**
 * The section tree, or undefined when not stored.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export declare function getTree(db: PinciteDb, id: string): Promise<SectionTree | undefined>;

/**
 * Document writes. A document's metadata, bytes, page layouts and tree are built in
 * memory first and then land in ONE transaction, so a tab closed mid-ingest leaves no
 * half document and a failed write (quota, bad data) leaves nothing of it behind.
 */
import type { DocumentLayout } from "../core/types";
import type { SectionTree } from "../core/tree/types";
import type { AnswerRecord, DocumentRecord, FileRecord, PageRecord, TreeRecord } from "./records";
import { type PinciteDb } from "./schema";
export interface NewDocument {
    bytes: Uint8Array | ArrayBuffer;
    fileName: string;
    layout: DocumentLayout;
    tree: SectionTree;
    /** Display name; defaults to the PDF's own title, else the file name. */
    title?: string;
    /** Epoch ms; defaults to Date.now(). */
    now?: number;
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
export declare function toArrayBuffer(bytes: Uint8Array | ArrayBuffer): ArrayBuffer;
/**
 * Writes a bundle whole: replaces any pages the id had, then puts every record.
 * @throws StorageFullError when the quota ran out; nothing of the bundle is stored.
 */
export declare function writeBundle(db: PinciteDb, bundle: DocumentBundle, keepExisting?: boolean): Promise<DocumentRecord>;
/**
 * Stores a whole ingested document (metadata, bytes, every page layout, tree) in one
 * transaction. Call only once ingest is complete. The same bytes again replace the
 * layouts and tree but keep the title and date added.
 * @throws StorageFullError when the quota ran out; nothing of this document is stored.
 */
export declare function putDocument(db: PinciteDb, doc: NewDocument): Promise<DocumentRecord>;
/**
 * Renames a document (display name only; the file name is kept).
 * @throws NotFoundError when the id is not stored. @throws Error when the name is blank.
 */
export declare function renameDocument(db: PinciteDb, id: string, title: string): Promise<DocumentRecord>;
/**
 * Records that a document was opened, for the list's "last opened".
 * @throws NotFoundError when the id is not stored.
 */
export declare function markOpened(db: PinciteDb, id: string, now?: number): Promise<DocumentRecord>;
/**
 * Deletes a document and every record it owns (metadata, bytes, layouts, tree, answers)
 * in one transaction. Deleting an id that is not stored is not an error.
 * @throws StorageFullError or the browser's error; then nothing was deleted.
 */
export declare function deleteDocument(db: PinciteDb, id: string): Promise<void>;

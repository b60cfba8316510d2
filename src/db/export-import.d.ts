import { type DocumentExport } from "./export-shape";
import type { PinciteDb } from "./schema";
/**
 * Reads a whole document into an export object (JSON.stringify it to save a file).
 * @throws NotFoundError when the document or its bytes are not stored.
 */
export declare function exportDocument(db: PinciteDb, id: string, now?: number): Promise<DocumentExport>;
export interface ImportResult {
    id: string;
    /** True when the exported id was taken and the document got a new one. */
    renamed: boolean;
    answersImported: number;
    /** Answers whose trace token is already stored; the stored one keeps answering replay. */
    answersSkipped: number;
}
/**
 * Imports an export object (JSON.parse of an export file) as a new document.
 * @throws ImportError when the object is not a valid export or its bytes do not match its id.
 * @throws StorageFullError when the quota ran out; nothing was stored.
 */
export declare function importDocument(db: PinciteDb, value: unknown): Promise<ImportResult>;

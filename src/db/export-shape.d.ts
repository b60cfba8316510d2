/**
 * The document export file: one JSON-serialisable object holding a document's metadata,
 * PDF bytes (base64), page layouts, tree and answers. `validateExport` checks the shape
 * before anything is written, naming the first thing that is wrong, so a damaged or
 * foreign file is rejected with a clear error rather than half-imported.
 */
import type { PageLayout } from "../core/types";
import type { SectionTree } from "../core/tree/types";
import type { AnswerRecord, DocumentRecord } from "./records";
export declare const EXPORT_FORMAT = "pincite-document";
export declare const EXPORT_FORMAT_VERSION = 1;
export interface DocumentExport {
    format: typeof EXPORT_FORMAT;
    /** Version of this envelope, apart from the records' data version. */
    formatVersion: number;
    /** Data version of every record in the file (their own `v` fields are ignored). */
    dataVersion: number;
    /** Epoch ms. */
    exportedAt: number;
    document: DocumentRecord;
    bytesBase64: string;
    pages: PageLayout[];
    tree: SectionTree;
    answers: AnswerRecord[];
}
/**
 * Checks that `value` is a Pincite document export this build can read.
 * @throws ImportError naming the first problem.
 */
export declare function validateExport(value: unknown): asserts value is DocumentExport;

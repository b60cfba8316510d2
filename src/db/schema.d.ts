/**
 * The one module that owns the IndexedDB layout: database name, DB_VERSION, store names
 * and the upgrade that builds them. Store and index names are on-disk identifiers:
 * renaming one orphans every user's data, so they live in a do-not-rename map.
 *
 * DB_VERSION counts store/index layouts; the data inside records is versioned
 * separately (migrations.ts). Each upgrade step is idempotent (it checks before it
 * creates) so a step that ran half-way in an aborted upgrade is safe to run again.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from "idb";
import type { AnswerRecord, CacheRecord, DocumentRecord, FileRecord, PageRecord, SettingRecord, TreeRecord } from "./records";
export declare const DB_NAME = "pincite";
/** 1: documents, files, pages, trees. 2: answers, settings, System One cache. */
export declare const DB_VERSION = 2;
/** DO NOT RENAME: these strings are store names in users' browsers. */
export declare const STORES: {
    readonly documents: "documents";
    readonly files: "files";
    readonly pages: "pages";
    readonly trees: "trees";
    readonly answers: "answers";
    readonly settings: "settings";
    readonly cache: "system-one-cache";
};
/** DO NOT RENAME: index names, as stored. */
export declare const INDEXES: {
    readonly answersByDoc: "by-doc";
    readonly cacheByStoredAt: "by-stored-at";
};
export interface PinciteSchema extends DBSchema {
    documents: {
        key: string;
        value: DocumentRecord;
    };
    files: {
        key: string;
        value: FileRecord;
    };
    pages: {
        key: [string, number];
        value: PageRecord;
    };
    trees: {
        key: string;
        value: TreeRecord;
    };
    answers: {
        key: string;
        value: AnswerRecord;
        indexes: {
            "by-doc": [string, number];
        };
    };
    settings: {
        key: string;
        value: SettingRecord;
    };
    "system-one-cache": {
        key: string;
        value: CacheRecord;
        indexes: {
            "by-stored-at": number;
        };
    };
}
export type PinciteDb = IDBPDatabase<PinciteSchema>;
export type StoreName = StoreNames<PinciteSchema>;
type UpgradeTx = IDBPTransaction<PinciteSchema, StoreName[], "versionchange">;
/** Every store a document owns records in; delete and sweep walk these. */
export declare const DOCUMENT_STORES: readonly ["documents", "files", "pages", "trees", "answers"];
/**
 * Brings the layout from `oldVersion` to `newVersion` by running each step in order.
 * Record contents are not rewritten here: reads migrate them (migrations.ts).
 * @throws Error when a step between the two versions is missing (a build bug).
 */
export declare function upgrade(db: PinciteDb, oldVersion: number, newVersion: number | null, tx: UpgradeTx): void;
export {};

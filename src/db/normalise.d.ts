import type { AnswerRecord, CacheRecord, DocumentRecord, FileRecord, PageRecord, SettingRecord, TreeRecord } from "./records";
/** @throws DataVersionError when the record cannot be migrated or has no id. */
export declare function normaliseDocument(raw: unknown): DocumentRecord;
/** @throws DataVersionError when the record cannot be migrated or holds no bytes. */
export declare function normaliseFile(raw: unknown): FileRecord;
/** @throws DataVersionError when the record cannot be migrated. */
export declare function normalisePage(raw: unknown): PageRecord;
/** @throws DataVersionError when the record cannot be migrated. */
export declare function normaliseTree(raw: unknown): TreeRecord;
/** @throws DataVersionError when the record cannot be migrated or has no answer text. */
export declare function normaliseAnswer(raw: unknown): AnswerRecord;
/** @throws DataVersionError when the record cannot be migrated. */
export declare function normaliseSetting(raw: unknown): SettingRecord;
/** @throws DataVersionError when the record cannot be migrated. */
export declare function normaliseCache(raw: unknown): CacheRecord;

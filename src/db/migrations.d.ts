import type { RecordKind } from "./records";
/** Data version every write uses. Independent of DB_VERSION (schema.ts). */
export declare const DATA_VERSION = 2;
type Raw = Record<string, unknown>;
export interface Migration {
    /** The version this step produces; it applies to records at `to - 1`. */
    to: number;
    description: string;
    /** Kinds absent here pass through unchanged apart from `v`. */
    up: Partial<Record<RecordKind, (record: Raw) => Raw>>;
}
export declare const MIGRATIONS: readonly Migration[];
/**
 * Checks the list runs 2, 3, … DATA_VERSION with no gap or repeat.
 * @throws Error naming the first gap (a build bug, caught by the unit tests).
 */
export declare function assertContiguous(migrations: readonly Migration[], current: number): void;
/**
 * Brings a stored record of `kind` to DATA_VERSION. Pure: the input is not modified.
 * @throws DataVersionError when the record is not an object or its `v` is missing, not an
 *   integer, below 1 or above DATA_VERSION (written by a newer build).
 */
export declare function migrateRecord(kind: RecordKind, raw: unknown, migrations?: readonly Migration[]): Raw;
export {};

import { type PinciteDb } from "./schema";
/** What the UI shows when another tab upgraded the database. */
export declare const UPDATED_ELSEWHERE_MESSAGE = "Pincite was updated in another tab; reload this tab to keep working.";
export interface VersionChangeNotice {
    message: string;
    /** The version the other tab is opening; null when it is deleting the database. */
    newVersion: number | null;
}
export interface OpenOptions {
    /** Defaults to the page's `indexedDB`; tests pass a fresh fake factory. */
    factory?: IDBFactory;
    /** Defaults to DB_NAME. */
    name?: string;
    /** Called after this connection closed because another tab is upgrading or deleting. */
    onVersionChange?: (notice: VersionChangeNotice) => void;
    /** Called if the browser closes the connection itself (storage cleared, disk error). */
    onTerminated?: () => void;
    /** How long to wait for blocking tabs to close before failing; default 3000 ms. */
    blockedGraceMs?: number;
}
/**
 * Opens (creating or upgrading) the database.
 * @throws StorageUnavailableError when IndexedDB is missing or refuses to open.
 * @throws DatabaseBlockedError when another tab keeps an older version open.
 * @throws DatabaseTooNewError when the stored database is newer than this build.
 */
export declare function openPinciteDb(options?: OpenOptions): Promise<PinciteDb>;

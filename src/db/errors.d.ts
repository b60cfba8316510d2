/**
 * The named storage failures the UI can tell apart. Each sets `name`, so it survives
 * being rebuilt by name on the other side of a boundary (style principle 7), and carries
 * a message a person can act on.
 */
/** The origin's storage quota is full; the write was rolled back as a whole. */
export declare class StorageFullError extends Error {
    constructor(options?: {
        cause?: unknown;
    });
}
/** Another tab holds an older connection open, so this tab cannot upgrade the database. */
export declare class DatabaseBlockedError extends Error {
    constructor();
}
/** The database on disk is newer than this build: another tab has a newer Pincite. */
export declare class DatabaseTooNewError extends Error {
    constructor(options?: {
        cause?: unknown;
    });
}
/** IndexedDB is missing or refused (private windows in some browsers, disabled storage). */
export declare class StorageUnavailableError extends Error {
    constructor(options?: {
        cause?: unknown;
    });
}
/** A stored record's data version has no migration path: refuse it rather than guess. */
export declare class DataVersionError extends Error {
    readonly kind: string;
    readonly version: unknown;
    constructor(kind: string, version: unknown, detail: string);
}
/** An export file that is not a Pincite document export, or is damaged. */
export declare class ImportError extends Error {
    constructor(detail: string);
}
/** A record the caller asked to change does not exist. */
export declare class NotFoundError extends Error {
    constructor(what: string);
}
/** Whether an error (DOMException or wrapped) is the browser's quota failure. */
export declare function isQuotaError(err: unknown): boolean;
/** Maps a browser failure to the named error the UI shows; others pass through. */
export declare function toStorageError(err: unknown): unknown;

/**
 * The named storage failures the UI can tell apart. Each sets `name`, so it survives
 * being rebuilt by name on the other side of a boundary (style principle 7), and carries
 * a message a person can act on.
 */

/** The origin's storage quota is full; the write was rolled back as a whole. */
export class StorageFullError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(
      "Your browser's storage for this site is full, so this could not be saved. Nothing already stored was lost. " +
        "Delete documents you no longer need, or free space in the browser's site settings, then try again.",
      options,
    );
    this.name = "StorageFullError";
  }
}

/** Another tab holds an older connection open, so this tab cannot upgrade the database. */
export class DatabaseBlockedError extends Error {
  constructor() {
    super(
      "Pincite is open in another tab with an older version. Close or reload the other tabs, then reload this one.",
    );
    this.name = "DatabaseBlockedError";
  }
}

/** The database on disk is newer than this build: another tab has a newer Pincite. */
export class DatabaseTooNewError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("Pincite was updated in another tab. Reload this tab to use the new version.", options);
    this.name = "DatabaseTooNewError";
  }
}

/** IndexedDB is missing or refused (private windows in some browsers, disabled storage). */
export class StorageUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(
      "This browser does not let Pincite store documents (IndexedDB is unavailable). Private windows often do this.",
      options,
    );
    this.name = "StorageUnavailableError";
  }
}

/** A stored record's data version has no migration path: refuse it rather than guess. */
export class DataVersionError extends Error {
  readonly kind: string;
  readonly version: unknown;

  constructor(kind: string, version: unknown, detail: string) {
    super(
      `A stored ${kind} record has a history Pincite cannot explain (version ` +
        `${JSON.stringify(version) ?? "missing"}): ${detail}`,
    );
    this.name = "DataVersionError";
    this.kind = kind;
    this.version = version;
  }
}

/** An export file that is not a Pincite document export, or is damaged. */
export class ImportError extends Error {
  constructor(detail: string) {
    super(`This file is not a Pincite document export, or it is damaged: ${detail}`);
    this.name = "ImportError";
  }
}

/** A record the caller asked to change does not exist. */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} is not stored (it may have been deleted in another tab).`);
    this.name = "NotFoundError";
  }
}

/** Whether an error (DOMException or wrapped) is the browser's quota failure. */
export function isQuotaError(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const name = (err as { name?: unknown }).name;
  // Old Firefox reported quota failures as NS_ERROR_DOM_QUOTA_REACHED.
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED";
}

/** Maps a browser failure to the named error the UI shows; others pass through. */
export function toStorageError(err: unknown): unknown {
  if (err instanceof StorageFullError) return err;
  if (isQuotaError(err)) return new StorageFullError({ cause: err });
  return err;
}

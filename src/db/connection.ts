/**
 * Opens the Pincite database and keeps multi-tab upgrades from hanging. When another tab
 * opens a newer version, this connection closes at once (so the other tab's upgrade can
 * run) and tells the UI, which asks the user to reload. When an older tab will not let
 * go, opening fails with DatabaseBlockedError after a short grace period instead of
 * waiting forever.
 */
import { wrap } from "idb";
import { DatabaseBlockedError, DatabaseTooNewError, StorageUnavailableError } from "./errors";
import { DB_NAME, DB_VERSION, upgrade, type PinciteDb } from "./schema";

/** What the UI shows when another tab upgraded the database. */
export const UPDATED_ELSEWHERE_MESSAGE = "Pincite was updated in another tab; reload this tab to keep working.";

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

function attachHandlers(db: IDBDatabase, options: OpenOptions): void {
  db.onversionchange = (event) => {
    db.close();
    options.onVersionChange?.({ message: UPDATED_ELSEWHERE_MESSAGE, newVersion: event.newVersion });
  };
  db.onclose = () => options.onTerminated?.();
}

function openError(error: DOMException | null): Error {
  if (error?.name === "VersionError") return new DatabaseTooNewError({ cause: error });
  return error ?? new StorageUnavailableError();
}

/**
 * Opens (creating or upgrading) the database.
 * @throws StorageUnavailableError when IndexedDB is missing or refuses to open.
 * @throws DatabaseBlockedError when another tab keeps an older version open.
 * @throws DatabaseTooNewError when the stored database is newer than this build.
 */
export function openPinciteDb(options: OpenOptions = {}): Promise<PinciteDb> {
  const factory = options.factory ?? (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (!factory) return Promise.reject(new StorageUnavailableError());
  let request: IDBOpenDBRequest;
  try {
    request = factory.open(options.name ?? DB_NAME, DB_VERSION);
  } catch (cause) {
    return Promise.reject(new StorageUnavailableError({ cause }));
  }
  return new Promise<PinciteDb>((resolve, reject) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    request.onupgradeneeded = (event) => {
      upgrade(
        wrap(request.result) as PinciteDb,
        event.oldVersion,
        event.newVersion,
        wrap(request.transaction!) as never,
      );
    };
    request.onblocked = () => {
      timer ??= setTimeout(() => {
        settled = true;
        reject(new DatabaseBlockedError());
      }, options.blockedGraceMs ?? 3000);
    };
    request.onsuccess = () => {
      clearTimeout(timer);
      // The blocking tab let go after we gave up: nobody holds this connection, so close it.
      if (settled) return request.result.close();
      settled = true;
      attachHandlers(request.result, options);
      resolve(wrap(request.result) as PinciteDb);
    };
    request.onerror = () => {
      clearTimeout(timer);
      if (!settled) reject(openError(request.error));
      settled = true;
    };
  });
}

/**
 * The app's one connection to IndexedDB. Opened lazily; when another tab upgrades the
 * database this connection is closed and the person is told to reload, instead of the
 * other tab hanging on a blocked upgrade. The storage layer knows nothing of the UI: the
 * app says once, at start, how a notice reaches the person (`reportDatabaseNotices`).
 */
import { openPinciteDb } from "./connection";
import type { PinciteDb } from "./schema";
import { requestPersistentStorage } from "./storage-estimate";
import { compactStoredPagesOnce } from "./compact-pages";

/** Compaction waits until the app has started and shown what it opened with. */
const COMPACT_AFTER_MS = 10_000;

export interface DatabaseNotice {
  message: string;
  tone: "warning" | "error";
}

let connection: Promise<PinciteDb> | null = null;
let notify: (notice: DatabaseNotice) => void = () => undefined;

/** Where notices about the connection (closed by another tab or by the browser) go. */
export function reportDatabaseNotices(listener: (notice: DatabaseNotice) => void): void {
  notify = listener;
}

export function getDatabase(): Promise<PinciteDb> {
  if (connection) return connection;
  connection = openPinciteDb({
    onVersionChange: (notice) => {
      connection = null;
      notify({ message: notice.message, tone: "warning" });
    },
    onTerminated: () => {
      connection = null;
      notify({
        message: "The browser closed Pincite's storage (it may have been cleared). Reload to continue.",
        tone: "error",
      });
    },
  }).catch((err: unknown) => {
    connection = null;
    throw err;
  });
  // Once per connection opened, not per call: every read and write of the app goes through
  // here, and each ask went back to the browser's storage manager.
  void connection.then(() => requestPersistentStorage()).catch(() => undefined);
  // Pages stored by an older version are rewritten in the current form once (compact-pages.ts);
  // a failure leaves them readable as they are.
  void connection
    .then((db) => new Promise((r) => setTimeout(r, COMPACT_AFTER_MS)).then(() => compactStoredPagesOnce(db)))
    .catch(() => undefined);
  return connection;
}

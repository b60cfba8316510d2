/**
 * The app's one connection to IndexedDB. Opened lazily; when another tab upgrades the
 * database this connection is closed and the person is told to reload, instead of the
 * other tab hanging on a blocked upgrade.
 */
import { openPinciteDb, requestPersistentStorage, type PinciteDb } from "../../../db";
import { useNoticeStore } from "../../../shared/notice-store";

let connection: Promise<PinciteDb> | null = null;

export function getDatabase(): Promise<PinciteDb> {
  connection ??= openPinciteDb({
    onVersionChange: (notice) => {
      connection = null;
      useNoticeStore.getState().show(notice.message, "warning");
    },
    onTerminated: () => {
      connection = null;
      useNoticeStore.getState().show("The browser closed Pincite's storage (it may have been cleared). Reload to continue.", "error");
    },
  }).catch((err: unknown) => {
    connection = null;
    throw err;
  });
  void connection.then(() => requestPersistentStorage()).catch(() => undefined);
  return connection;
}

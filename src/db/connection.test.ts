import "fake-indexeddb/auto";
import { forceCloseDatabase, IDBFactory } from "fake-indexeddb";
import { describe, expect, it, vi } from "vitest";
import { openPinciteDb, UPDATED_ELSEWHERE_MESSAGE, type VersionChangeNotice } from "./connection";
import { DatabaseBlockedError, DatabaseTooNewError, StorageUnavailableError } from "./errors";
import { DB_NAME, DB_VERSION } from "./schema";

/** Opens a raw connection, as another tab running other code would. */
function openRaw(
  factory: IDBFactory,
  version: number,
  onUpgrade?: (db: IDBDatabase) => void,
  failIfBlocked = false,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(DB_NAME, version);
    if (failIfBlocked) req.onblocked = () => reject(new Error("blocked by a leaked connection"));
    req.onupgradeneeded = () => onUpgrade?.(req.result);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

describe("connection", () => {
  it("closes and notifies when another tab upgrades, so that tab is not blocked", async () => {
    const factory = new IDBFactory();
    const notices: VersionChangeNotice[] = [];
    const db = await openPinciteDb({ factory, onVersionChange: (n) => notices.push(n) });
    const newer = await openRaw(factory, DB_VERSION + 1);
    expect(notices).toEqual([{ message: UPDATED_ELSEWHERE_MESSAGE, newVersion: DB_VERSION + 1 }]);
    expect(UPDATED_ELSEWHERE_MESSAGE).toMatch(/updated in another tab; reload/);
    // This connection is closed: using it fails instead of silently reading stale data.
    expect(() => db.transaction("documents")).toThrow();
    newer.close();
  });

  it("fails with DatabaseBlockedError instead of hanging when an old tab will not close", async () => {
    const factory = new IDBFactory();
    const oldTab = await openRaw(factory, 1, (db) => db.createObjectStore("documents", { keyPath: "id" }));
    await expect(openPinciteDb({ factory, blockedGraceMs: 10 })).rejects.toBeInstanceOf(DatabaseBlockedError);
    oldTab.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The open that gave up went on to succeed once the old tab let go; it must have been
    // closed, or it would block the next upgrade in turn.
    const next = await openRaw(factory, DB_VERSION + 1, undefined, true);
    next.close();
  });

  it("reports a database newer than this build as 'updated in another tab'", async () => {
    const factory = new IDBFactory();
    (await openRaw(factory, DB_VERSION + 5)).close();
    const err = await openPinciteDb({ factory }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseTooNewError);
    expect((err as Error).message).toMatch(/updated in another tab/);
  });

  it("reports a browser without IndexedDB as StorageUnavailableError", async () => {
    const broken = {
      open: () => {
        throw new DOMException("denied", "SecurityError");
      },
    } as unknown as IDBFactory;
    await expect(openPinciteDb({ factory: broken })).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it("tells the UI when the browser closes the connection itself", async () => {
    const factory = new IDBFactory();
    const onTerminated = vi.fn();
    const db = await openPinciteDb({ factory, onTerminated });
    forceCloseDatabase(db as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onTerminated).toHaveBeenCalledOnce();
  });
});

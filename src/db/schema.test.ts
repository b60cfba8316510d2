import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { openPinciteDb } from "./connection";
import { DB_NAME, DB_VERSION, INDEXES, STORES } from "./schema";
import { openFresh } from "./test-fixtures";

describe("schema", () => {
  it("creates every store with its key path and indexes", async () => {
    const { db } = await openFresh();
    expect(db.name).toBe(DB_NAME);
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(Object.values(STORES).sort());
    const tx = db.transaction(Object.values(STORES));
    expect(tx.objectStore(STORES.documents).keyPath).toBe("id");
    expect(tx.objectStore(STORES.files).keyPath).toBe("docId");
    expect(tx.objectStore(STORES.pages).keyPath).toEqual(["docId", "page"]);
    expect(tx.objectStore(STORES.trees).keyPath).toBe("docId");
    expect(tx.objectStore(STORES.answers).keyPath).toBe("traceToken");
    expect(tx.objectStore(STORES.answers).index(INDEXES.answersByDoc).keyPath).toEqual(["docId", "createdAt"]);
    expect(tx.objectStore(STORES.cache).index(INDEXES.cacheByStoredAt).keyPath).toBe("storedAt");
    await tx.done;
    db.close();
  });

  it("reopens an existing database without running upgrades again", async () => {
    const { db, factory } = await openFresh();
    db.close();
    const again = await openPinciteDb({ factory });
    expect(again.version).toBe(DB_VERSION);
    again.close();
  });

  it("upgrade steps are idempotent: a store an earlier, aborted attempt left behind is reused", async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve, reject) => {
      const req = factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => {
        req.result.createObjectStore("documents", { keyPath: "id" });
        req.result.createObjectStore("files", { keyPath: "docId" });
        req.result.createObjectStore("pages", { keyPath: ["docId", "page"] });
        req.result.createObjectStore("trees", { keyPath: "docId" });
        // As if a build had created step 2's settings store early: step 2 must not fail on it.
        req.result.createObjectStore("settings", { keyPath: "key" });
      };
      req.onsuccess = () => (req.result.close(), resolve());
      req.onerror = () => reject(req.error);
    });
    const db = await openPinciteDb({ factory });
    expect([...db.objectStoreNames].sort()).toEqual(Object.values(STORES).sort());
    db.close();
  });
});

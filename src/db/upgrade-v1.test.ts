/**
 * Upgrades a frozen version-1 database. The v1 upgrade function and v1 records below are
 * copies of what version 1 shipped and must never be edited: they stand for data already
 * in users' browsers.
 */
import { DATA_VERSION } from "./migrations";
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { openPinciteDb } from "./connection";
import { getDocumentBytes, getLayouts, getPageLayout, getTree, listDocuments, getDocumentMeta } from "./document-reads";
import { putAnswer } from "./answers";
import { DB_NAME, DB_VERSION, STORES } from "./schema";
import { fakePage, fakeTree } from "./test-fixtures";

/** FROZEN: the version-1 upgrade, as shipped. */
function upgradeV1(db: IDBDatabase): void {
  db.createObjectStore("documents", { keyPath: "id" });
  db.createObjectStore("files", { keyPath: "docId" });
  db.createObjectStore("pages", { keyPath: ["docId", "page"] });
  db.createObjectStore("trees", { keyPath: "docId" });
}

/** FROZEN: a document as data version 1 wrote it (no lastOpenedAt), with a field from a future build. */
const V1_DOC = {
  v: 1,
  id: "00aa11bb22cc33dd",
  title: "3M 2022 10-K",
  fileName: "3m-2022.pdf",
  size: 4,
  addedAt: 1_650_000_000_000,
  info: { pageCount: 2, title: "3M 2022 10-K", outline: [], pageLabels: null },
  pinned: true,
};

function writeV1Database(factory: IDBFactory): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = factory.open(DB_NAME, 1);
    req.onupgradeneeded = () => upgradeV1(req.result);
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const db = req.result;
      const tx = db.transaction(["documents", "files", "pages", "trees"], "readwrite");
      tx.objectStore("documents").put(V1_DOC);
      tx.objectStore("files").put({ v: 1, docId: V1_DOC.id, bytes: new Uint8Array([37, 80, 68, 70]).buffer });
      tx.objectStore("pages").put({ v: 1, docId: V1_DOC.id, page: 2, layout: fakePage(2) });
      tx.objectStore("pages").put({ v: 1, docId: V1_DOC.id, page: 1, layout: fakePage(1) });
      tx.objectStore("trees").put({ v: 1, docId: V1_DOC.id, tree: fakeTree(2) });
      tx.oncomplete = () => (db.close(), resolve());
      tx.onerror = () => reject(tx.error);
    };
  });
}

describe("upgrade from a frozen version-1 database", () => {
  it("keeps every record, migrates them on read and adds the version-2 stores", async () => {
    const factory = new IDBFactory();
    await writeV1Database(factory);
    const db = await openPinciteDb({ factory });
    expect(db.version).toBe(DB_VERSION);
    expect(db.objectStoreNames.contains(STORES.answers)).toBe(true);

    const [summary] = await listDocuments(db);
    expect(summary).toEqual({
      id: V1_DOC.id,
      title: "3M 2022 10-K",
      fileName: "3m-2022.pdf",
      pageCount: 2,
      size: 4,
      addedAt: V1_DOC.addedAt,
      lastOpenedAt: V1_DOC.addedAt,
    });
    const meta = await getDocumentMeta(db, V1_DOC.id);
    expect(meta).toMatchObject({ v: DATA_VERSION, pinned: true });
    expect(await getDocumentBytes(db, V1_DOC.id)).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect((await getLayouts(db, V1_DOC.id)).map((p) => p.page)).toEqual([1, 2]);
    expect(await getPageLayout(db, V1_DOC.id, 2)).toEqual(fakePage(2));
    expect(await getTree(db, V1_DOC.id)).toEqual(fakeTree(2));
    // The new stores work against the old data.
    await putAnswer(db, { traceToken: "t1", docId: V1_DOC.id, answerJson: "{}" });
    db.close();
  });
});

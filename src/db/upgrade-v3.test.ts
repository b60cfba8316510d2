/**
 * Upgrades a frozen version-3 database holding a stored document to version 4 (navigation
 * indexes). The v3 upgrade and the records below are copies of what version 3 wrote and must
 * never be edited: they stand for libraries already in users' browsers. The document is kept
 * whole and answers as before; its index, which it lacks, is built once, stored, and then
 * read instead, giving the same answer; writing its pages again drops it.
 */
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { askDocument } from "../core/ask/ask-document";
import { decodePageLazily, encodePage } from "../core/layout/page-wire";
import { navDocument, storableIndex, storedNavDocument } from "../core/navigate";
import { buildIndexSync } from "../core/tree";
import type { DocumentLayout } from "../core/types";
import { makeDoc, section } from "../testing/page-builder";
import { openPinciteDb } from "./connection";
import { getDocumentBytes, getLayouts, getPageWires, getTree, listDocuments } from "./document-reads";
import { deleteDocument, putDocument } from "./documents";
import { getNavIndex, putNavIndex } from "./nav-indexes";
import { DB_NAME, DB_VERSION, STORES, type PinciteDb } from "./schema";

/** FROZEN: the upgrade to version 3, as shipped (steps 1 to 3). */
function upgradeV3(db: IDBDatabase, oldVersion: number, tx: IDBTransaction): void {
  if (oldVersion < 1) {
    db.createObjectStore("documents", { keyPath: "id" });
    db.createObjectStore("files", { keyPath: "docId" });
    db.createObjectStore("pages", { keyPath: ["docId", "page"] });
    db.createObjectStore("trees", { keyPath: "docId" });
  }
  if (oldVersion < 2) {
    db.createObjectStore("answers", { keyPath: "traceToken" });
    db.createObjectStore("settings", { keyPath: "key" });
    db.createObjectStore("system-one-cache", { keyPath: "key" });
    tx.objectStore("answers").createIndex("by-doc", ["docId", "createdAt"]);
    tx.objectStore("system-one-cache").createIndex("by-stored-at", "storedAt");
  }
  if (oldVersion < 3) db.createObjectStore("previews", { keyPath: "docId" });
}

const ID = "7e57ab1e00aa11bb";
const QUESTION = "How many employees did Quartz Holdings have at year end?";

/** A short filing made here (cover, business section, employees), as a library holds one. */
function filing(): DocumentLayout {
  return makeDoc([
    [
      { text: "FORM 10-K" },
      { text: "For the fiscal year ended December 31, 2022" },
      { text: "QUARTZ HOLDINGS INC." },
      { text: "(Exact name of registrant as specified in its charter)" },
    ],
    section("Item 1. Business", 8),
    [
      { text: "Employees", bold: true, size: 14 },
      { text: "Quartz Holdings had 4,210 full-time employees at year end." },
    ],
    section("Item 7. Management's Discussion and Analysis", 6),
  ]);
}

/** FROZEN: the records data version 3 wrote for a stored document (pages as wires). */
function writeV3Database(factory: IDBFactory, layout: DocumentLayout): Promise<void> {
  const { pages, ...info } = layout;
  return new Promise((resolve, reject) => {
    const req = factory.open(DB_NAME, 3);
    req.onupgradeneeded = (e) => upgradeV3(req.result, e.oldVersion, req.transaction!);
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const db = req.result;
      const tx = db.transaction(["documents", "files", "pages", "trees"], "readwrite");
      tx.objectStore("documents").put({
        v: 3,
        id: ID,
        title: "Quartz Holdings Inc. · 10-K · FY2022",
        fileName: "quartz-2022.pdf",
        size: 4,
        addedAt: 1_700_000_000_000,
        lastOpenedAt: 1_700_000_000_000,
        info,
        storedBytes: 1234,
      });
      tx.objectStore("files").put({ v: 3, docId: ID, bytes: new Uint8Array([37, 80, 68, 70]).buffer });
      for (const page of pages)
        tx.objectStore("pages").put({ v: 3, docId: ID, page: page.page, wire: encodePage(page) });
      tx.objectStore("trees").put({ v: 3, docId: ID, tree: buildIndexSync(layout) });
      tx.oncomplete = () => (db.close(), resolve());
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** The answer the document gives read from storage: indexed from its pages, or from its stored index. */
async function answerFromStorage(db: PinciteDb, info: DocumentLayout) {
  const tree = (await getTree(db, ID))!;
  const stored = await getNavIndex(db, ID, info.pageCount);
  if (stored) {
    const pages = (await getPageWires(db, ID)).map(decodePageLazily);
    return askDocument({ doc: storedNavDocument({ ...info, pages }, stored), pages, question: QUESTION });
  }
  const layout = { ...info, pages: await getLayouts(db, ID) };
  return askDocument({ doc: navDocument(layout, tree), pages: layout.pages, question: QUESTION });
}

const essentials = (r: Awaited<ReturnType<typeof askDocument>>) => ({
  evidence: r.evidence,
  answer: r.answer.answer,
  claims: r.answer.claims,
});

describe("upgrade from a frozen version-3 database with a stored document", () => {
  it("keeps the document, answers the same, and stores its index once built", async () => {
    const layout = filing();
    const before = await askDocument({
      doc: navDocument(layout, buildIndexSync(layout)),
      pages: layout.pages,
      question: QUESTION,
    });
    expect(before.answer.answer).toContain("4,210");

    const factory = new IDBFactory();
    await writeV3Database(factory, filing());
    const db = await openPinciteDb({ factory });
    expect(db.version).toBe(DB_VERSION);
    expect(db.objectStoreNames.contains(STORES.navIndexes)).toBe(true);

    const [summary] = await listDocuments(db);
    expect(summary).toMatchObject({ id: ID, pageCount: layout.pageCount, storedBytes: 1234 });
    expect(await getDocumentBytes(db, ID)).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(await getLayouts(db, ID)).toEqual(layout.pages);

    // Stored before indexes were: it has none, and answers from its pages as it did.
    expect(await getNavIndex(db, ID, layout.pageCount)).toBeNull();
    const upgraded = await answerFromStorage(db, layout);
    expect(essentials(upgraded)).toEqual(essentials(before));

    // Built once (as a library question does) and stored: read from then on, with the same answer.
    const { pages: _p, ...info } = layout;
    const read = { ...info, pages: await getLayouts(db, ID) };
    await putNavIndex(db, ID, storableIndex(navDocument(read, (await getTree(db, ID))!), read));
    expect(await getNavIndex(db, ID, layout.pageCount)).not.toBeNull();
    expect(await getNavIndex(db, ID, layout.pageCount + 1)).toBeNull();
    expect(essentials(await answerFromStorage(db, layout))).toEqual(essentials(before));
    db.close();
  });

  it("drops a document's index when its pages are written again, and with the document", async () => {
    const layout = filing();
    const db = await openPinciteDb({ factory: new IDBFactory() });
    const tree = buildIndexSync(layout);
    const bytes = new Uint8Array([37, 80, 68, 70, 1]);
    const { id } = await putDocument(db, { bytes, fileName: "quartz.pdf", layout, tree });
    const index = storableIndex(navDocument(layout, tree), layout);
    await putNavIndex(db, id, index);
    expect(await getNavIndex(db, id, layout.pageCount)).not.toBeNull();
    await putDocument(db, { bytes, fileName: "quartz.pdf", layout, tree });
    expect(await getNavIndex(db, id, layout.pageCount)).toBeNull();
    await putNavIndex(db, id, index);
    await deleteDocument(db, id);
    expect(await db.count(STORES.navIndexes)).toBe(0);
    // An index for a document not stored is not kept.
    await putNavIndex(db, id, index);
    expect(await db.count(STORES.navIndexes)).toBe(0);
    db.close();
  });
});

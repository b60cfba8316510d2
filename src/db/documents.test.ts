import "fake-indexeddb/auto";
import { pageRecord } from "./page-records";
import { putPreview } from "./previews";
import { putNavIndex } from "./nav-indexes";
import { navDocument, storableIndex } from "../core/navigate";
import type { DocumentLayout } from "../core/types";
import { afterEach, describe, expect, it } from "vitest";
import { putAnswer } from "./answers";
import { documentIdFor } from "./document-id";
import {
  findStoredDocument,
  getDocumentBytes,
  getDocumentLayout,
  getDocumentMeta,
  getLayouts,
  getPageLayout,
  getTree,
  hasDocument,
  listDocuments,
} from "./document-reads";
import { deleteDocument, markOpened, putDocument, renameDocument } from "./documents";
import { NotFoundError } from "./errors";
import { sweepOrphans } from "./orphans";
import { STORES, type PinciteDb } from "./schema";
import { countAll, fakeBytes, fakeDocument, fakeLayout, fakeTree, openFresh } from "./test-fixtures";

let db: PinciteDb;
afterEach(() => db?.close());

/** A stored document's navigation index, as the app stores it once the document is indexed. */
function indexOf(layout: DocumentLayout) {
  const tree = fakeTree(layout.pageCount);
  return storableIndex(navDocument(layout, tree), layout);
}

async function setup(): Promise<PinciteDb> {
  ({ db } = await openFresh());
  return db;
}

describe("document ids", () => {
  it("are the first 16 hex characters of the bytes' SHA-256", async () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(await documentIdFor(new TextEncoder().encode("abc"))).toBe("ba7816bf8f01cfea");
    const view = new Uint8Array([0, 97, 98, 99, 0]).subarray(1, 4);
    expect(await documentIdFor(view)).toBe("ba7816bf8f01cfea");
  });
});

describe("documents repository", () => {
  it("puts a whole document and reads each part back", async () => {
    await setup();
    const meta = await putDocument(db, fakeDocument("alpha", 3));
    expect(meta.id).toBe(await documentIdFor(fakeBytes("alpha")));
    expect(meta).toMatchObject({
      title: "Annual Report",
      fileName: "alpha.pdf",
      size: fakeBytes("alpha").byteLength,
      addedAt: 1_000,
      lastOpenedAt: 1_000,
    });
    expect(await getDocumentMeta(db, meta.id)).toEqual(meta);
    expect(await getDocumentBytes(db, meta.id)).toEqual(fakeBytes("alpha"));
    expect(await getLayouts(db, meta.id)).toEqual(fakeLayout(3).pages);
    expect(await getPageLayout(db, meta.id, 2)).toEqual(fakeLayout(3).pages[1]);
    expect(await getPageLayout(db, meta.id, 9)).toBeUndefined();
    expect(await getDocumentLayout(db, meta.id)).toEqual(fakeLayout(3));
    expect(await getTree(db, meta.id)).toEqual(fakeTree(3));
    expect(await countAll(db)).toMatchObject({ documents: 1, files: 1, pages: 3, trees: 1 });
  });

  it(
    "keeps the printed page labels with the document, " + "and reads a document stored without them as before",
    async () => {
      await setup();
      const labels = ["i", null, "1"];
      const meta = await putDocument(
        db,
        fakeDocument("labelled", 3, { layout: { ...fakeLayout(3), printedLabels: labels } }),
      );
      expect((await getDocumentMeta(db, meta.id))?.info.printedLabels).toEqual(labels);
      expect((await getDocumentLayout(db, meta.id))?.printedLabels).toEqual(labels);
      const plain = await putDocument(db, fakeDocument("plain", 3));
      expect((await getDocumentMeta(db, plain.id))?.info).not.toHaveProperty("printedLabels");
    },
  );

  it("returns layouts in page order even past page 9 (numeric, not string, keys)", async () => {
    await setup();
    const meta = await putDocument(db, fakeDocument("long", 12));
    expect((await getLayouts(db, meta.id)).map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("recognises the same file dropped twice", async () => {
    await setup();
    const meta = await putDocument(db, fakeDocument("alpha"));
    expect(await hasDocument(db, meta.id)).toBe(true);
    expect(await findStoredDocument(db, fakeBytes("alpha"))).toBe(meta.id);
    expect(await findStoredDocument(db, fakeBytes("beta"))).toBeNull();
  });

  it("re-putting the same bytes replaces layouts and tree but keeps the name and date added", async () => {
    await setup();
    const first = await putDocument(db, fakeDocument("alpha", 5));
    await renameDocument(db, first.id, "My filing");
    const again = await putDocument(db, fakeDocument("alpha", 2, { now: 9_000 }));
    expect(again).toMatchObject({ title: "My filing", addedAt: 1_000, lastOpenedAt: 9_000 });
    expect((await getLayouts(db, first.id)).length).toBe(2);
  });

  it("lists documents with title, pages, size and dates, most recently opened first", async () => {
    await setup();
    const a = await putDocument(db, fakeDocument("alpha", 3, { now: 1 }));
    const b = await putDocument(db, fakeDocument("beta", 4, { now: 2, title: "Beta" }));
    expect((await listDocuments(db)).map((d) => d.id)).toEqual([b.id, a.id]);
    await markOpened(db, a.id, 10);
    const list = await listDocuments(db);
    expect(list[0]).toEqual({
      id: a.id,
      title: "Annual Report",
      fileName: "alpha.pdf",
      pageCount: 3,
      size: a.size,
      addedAt: 1,
      lastOpenedAt: 10,
      storedBytes: a.storedBytes,
    });
    // What the document takes: its bytes and more (tree, pages).
    expect(a.storedBytes).toBeGreaterThan(a.size);
    expect(list[1]).toMatchObject({ id: b.id, title: "Beta", pageCount: 4 });
  });

  it("renames, refusing blank names and unknown ids", async () => {
    await setup();
    const meta = await putDocument(db, fakeDocument("alpha"));
    expect((await renameDocument(db, meta.id, "  Q3 filing ")).title).toBe("Q3 filing");
    expect((await getDocumentMeta(db, meta.id))?.title).toBe("Q3 filing");
    await expect(renameDocument(db, meta.id, "  ")).rejects.toThrow(/empty/);
    await expect(renameDocument(db, "nope", "x")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("delete removes every record the document owns in every store, and nothing else", async () => {
    await setup();
    const keep = await putDocument(db, fakeDocument("keep", 2));
    const gone = await putDocument(db, fakeDocument("gone", 4));
    await putAnswer(db, { traceToken: "t-keep", docId: keep.id, answerJson: "{}" });
    await putAnswer(db, { traceToken: "t-gone-1", docId: gone.id, answerJson: "{}" });
    await putAnswer(db, { traceToken: "t-gone-2", docId: gone.id, answerJson: "[]" });
    await putPreview(db, keep.id, new Blob(["keep"]), 100);
    await putPreview(db, gone.id, new Blob(["gone"]), 100);
    await putNavIndex(db, keep.id, indexOf(fakeLayout(2)));
    await putNavIndex(db, gone.id, indexOf(fakeLayout(4)));
    await deleteDocument(db, gone.id);
    expect(await countAll(db)).toEqual({
      documents: 1,
      files: 1,
      pages: 2,
      trees: 1,
      answers: 1,
      settings: 0,
      "system-one-cache": 0,
      previews: 1,
      "nav-indexes": 1,
    });
    expect(await getDocumentMeta(db, keep.id)).toBeDefined();
    await deleteDocument(db, gone.id); // deleting twice is fine
  });

  it("sweeps orphaned bytes, layouts, trees, answers, previews and indexes, and documents missing their bytes", async () => {
    await setup();
    const live = await putDocument(db, fakeDocument("live", 2));
    const broken = await putDocument(db, fakeDocument("broken", 2));
    await putAnswer(db, { traceToken: "t1", docId: live.id, answerJson: "{}" });
    await putPreview(db, live.id, new Blob(["live"]), 100);
    await putPreview(db, broken.id, new Blob(["broken"]), 100);
    await putNavIndex(db, live.id, indexOf(fakeLayout(2)));
    await putNavIndex(db, broken.id, indexOf(fakeLayout(2)));
    const tx = db.transaction([STORES.files, STORES.pages, STORES.trees, STORES.answers], "readwrite");
    await tx.objectStore(STORES.files).delete(broken.id);
    await tx.objectStore(STORES.pages).put(pageRecord("ghost", fakeLayout(1).pages[0]));
    await tx.objectStore(STORES.trees).put({ v: 2, docId: "ghost", tree: fakeTree(1) });
    await tx
      .objectStore(STORES.answers)
      .put({ v: 2, traceToken: "t-ghost", docId: "ghost", createdAt: 1, answerJson: "{}" });
    await tx.done;
    const { deleted } = await sweepOrphans(db);
    expect(deleted).toEqual({
      documents: 1,
      files: 0,
      pages: 3,
      trees: 2,
      answers: 1,
      previews: 1,
      "nav-indexes": 1,
    });
    expect(await countAll(db)).toMatchObject({ documents: 1, files: 1, pages: 2, trees: 1, answers: 1 });
    expect(await db.count(STORES.previews)).toBe(1);
    expect(await db.count(STORES.navIndexes)).toBe(1);
    expect(await getDocumentMeta(db, live.id)).toBeDefined();
  });
});

/**
 * A long document is written in chunks: the first with the document itself (whole or
 * absent), then a transaction a chunk. A failure part way keeps the pages stored so far,
 * counts them in the metadata and says so; the same file read again stores the rest.
 */
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findStoredDocument, getDocumentBytes, getLayouts, getTree, listDocuments } from "./document-reads";
import { putDocument } from "./documents";
import { PartialStoreError, StorageFullError } from "./errors";
import type { PinciteDb } from "./schema";
import { countAll, fakeBytes, fakeDocument, fakeTree, openFresh } from "./test-fixtures";

let db: PinciteDb;
afterEach(() => {
  vi.restoreAllMocks();
  db?.close();
});

/** Lets `allowed` page puts through, then fails every one with a quota DOMException. */
function quotaAfterPagePuts(allowed: number): void {
  const original = IDBObjectStore.prototype.put;
  let puts = 0;
  vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore["put"]>
  ) {
    if (this.name === "pages" && ++puts > allowed)
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    return original.apply(this, args);
  });
}

describe("chunked document writes", () => {
  it("stores a long document whole across chunks, page for page", async () => {
    ({ db } = await openFresh());
    const doc = fakeDocument("long", 25);
    const meta = await putDocument(db, doc, 10);
    expect(meta).not.toHaveProperty("pagesStored");
    const pages = await getLayouts(db, meta.id);
    expect(pages).toHaveLength(25);
    expect(pages).toEqual(doc.layout.pages);
    const [summary] = await listDocuments(db);
    expect(summary.pagesStored).toBeUndefined();
    expect(await findStoredDocument(db, fakeBytes("long"))).toBe(meta.id);
  });

  it("a quota failure part way keeps the stored chunks, counts them and says so", async () => {
    ({ db } = await openFresh());
    const doc = fakeDocument("part", 25);
    quotaAfterPagePuts(20);
    const failure = await putDocument(db, doc, 10).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(PartialStoreError);
    expect(failure).toMatchObject({ name: "PartialStoreError", stored: 20, total: 25 });
    expect((failure as Error).message).toMatch(/^Only pages 1–20 of 25 were saved before the browser's storage/);
    expect((failure as Error).cause).toBeInstanceOf(StorageFullError);
    vi.restoreAllMocks();

    const [summary] = await listDocuments(db);
    expect(summary).toMatchObject({ pageCount: 25, pagesStored: 20 });
    const kept = await getLayouts(db, summary.id);
    expect(kept).toHaveLength(20);
    expect(kept).toEqual(doc.layout.pages.slice(0, 20));
    expect(await getDocumentBytes(db, summary.id)).toEqual(fakeBytes("part"));
    expect(await getTree(db, summary.id)).toEqual(fakeTree(25));
    // Dropping the same file again reads it anew (not the part stored) and stores the rest.
    expect(await findStoredDocument(db, fakeBytes("part"))).toBeNull();
    const again = await putDocument(db, doc, 10);
    expect(again.pagesStored).toBeUndefined();
    expect(await getLayouts(db, again.id)).toEqual(doc.layout.pages);
    expect((await listDocuments(db))[0].pagesStored).toBeUndefined();
  });

  it("a failure in the first chunk stores nothing of the document", async () => {
    ({ db } = await openFresh());
    const before = await countAll(db);
    quotaAfterPagePuts(5);
    await expect(putDocument(db, fakeDocument("early", 25), 10)).rejects.toBeInstanceOf(StorageFullError);
    expect(await countAll(db)).toEqual(before);
  });
});

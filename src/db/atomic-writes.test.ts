/**
 * Whole-or-absent writes: a document lands complete or not at all, and a failed write
 * (bad data, full quota) leaves what was stored before untouched.
 */
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDocumentBytes, getLayouts, hasDocument, listDocuments } from "./document-reads";
import { putDocument } from "./documents";
import { StorageFullError } from "./errors";
import { documentIdFor } from "./document-id";
import { IdbSystemOneCache } from "./system-one-cache";
import { putSetting, getSetting } from "./settings";
import type { PageLayout } from "../core/types";
import type { PinciteDb } from "./schema";
import { countAll, fakeBytes, fakeDocument, fakePage, openFresh } from "./test-fixtures";

let db: PinciteDb;
afterEach(() => {
  vi.restoreAllMocks();
  db?.close();
});

/** Makes every put on `storeName` throw a quota DOMException, as a full disk does. */
function fillQuotaOn(storeName: string): void {
  const original = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore["put"]>
  ) {
    if (this.name === storeName) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    return original.apply(this, args);
  });
}

describe("whole-or-absent writes", () => {
  it("a put that fails mid-transaction leaves nothing of the document and the earlier one intact", async () => {
    ({ db } = await openFresh());
    const earlier = await putDocument(db, fakeDocument("earlier", 2));
    const before = await countAll(db);
    const doc = fakeDocument("broken", 4);
    // A function cannot be cloned: page 3's put throws DataCloneError after the metadata, bytes and tree were put.
    doc.layout.pages[2] = { ...fakePage(3), render: () => 0 } as unknown as PageLayout;
    await expect(putDocument(db, doc)).rejects.toMatchObject({ name: "DataCloneError" });
    expect(await hasDocument(db, await documentIdFor(fakeBytes("broken")))).toBe(false);
    expect(await countAll(db)).toEqual(before);
    expect(await getLayouts(db, earlier.id)).toHaveLength(2);
  });

  it("a full quota gives StorageFullError with a clear message and loses nothing already stored", async () => {
    ({ db } = await openFresh());
    const earlier = await putDocument(db, fakeDocument("earlier", 2));
    const before = await countAll(db);
    fillQuotaOn("files");
    const failure = await putDocument(db, fakeDocument("big", 3)).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(StorageFullError);
    expect((failure as Error).name).toBe("StorageFullError");
    expect((failure as Error).message).toMatch(/^Your browser's storage for this site is full/);
    expect((failure as Error).cause).toMatchObject({ name: "QuotaExceededError" });
    expect(await countAll(db)).toEqual(before);
    expect((await listDocuments(db)).map((d) => d.id)).toEqual([earlier.id]);
    expect(await getDocumentBytes(db, earlier.id)).toEqual(fakeBytes("earlier"));
  });

  it("settings and the cache map a full quota the same way and keep their old values", async () => {
    ({ db } = await openFresh());
    await putSetting(db, "theme", "dark");
    fillQuotaOn("settings");
    await expect(putSetting(db, "theme", "light")).rejects.toBeInstanceOf(StorageFullError);
    expect(await getSetting(db, "theme")).toBe("dark");
    vi.restoreAllMocks();
    fillQuotaOn("system-one-cache");
    const cache = new IdbSystemOneCache(db);
    await expect(
      cache.set("k", { answers: {}, model: "m", usage: { inputTokens: 0, outputTokens: 0 }, storedAt: Date.now() }),
    ).rejects.toBeInstanceOf(StorageFullError);
  });
});

/**
 * A library stored before data version 3 keeps its pages as objects; reads migrate them,
 * and compaction rewrites them in the wire's form so the store shrinks. Nothing is lost:
 * every page reads back the same, and a record that cannot be migrated is left as stored.
 */
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { compactStoredPages, compactStoredPagesOnce } from "./compact-pages";
import { getLayouts, getPageLayout } from "./document-reads";
import { putDocument } from "./documents";
import { DataVersionError } from "./errors";
import { DATA_VERSION } from "./migrations";
import { STORES, type PinciteDb } from "./schema";
import { fakeDocument, openFresh } from "./test-fixtures";
import { makePage, prose, statementPage } from "../testing/page-builder";
import type { PageLayout } from "../core/types";

let db: PinciteDb;
afterEach(() => db?.close());

const pageOf = (n: number): PageLayout =>
  n % 2 ? makePage(n, prose(n)) : statementPage(n, ["Statements of Cash Flows"], ["2022"], [["Capex", "(1,749)"]]);

/** Rewrites a stored document's pages as version 2 wrote them: `layout` objects. */
async function storeAsVersion2(id: string, layouts: PageLayout[]): Promise<void> {
  const tx = db.transaction(STORES.pages, "readwrite");
  for (const layout of layouts)
    await (tx.store as unknown as IDBPStoreLike).put({ v: 2, docId: id, page: layout.page, layout });
  await tx.done;
}
type IDBPStoreLike = { put(value: unknown): Promise<unknown> };

describe("compacting stored pages", () => {
  it("rewrites version-2 pages as wires, reads back the same layouts and leaves damaged ones", async () => {
    ({ db } = await openFresh());
    const layouts = Array.from({ length: 7 }, (_, i) => pageOf(i + 1));
    const doc = fakeDocument("old", 7);
    doc.layout.pages = layouts;
    const meta = await putDocument(db, doc);
    await storeAsVersion2(meta.id, layouts);
    const damaged = { v: 2, docId: meta.id, page: 8, layout: { lines: [{ words: null }] } };
    await (db.transaction(STORES.pages, "readwrite").store as unknown as IDBPStoreLike).put(damaged);

    // Before: read through the migration.
    expect(await getPageLayout(db, meta.id, 3)).toEqual(layouts[2]);
    const result = await compactStoredPages(db, 3);
    expect(result).toEqual({ rewritten: 7, kept: 1 });

    const raws = await db.getAll(STORES.pages);
    expect(raws).toHaveLength(8);
    const stored = raws.filter((r) => r.page <= 7);
    expect(stored).toHaveLength(7);
    for (const raw of stored) {
      expect(raw.v).toBe(DATA_VERSION);
      expect(raw.wire.numbers).toBeInstanceOf(Float64Array);
      expect(raw).not.toHaveProperty("layout");
    }
    expect(raws.find((r) => r.page === 8)).toEqual(damaged);
    expect(await getPageLayout(db, meta.id, 5)).toEqual(layouts[4]);
    await expect(getLayouts(db, meta.id)).rejects.toBeInstanceOf(DataVersionError);
    // A second walk finds nothing left to do.
    expect(await compactStoredPages(db, 3)).toEqual({ rewritten: 0, kept: 1 });
  });
});

describe("compacting once per data version", () => {
  it("walks the pages the first time and then no more", async () => {
    ({ db } = await openFresh());
    const meta = await putDocument(db, fakeDocument("once", 2));
    await storeAsVersion2(meta.id, [pageOf(1), pageOf(2)]);
    expect(await compactStoredPagesOnce(db)).toEqual({ rewritten: 2, kept: 0 });
    await storeAsVersion2(meta.id, [pageOf(1)]);
    expect(await compactStoredPagesOnce(db)).toBeNull();
    expect(await getPageLayout(db, meta.id, 1)).toEqual(pageOf(1));
  });
});

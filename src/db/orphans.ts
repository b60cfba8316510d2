/**
 * Orphan sweep. Writes are whole-or-absent, but data written by an older build, a
 * browser bug or a manual devtools edit can still leave bytes, layouts, trees, answers or
 * previews whose document is gone, or metadata whose bytes are gone. Both are unusable,
 * so the sweep deletes them; run it at startup, off the critical path.
 */
import { deleteRecordKeys, ownedRecordKeys, type DocumentStore } from "./document-stores";
import { DOCUMENT_STORES, STORES, type PinciteDb } from "./schema";
import { writeAll } from "./transaction";

export interface SweepResult {
  /** Records deleted per store. */
  deleted: Record<DocumentStore, number>;
}

/**
 * Deletes records that belong to no complete document, in one transaction.
 * @throws the browser's error; then nothing was deleted.
 */
export function sweepOrphans(db: PinciteDb): Promise<SweepResult> {
  return writeAll(db, [...DOCUMENT_STORES], async (tx) => {
    const owned = await Promise.all(DOCUMENT_STORES.map((store) => ownedRecordKeys(tx, store)));
    const byStore = new Map(DOCUMENT_STORES.map((store, i) => [store, owned[i]]));
    const files = new Set(byStore.get(STORES.files)!.map(([docId]) => docId));
    // A document without its bytes cannot be opened: it is a half document too.
    const live = new Set(
      byStore
        .get(STORES.documents)!
        .map(([docId]) => docId)
        .filter((id) => files.has(id)),
    );
    const deleted = {} as Record<DocumentStore, number>;
    for (const store of DOCUMENT_STORES) {
      const doomed = byStore
        .get(store)!
        .filter(([docId]) => !live.has(docId))
        .map(([, key]) => key);
      await deleteRecordKeys(tx, store, doomed);
      deleted[store] = doomed.length;
    }
    return { deleted };
  });
}

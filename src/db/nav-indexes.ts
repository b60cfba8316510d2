/**
 * Stored navigation indexes (NavIndexRecord): written once a document is stored and
 * indexed, or by the first library question that had to build one; read by every library
 * question that goes to the document. Only an index this build can use is handed out: one
 * from an older build, or for another page count, reads as absent and is built again.
 */
import { isCurrentStoredIndex, type StoredNavIndex } from "../core/navigate/stored-index";
import { DATA_VERSION } from "./migrations";
import { STORES, type PinciteDb } from "./schema";
import { writeAll } from "./transaction";

/**
 * Stores a document's index; a later one replaces it. Nothing is written for a document no
 * longer stored (an index never outlives its document).
 * @throws StorageFullError when the quota ran out (nothing else is affected).
 */
export function putNavIndex(db: PinciteDb, docId: string, index: StoredNavIndex): Promise<void> {
  return writeAll(db, [STORES.navIndexes, STORES.documents], async (tx) => {
    if (!(await tx.objectStore(STORES.documents).getKey(docId))) return;
    await tx.objectStore(STORES.navIndexes).put({ v: DATA_VERSION, docId, index });
  });
}

/** The document's stored index when this build can use it for `pageCount` pages, else null. */
export async function getNavIndex(db: PinciteDb, docId: string, pageCount: number): Promise<StoredNavIndex | null> {
  const record = await db.get(STORES.navIndexes, docId);
  const index: unknown = record?.index;
  return isCurrentStoredIndex(index, pageCount) ? index : null;
}

/** First-page pictures of stored documents (see PreviewRecord). */
import { DATA_VERSION } from "./migrations";
import { STORES, type PinciteDb } from "./schema";
import { writeAll } from "./transaction";

/**
 * Stores the first page's picture for a stored document; a later one replaces it.
 * @throws StorageFullError when the quota ran out (nothing else is affected).
 */
export function putPreview(db: PinciteDb, docId: string, image: Blob, width: number): Promise<void> {
  return writeAll(db, [STORES.previews, STORES.documents], async (tx) => {
    // Only for a document that is (still) stored: a preview never outlives its document.
    if (!(await tx.objectStore(STORES.documents).getKey(docId))) return;
    await tx.objectStore(STORES.previews).put({ v: DATA_VERSION, docId, image, width });
  });
}

export async function getPreview(db: PinciteDb, docId: string): Promise<{ image: Blob; width: number } | undefined> {
  const rec = await db.get(STORES.previews, docId);
  return rec ? { image: rec.image, width: rec.width } : undefined;
}

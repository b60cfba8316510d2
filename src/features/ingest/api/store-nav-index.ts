/**
 * Once a document is stored, the reading worker indexes it for its first question (from the
 * pages it kept) and the index is stored beside it, so a question across the library after
 * the app is opened again reads it instead of building it from every stored page.
 * Best effort: a library question builds and stores a missing one.
 */
import { storableIndexInWorker } from "../../../bridge/reading-worker";
import { getDatabase, putNavIndex } from "../../../db";

export async function indexAndStoreInBackground(id: string): Promise<void> {
  try {
    const index = await storableIndexInWorker(id);
    if (index) await putNavIndex(await getDatabase(), id, index);
  } catch {
    // Nothing is lost: the index is built again when a question needs it.
  }
}

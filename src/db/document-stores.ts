/**
 * How one document's records are found in each store it owns (DOCUMENT_STORES in
 * schema.ts): by its id as the key, as the first part of the key (pages), or through the
 * by-doc index (answers). Delete and the orphan sweep both walk DOCUMENT_STORES through
 * these two functions, so a store added to that list is deleted and swept with no other
 * change.
 */
import { answerRange, pageRange } from "./key-ranges";
import { type DOCUMENT_STORES, INDEXES, STORES } from "./schema";
import { issueAll, type WriteTx } from "./transaction";

export type DocumentStore = (typeof DOCUMENT_STORES)[number];
type DocumentTx = WriteTx<DocumentStore[]>;

const docIdOfKey = (key: IDBValidKey): string => (Array.isArray(key) ? String(key[0]) : String(key));

/** Deletes one document's records from `store`. */
export async function deleteOwnedRecords(tx: DocumentTx, store: DocumentStore, id: string): Promise<void> {
  if (store === STORES.answers) {
    const answers = tx.objectStore(STORES.answers);
    const keys = await answers.index(INDEXES.answersByDoc).getAllKeys(answerRange(id));
    return issueAll(keys.map((key) => () => answers.delete(key)));
  }
  if (store === STORES.pages) return tx.objectStore(STORES.pages).delete(pageRange(id));
  await tx.objectStore(store as Exclude<DocumentStore, "pages" | "answers">).delete(id);
}

/** Every record of `store` as its document's id and its own key. */
export async function ownedRecordKeys(tx: DocumentTx, store: DocumentStore): Promise<[string, IDBValidKey][]> {
  if (store === STORES.answers) {
    const out: [string, IDBValidKey][] = [];
    let cursor = await tx.objectStore(STORES.answers).index(INDEXES.answersByDoc).openKeyCursor();
    while (cursor) {
      out.push([docIdOfKey(cursor.key), cursor.primaryKey]);
      cursor = await cursor.continue();
    }
    return out;
  }
  const keys: IDBValidKey[] = await tx.objectStore(store).getAllKeys();
  return keys.map((key) => [docIdOfKey(key), key]);
}

/** Deletes records of `store` by their own keys. */
export function deleteRecordKeys(tx: DocumentTx, store: DocumentStore, keys: IDBValidKey[]): Promise<void> {
  const objectStore = tx.objectStore(store) as unknown as { delete(key: IDBValidKey): Promise<void> };
  return issueAll(keys.map((key) => () => objectStore.delete(key)));
}

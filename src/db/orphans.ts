/**
 * Orphan sweep. Writes are whole-or-absent, but data written by an older build, a
 * browser bug or a manual devtools edit can still leave bytes, layouts, trees or answers
 * whose document is gone, or metadata whose bytes are gone. Both are unusable, so the
 * sweep deletes them; run it at startup, off the critical path.
 */
import { STORES, type PinciteDb } from "./schema";
import { issueAll, writeAll } from "./transaction";

export interface SweepResult {
  /** Records deleted per store. */
  deleted: Record<"documents" | "files" | "pages" | "trees" | "answers", number>;
}

const docIdOf = (key: IDBValidKey): string => (Array.isArray(key) ? String(key[0]) : String(key));

/**
 * Deletes records that belong to no complete document, in one transaction.
 * @throws the browser's error; then nothing was deleted.
 */
export function sweepOrphans(db: PinciteDb): Promise<SweepResult> {
  const stores = [STORES.documents, STORES.files, STORES.pages, STORES.trees, STORES.answers];
  return writeAll(db, stores, async (tx) => {
    const [docIds, fileIds, pageKeys, treeIds, answers] = await Promise.all([
      tx.objectStore(STORES.documents).getAllKeys(),
      tx.objectStore(STORES.files).getAllKeys(),
      tx.objectStore(STORES.pages).getAllKeys(),
      tx.objectStore(STORES.trees).getAllKeys(),
      tx.objectStore(STORES.answers).getAll(),
    ]);
    const files = new Set(fileIds);
    // A document without its bytes cannot be opened: it is a half document too.
    const brokenDocs = docIds.filter((id) => !files.has(id));
    const live = new Set(docIds.filter((id) => files.has(id)));
    const dead = (key: IDBValidKey) => !live.has(docIdOf(key));
    const doomed = {
      documents: brokenDocs,
      files: fileIds.filter(dead),
      pages: pageKeys.filter(dead),
      trees: treeIds.filter(dead),
      answers: answers.filter((a) => !live.has(String(a.docId))).map((a) => a.traceToken),
    };
    await issueAll([
      ...doomed.documents.map((k) => () => tx.objectStore(STORES.documents).delete(k)),
      ...doomed.files.map((k) => () => tx.objectStore(STORES.files).delete(k)),
      ...doomed.pages.map((k) => () => tx.objectStore(STORES.pages).delete(k)),
      ...doomed.trees.map((k) => () => tx.objectStore(STORES.trees).delete(k)),
      ...doomed.answers.map((k) => () => tx.objectStore(STORES.answers).delete(k)),
    ]);
    const count = (xs: unknown[]) => xs.length;
    return {
      deleted: {
        documents: count(doomed.documents),
        files: count(doomed.files),
        pages: count(doomed.pages),
        trees: count(doomed.trees),
        answers: count(doomed.answers),
      },
    };
  });
}

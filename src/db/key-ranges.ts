/**
 * Key ranges over compound keys that start with a document id: [docId, page] in `pages`
 * and [docId, createdAt] in the answers index. Numbers sort between -Infinity and
 * Infinity, so these bounds cover every page and every timestamp of one document.
 */

/** All of one document's page layouts, in page order. */
export function pageRange(docId: string): IDBKeyRange {
  return IDBKeyRange.bound([docId, -Infinity], [docId, Infinity]);
}

/** All of one document's answers in the by-doc index, oldest first. */
export function answerRange(docId: string): IDBKeyRange {
  return IDBKeyRange.bound([docId, -Infinity], [docId, Infinity]);
}

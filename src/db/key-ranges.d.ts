/**
 * Key ranges over compound keys that start with a document id: [docId, page] in `pages`
 * and [docId, createdAt] in the answers index. Numbers sort between -Infinity and
 * Infinity, so these bounds cover every page and every timestamp of one document.
 */
/** All of one document's page layouts, in page order. */
export declare function pageRange(docId: string): IDBKeyRange;
/** All of one document's answers in the by-doc index, oldest first. */
export declare function answerRange(docId: string): IDBKeyRange;

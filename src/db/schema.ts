/**
 * The one module that owns the IndexedDB layout: database name, DB_VERSION, store names
 * and the upgrade that builds them. Store and index names are on-disk identifiers:
 * renaming one orphans every user's data, so they live in a do-not-rename map.
 *
 * DB_VERSION counts store/index layouts; the data inside records is versioned
 * separately (migrations.ts). Each upgrade step is idempotent (it checks before it
 * creates) so a step that ran half-way in an aborted upgrade is safe to run again.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from "idb";
import type {
  AnswerRecord,
  CacheRecord,
  DocumentRecord,
  FileRecord,
  NavIndexRecord,
  PageRecord,
  PreviewRecord,
  SettingRecord,
  TreeRecord,
} from "./records";

export const DB_NAME = "pincite";

/**
 * 1: documents, files, pages, trees. 2: answers, settings, System One cache. 3: previews.
 * 4: navigation indexes (a document stored before has none until its first library question).
 */
export const DB_VERSION = 4;

/** DO NOT RENAME: these strings are store names in users' browsers. */
export const STORES = {
  documents: "documents",
  files: "files",
  pages: "pages",
  trees: "trees",
  answers: "answers",
  settings: "settings",
  cache: "system-one-cache",
  previews: "previews",
  navIndexes: "nav-indexes",
} as const;

/** DO NOT RENAME: index names, as stored. */
export const INDEXES = {
  answersByDoc: "by-doc",
  cacheByStoredAt: "by-stored-at",
} as const;

export interface PinciteSchema extends DBSchema {
  documents: { key: string; value: DocumentRecord };
  files: { key: string; value: FileRecord };
  pages: { key: [string, number]; value: PageRecord };
  trees: { key: string; value: TreeRecord };
  answers: { key: string; value: AnswerRecord; indexes: { "by-doc": [string, number] } };
  settings: { key: string; value: SettingRecord };
  "system-one-cache": { key: string; value: CacheRecord; indexes: { "by-stored-at": number } };
  previews: { key: string; value: PreviewRecord };
  "nav-indexes": { key: string; value: NavIndexRecord };
}

export type PinciteDb = IDBPDatabase<PinciteSchema>;
export type StoreName = StoreNames<PinciteSchema>;
type UpgradeTx = IDBPTransaction<PinciteSchema, StoreName[], "versionchange">;

/** Every store a document owns records in; delete and sweep walk these. */
export const DOCUMENT_STORES = [
  STORES.documents,
  STORES.files,
  STORES.pages,
  STORES.trees,
  STORES.answers,
  STORES.previews,
  STORES.navIndexes,
] as const;

function createStore(db: PinciteDb, name: StoreName, keyPath: string | string[]): void {
  if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, { keyPath });
}

/** Step n takes a database at version n-1 to version n. Never edit a shipped step. */
const STEPS: Record<number, (db: PinciteDb, tx: UpgradeTx) => void> = {
  1: (db) => {
    createStore(db, STORES.documents, "id");
    createStore(db, STORES.files, "docId");
    createStore(db, STORES.pages, ["docId", "page"]);
    createStore(db, STORES.trees, "docId");
  },
  2: (db, tx) => {
    createStore(db, STORES.answers, "traceToken");
    createStore(db, STORES.settings, "key");
    createStore(db, STORES.cache, "key");
    const answers = tx.objectStore(STORES.answers);
    if (!answers.indexNames.contains(INDEXES.answersByDoc))
      answers.createIndex(INDEXES.answersByDoc, ["docId", "createdAt"]);
    const cache = tx.objectStore(STORES.cache);
    if (!cache.indexNames.contains(INDEXES.cacheByStoredAt)) cache.createIndex(INDEXES.cacheByStoredAt, "storedAt");
  },
  3: (db) => {
    createStore(db, STORES.previews, "docId");
  },
  4: (db) => {
    createStore(db, STORES.navIndexes, "docId");
  },
};

/**
 * Brings the layout from `oldVersion` to `newVersion` by running each step in order.
 * Record contents are not rewritten here: reads migrate them (migrations.ts).
 * @throws Error when a step between the two versions is missing (a build bug).
 */
export function upgrade(db: PinciteDb, oldVersion: number, newVersion: number | null, tx: UpgradeTx): void {
  const target = newVersion ?? DB_VERSION;
  for (let version = oldVersion + 1; version <= target; version++) {
    const step = STEPS[version];
    if (!step) throw new Error(`No upgrade step to database version ${version}.`);
    step(db, tx);
  }
}

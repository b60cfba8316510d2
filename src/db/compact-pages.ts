/**
 * Rewrites page records stored in an older form to the current one (data version 3: the
 * page wire instead of an object graph), a batch per transaction, so a library stored
 * before shrinks on disk and reopens faster. Reads migrate old records anyway
 * (migrations.ts); this only makes it stick. A record that cannot be migrated is left as
 * it is, never deleted: the read that meets it names it.
 */
import { DataVersionError } from "./errors";
import { getSetting, putSetting } from "./settings";
import { DATA_VERSION } from "./migrations";
import { normalisePage } from "./normalise";
import { STORES, type PinciteDb } from "./schema";

export interface CompactResult {
  rewritten: number;
  /** Old records left as they were because they could not be migrated. */
  kept: number;
}

const isOld = (value: unknown) =>
  typeof (value as { v?: unknown })?.v === "number" && (value as { v: number }).v < DATA_VERSION;

/** One transaction's worth: up to `batch` records after `after`; returns the last key seen. */
async function compactBatch(db: PinciteDb, after: IDBValidKey | null, batch: number, result: CompactResult) {
  const tx = db.transaction(STORES.pages, "readwrite");
  const range = after === null ? undefined : IDBKeyRange.lowerBound(after, true);
  let cursor = await tx.store.openCursor(range);
  let last: IDBValidKey | null = null;
  for (let seen = 0; cursor && seen < batch; seen++) {
    last = cursor.primaryKey;
    if (isOld(cursor.value)) {
      try {
        void cursor.update(normalisePage(cursor.value));
        result.rewritten++;
      } catch (err) {
        if (!(err instanceof DataVersionError)) throw err;
        result.kept++;
      }
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  return cursor ? last : null;
}

/**
 * Walks every page record once. @throws the browser's error (StorageFullError is possible:
 * then the batches written so far stay written, the rest keep their old form).
 */
export async function compactStoredPages(db: PinciteDb, batch = 200): Promise<CompactResult> {
  const result: CompactResult = { rewritten: 0, kept: 0 };
  let after: IDBValidKey | null = null;
  do after = await compactBatch(db, after, batch, result);
  while (after !== null);
  return result;
}

/** The setting that says every page record has been brought to a data version. */
const COMPACTED_TO = "pages-compacted-to";

/**
 * Compacts once per data version: a library written by this version has nothing to do,
 * and walking every page each time the app starts would read the whole library.
 */
export async function compactStoredPagesOnce(db: PinciteDb): Promise<CompactResult | null> {
  if ((await getSetting(db, COMPACTED_TO)) === DATA_VERSION) return null;
  const result = await compactStoredPages(db);
  await putSetting(db, COMPACTED_TO, DATA_VERSION);
  return result;
}

/**
 * Whole-or-absent writes. Every multi-record write goes through `writeAll`, which aborts
 * the transaction on any failure (a put that throws synchronously, such as a
 * DataCloneError, does not abort it by itself) so earlier puts in it are rolled back too.
 * Callers must finish every non-IndexedDB await (hashing, encoding) before calling:
 * a transaction auto-commits as soon as its task has no pending request.
 */
import type { IDBPTransaction } from "idb";
import { toStorageError } from "./errors";
import type { PinciteDb, PinciteSchema, StoreName } from "./schema";

export type WriteTx<S extends StoreName[]> = IDBPTransaction<PinciteSchema, S, "readwrite">;

/**
 * Runs `body` in one readwrite transaction over `stores` and waits for the commit.
 * @throws StorageFullError when the quota ran out (nothing of this write is stored).
 * @throws the body's or the browser's error otherwise, after aborting the transaction.
 */
export async function writeAll<S extends StoreName[], T>(
  db: PinciteDb,
  stores: S,
  body: (tx: WriteTx<S>) => Promise<T>,
): Promise<T> {
  const tx = db.transaction(stores, "readwrite");
  // Observe `done` from the start so an abort is never an unhandled rejection.
  const done = tx.done.then(
    () => undefined,
    (err: unknown) => err ?? tx.error ?? new Error("The storage transaction was aborted."),
  );
  try {
    const result = await body(tx);
    const failure = await done;
    if (failure !== undefined) throw failure;
    return result;
  } catch (err) {
    try {
      tx.abort();
    } catch {
      // Already committed or aborted: nothing left to roll back.
    }
    await done;
    throw toStorageError(err);
  }
}

/**
 * Issues every request at once (one round trip, not one per page) and waits for all.
 * If issuing one throws, the ones already issued are marked handled: they reject with
 * AbortError once the caller aborts, and that must not surface as unhandled.
 * @throws the first failure, synchronous or not.
 */
export async function issueAll(requests: Iterable<() => Promise<unknown>>): Promise<void> {
  const pending: Promise<unknown>[] = [];
  try {
    for (const issue of requests) pending.push(issue());
  } catch (err) {
    for (const p of pending) p.catch(() => undefined);
    throw err;
  }
  await Promise.all(pending);
}

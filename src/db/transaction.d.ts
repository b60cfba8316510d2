/**
 * Whole-or-absent writes. Every multi-record write goes through `writeAll`, which aborts
 * the transaction on any failure (a put that throws synchronously, such as a
 * DataCloneError, does not abort it by itself) so earlier puts in it are rolled back too.
 * Callers must finish every non-IndexedDB await (hashing, encoding) before calling:
 * a transaction auto-commits as soon as its task has no pending request.
 */
import type { IDBPTransaction } from "idb";
import type { PinciteDb, PinciteSchema, StoreName } from "./schema";
export type WriteTx<S extends StoreName[]> = IDBPTransaction<PinciteSchema, S, "readwrite">;
/**
 * Runs `body` in one readwrite transaction over `stores` and waits for the commit.
 * @throws StorageFullError when the quota ran out (nothing of this write is stored).
 * @throws the body's or the browser's error otherwise, after aborting the transaction.
 */
export declare function writeAll<S extends StoreName[], T>(db: PinciteDb, stores: S, body: (tx: WriteTx<S>) => Promise<T>): Promise<T>;
/**
 * Issues every request at once (one round trip, not one per page) and waits for all.
 * If issuing one throws, the ones already issued are marked handled: they reject with
 * AbortError once the caller aborts, and that must not surface as unhandled.
 * @throws the first failure, synchronous or not.
 */
export declare function issueAll(requests: Iterable<() => Promise<unknown>>): Promise<void>;

/**
 * Persistent storage and usage reporting. Without persistence the browser may evict a
 * site's IndexedDB under disk pressure, so the app asks once; both APIs are missing in
 * some browsers and contexts (insecure origins, old Safari), which is reported, not thrown.
 */

export type PersistResult = "granted" | "denied" | "unsupported";

export interface StorageUsage {
  /** Bytes this origin uses, or null when the browser does not say. */
  usage: number | null;
  /** Bytes this origin may use, or null when the browser does not say. */
  quota: number | null;
  /** Whether storage is persistent, or null when unknown. */
  persisted: boolean | null;
}

type StorageLike = Partial<Pick<StorageManager, "persist" | "persisted" | "estimate">>;

function storageManager(storage?: StorageLike): StorageLike | undefined {
  return storage ?? (globalThis as { navigator?: { storage?: StorageLike } }).navigator?.storage;
}

/**
 * Asks the browser to keep this site's data under disk pressure. Never throws.
 * @throws nothing: a missing or failing API gives "unsupported".
 */
export async function requestPersistentStorage(storage?: StorageLike): Promise<PersistResult> {
  const manager = storageManager(storage);
  if (!manager?.persist) return "unsupported";
  try {
    if (manager.persisted && (await manager.persisted())) return "granted";
    return (await manager.persist()) ? "granted" : "denied";
  } catch {
    return "unsupported";
  }
}

/**
 * Reports how much this site stores and may store. Never throws.
 * @throws nothing: unknown values are null.
 */
export async function estimateStorage(storage?: StorageLike): Promise<StorageUsage> {
  const manager = storageManager(storage);
  const result: StorageUsage = { usage: null, quota: null, persisted: null };
  try {
    if (manager?.estimate) {
      const estimate = await manager.estimate();
      result.usage = estimate.usage ?? null;
      result.quota = estimate.quota ?? null;
    }
    if (manager?.persisted) result.persisted = await manager.persisted();
  } catch {
    // A partial answer is still useful to show.
  }
  return result;
}

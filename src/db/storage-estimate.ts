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

/** Share of the quota from which the library warns, before a write meets the quota. */
export const WARN_AT_SHARE = 0.8;

/**
 * About what one stored page takes in the page wire's form: a filing's page of ~500 words
 * is ~20 KB of numbers and ~3 KB of text (bench scale reports the measured figure per 100 pages).
 */
const PAGE_BYTES = 25_000;

/** About what storing a document adds: its file and its pages. */
export const expectedStoreBytes = (fileBytes: number, pages: number): number => fileBytes + pages * PAGE_BYTES;

/** "3.4 MB", "42 MB": one decimal under 10 MB. */
export const formatMb = (n: number) => `${(n / 1048576).toFixed(n < 10 * 1048576 ? 1 : 0)} MB`;

/**
 * A warning when storage is near its quota, or when `adding` bytes would pass it; null
 * when there is room or the browser does not say.
 */
export function storageWarning({ usage, quota }: StorageUsage, adding = 0): string | null {
  if (usage === null || quota === null || quota <= 0) return null;
  const left = Math.max(0, quota - usage);
  if (adding > 0 && adding > left)
    return (
      `This document needs about ${formatMb(adding)} of storage and ${formatMb(left)} is left: it may be saved only in ` +
      "part. Delete documents you no longer need to make room."
    );
  if (usage + adding < quota * WARN_AT_SHARE) return null;
  const share = Math.round((usage / quota) * 100);
  return (
    `Storage for this site is ${share}% full (${formatMb(usage)} of ${formatMb(quota)}). Delete documents you no longer ` +
    "need, or a long document may be saved only in part."
  );
}

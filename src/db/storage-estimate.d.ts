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
/**
 * Asks the browser to keep this site's data under disk pressure. Never throws.
 * @throws nothing: a missing or failing API gives "unsupported".
 */
export declare function requestPersistentStorage(storage?: StorageLike): Promise<PersistResult>;
/**
 * Reports how much this site stores and may store. Never throws.
 * @throws nothing: unknown values are null.
 */
export declare function estimateStorage(storage?: StorageLike): Promise<StorageUsage>;
export {};

/**
 * IndexedDB-backed System One response cache (SystemOneCacheStore from core). Unlike
 * the seed's in-memory cache it survives restarts, so it needs its own bounds: entries
 * older than `maxAgeMs` are misses and are deleted, and past `maxEntries` the oldest by
 * `storedAt` are evicted (an index keeps that cheap). Age, not recency of use, decides:
 * touching a record on every hit would turn each read into a write.
 */
import type { CachedAnswers, SystemOneCacheStore } from "../core/system-one/cache";
import { type PinciteDb } from "./schema";
export interface IdbCacheOptions {
    /** Entries kept before the oldest are evicted; default 1024 (the seed's size). */
    maxEntries?: number;
    /** Entries older than this are misses; default 30 days. */
    maxAgeMs?: number;
    now?: () => number;
}
export declare class IdbSystemOneCache implements SystemOneCacheStore {
    private readonly db;
    private readonly maxEntries;
    private readonly maxAgeMs;
    private readonly now;
    constructor(db: PinciteDb, options?: IdbCacheOptions);
    /**
     * The cached answers for a request key, or undefined on a miss or an expired entry.
     * @throws DataVersionError when the entry's history cannot be explained.
     */
    get(key: string): Promise<CachedAnswers | undefined>;
    /**
     * Stores answers, then evicts expired entries and the oldest beyond the cap, in the same transaction.
     * @throws StorageFullError when the quota ran out; the cache is unchanged.
     */
    set(key: string, value: CachedAnswers): Promise<void>;
    /**
     * Empties the cache (settings "clear cache").
     * @throws the browser's error.
     */
    clear(): Promise<void>;
    /** Number of entries stored, expired ones included. @throws the browser's error. */
    size(): Promise<number>;
}

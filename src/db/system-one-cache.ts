/**
 * IndexedDB-backed System One response cache (SystemOneCacheStore from core). Unlike
 * the seed's in-memory cache it survives restarts, so it needs its own bounds: entries
 * older than `maxAgeMs` are misses and are deleted, and past `maxEntries` the oldest by
 * `storedAt` are evicted (an index keeps that cheap). Age, not recency of use, decides:
 * touching a record on every hit would turn each read into a write.
 */
import type { CachedAnswers, SystemOneCacheStore } from "../core/system-one/cache";
import { DATA_VERSION } from "./migrations";
import { normaliseCache } from "./normalise";
import { INDEXES, STORES, type PinciteDb } from "./schema";
import { writeAll } from "./transaction";

export interface IdbCacheOptions {
  /** Entries kept before the oldest are evicted; default 1024 (the seed's size). */
  maxEntries?: number;
  /** Entries older than this are misses; default 30 days. */
  maxAgeMs?: number;
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class IdbSystemOneCache implements SystemOneCacheStore {
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: PinciteDb,
    options: IdbCacheOptions = {},
  ) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 1024);
    this.maxAgeMs = options.maxAgeMs ?? 30 * DAY_MS;
    this.now = options.now ?? (() => Date.now());
  }

  /**
   * The cached answers for a request key, or undefined on a miss or an expired entry.
   * @throws DataVersionError when the entry's history cannot be explained.
   */
  async get(key: string): Promise<CachedAnswers | undefined> {
    const raw = await this.db.get(STORES.cache, key);
    if (raw === undefined) return undefined;
    const record = normaliseCache(raw);
    if (this.now() - record.storedAt <= this.maxAgeMs) return record.value;
    await writeAll(this.db, [STORES.cache], (tx) => tx.objectStore(STORES.cache).delete(key));
    return undefined;
  }

  /**
   * Stores answers, then evicts expired entries and the oldest beyond the cap, in the same transaction.
   * @throws StorageFullError when the quota ran out; the cache is unchanged.
   */
  async set(key: string, value: CachedAnswers): Promise<void> {
    await writeAll(this.db, [STORES.cache], async (tx) => {
      const store = tx.objectStore(STORES.cache);
      await store.put({ v: DATA_VERSION, key, storedAt: value.storedAt, value });
      const byAge = store.index(INDEXES.cacheByStoredAt);
      await byAge
        .getAllKeys(IDBKeyRange.upperBound(this.now() - this.maxAgeMs, true))
        .then((keys) => Promise.all(keys.map((k) => store.delete(k))));
      const excess = (await store.count()) - this.maxEntries;
      if (excess <= 0) return;
      const oldest = await byAge.getAllKeys(null, excess);
      await Promise.all(oldest.map((k) => store.delete(k)));
    });
  }

  /**
   * Empties the cache (settings "clear cache").
   * @throws the browser's error.
   */
  async clear(): Promise<void> {
    await writeAll(this.db, [STORES.cache], (tx) => tx.objectStore(STORES.cache).clear());
  }

  /** Number of entries stored, expired ones included. @throws the browser's error. */
  size(): Promise<number> {
    return this.db.count(STORES.cache);
  }
}

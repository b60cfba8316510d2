/**
 * Answer cache. System One is not deterministic and every call costs money, so a repeated
 * (model, state, questions) is served from here. The store is an interface because the
 * browser will back it with IndexedDB; the default is an in-memory LRU with an optional TTL.
 */
import type { Answer, SystemOneUsage } from "./types";

/** What is kept per request: the served answers and what they cost the first time. */
export interface CachedAnswers {
  answers: Record<string, Answer>;
  /** Versioned model id that answered, e.g. `jev-1.13.0`. */
  model: string;
  usage: SystemOneUsage;
  requestId?: string;
  /** Epoch ms when the answers were fetched. */
  storedAt: number;
}

/** Sync or async, so an IndexedDB store fits without wrapping. */
export interface SystemOneCacheStore {
  get(key: string): Promise<CachedAnswers | undefined> | CachedAnswers | undefined;
  set(key: string, value: CachedAnswers): Promise<void> | void;
}

export interface MemoryCacheOptions {
  /** Entries kept before the least recently used is evicted. */
  maxEntries?: number;
  /** Entries older than this are misses; omit for no expiry. */
  ttlMs?: number;
  now?: () => number;
}

export class MemoryLruCache implements SystemOneCacheStore {
  private readonly entries = new Map<string, CachedAnswers>();
  private readonly maxEntries: number;
  private readonly ttlMs?: number;
  private readonly now: () => number;

  constructor(options: MemoryCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 1024);
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedAnswers | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.ttlMs !== undefined && this.now() - hit.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, value: CachedAnswers): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

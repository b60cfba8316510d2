import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import type { CachedAnswers, SystemOneCacheStore } from "../core/system-one/cache";
import { openPinciteDb } from "./connection";
import type { PinciteDb } from "./schema";
import { IdbSystemOneCache } from "./system-one-cache";
import { openFresh } from "./test-fixtures";

let db: PinciteDb;
afterEach(() => db?.close());

const entry = (storedAt: number, choice = "a"): CachedAnswers => ({
  answers: { q1: { type: "choice", choice, probabilities: { a: 0.9, b: 0.1 }, confidence: 0.8 } },
  model: "jev-1.13.0",
  usage: { inputTokens: 10, outputTokens: 1 },
  storedAt,
});

describe("IdbSystemOneCache", () => {
  it("implements SystemOneCacheStore and survives reopening", async () => {
    const opened = await openFresh();
    db = opened.db;
    const store: SystemOneCacheStore = new IdbSystemOneCache(db, { now: () => 1_000 });
    expect(await store.get("k")).toBeUndefined();
    await store.set("k", entry(1_000));
    db.close();
    db = await openPinciteDb({ factory: opened.factory });
    expect(await new IdbSystemOneCache(db, { now: () => 1_000 }).get("k")).toEqual(entry(1_000));
  });

  it("treats entries older than maxAgeMs as misses and deletes them", async () => {
    ({ db } = await openFresh());
    let now = 1_000;
    const cache = new IdbSystemOneCache(db, { maxAgeMs: 100, now: () => now });
    await cache.set("k", entry(1_000));
    now = 1_100;
    expect(await cache.get("k")).toBeDefined();
    now = 1_101;
    expect(await cache.get("k")).toBeUndefined();
    expect(await cache.size()).toBe(0);
  });

  it("evicts the oldest entries beyond the cap, and expired ones on write", async () => {
    ({ db } = await openFresh());
    let now = 100;
    const cache = new IdbSystemOneCache(db, { maxEntries: 3, maxAgeMs: 1_000, now: () => now });
    for (const [key, at] of [
      ["b", 20],
      ["a", 10],
      ["c", 30],
      ["d", 40],
    ] as const)
      await cache.set(key, entry(at));
    expect(await cache.size()).toBe(3);
    expect(await cache.get("a")).toBeUndefined();
    expect(await cache.get("b")).toBeDefined();
    now = 1_035;
    await cache.set("e", entry(1_035));
    // b (20) and c (30) are now older than 1 s; d (40) is not.
    expect(await cache.size()).toBe(2);
    await cache.clear();
    expect(await cache.size()).toBe(0);
  });
});

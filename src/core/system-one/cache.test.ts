import { describe, expect, it } from "vitest";
import { MemoryLruCache, type CachedAnswers } from "./cache";
import { canonicalJson, fnv1a64, hashText, requestCacheKey } from "./hash";

const entry = (storedAt = 0): CachedAnswers => ({
  answers: {},
  model: "jev-1.13.0",
  usage: { inputTokens: 1, outputTokens: 1 },
  storedAt,
});

describe("MemoryLruCache", () => {
  it("evicts the least recently used entry", () => {
    const c = new MemoryLruCache({ maxEntries: 2 });
    c.set("a", entry());
    c.set("b", entry());
    c.get("a");
    c.set("c", entry());
    expect([c.get("a"), c.get("b"), c.get("c")].map(Boolean)).toEqual([true, false, true]);
  });

  it("expires entries past the TTL", () => {
    let t = 0;
    const c = new MemoryLruCache({ ttlMs: 100, now: () => t });
    c.set("a", entry(0));
    t = 100;
    expect(c.get("a")).toBeDefined();
    t = 101;
    expect(c.get("a")).toBeUndefined();
  });
});

describe("cache keys", () => {
  it("ignores object key order but not array order", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  it("hashes with SHA-256 where crypto.subtle exists", async () => {
    expect(await hashText("abc")).toBe("sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("has a pure FNV-1a fallback with the published test vector", () => {
    expect(fnv1a64("")).toBe("cbf29ce484222325");
    expect(fnv1a64("a")).toBe("af63dc4c8601ec8c");
  });

  it("keys on model, state and questions", async () => {
    const q = { q: { type: "noul", instructions: "x" } };
    const k = await requestCacheKey("jev-1.13.0", { a: 1, b: 2 }, q);
    expect(await requestCacheKey("jev-1.13.0", { b: 2, a: 1 }, q)).toBe(k);
    expect(await requestCacheKey("jev-preview", { a: 1, b: 2 }, q)).not.toBe(k);
    expect(await requestCacheKey("jev-1.13.0", { a: 1, b: 3 }, q)).not.toBe(k);
  });
});

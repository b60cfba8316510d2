import { describe, expect, it } from "vitest";
import { estimateStorage, expectedStoreBytes, requestPersistentStorage, storageWarning } from "./storage-estimate";

describe("persistent storage and usage", () => {
  it("asks for persistence and reports the answer", async () => {
    expect(await requestPersistentStorage({ persist: async () => true })).toBe("granted");
    expect(await requestPersistentStorage({ persist: async () => false, persisted: async () => false })).toBe("denied");
    expect(await requestPersistentStorage({ persist: async () => false, persisted: async () => true })).toBe("granted");
  });

  it("tolerates missing or failing APIs", async () => {
    expect(await requestPersistentStorage({})).toBe("unsupported");
    expect(await requestPersistentStorage({ persist: () => Promise.reject(new Error("no")) })).toBe("unsupported");
    expect(await estimateStorage({})).toEqual({ usage: null, quota: null, persisted: null });
    expect(await estimateStorage({ estimate: () => Promise.reject(new Error("no")) })).toEqual({
      usage: null,
      quota: null,
      persisted: null,
    });
  });

  it("reports usage, quota and persistence when the browser gives them", async () => {
    const storage = { estimate: async () => ({ usage: 5_000, quota: 1_000_000 }), persisted: async () => true };
    expect(await estimateStorage(storage)).toEqual({ usage: 5_000, quota: 1_000_000, persisted: true });
  });
});

describe("the storage warning", () => {
  const usage = (used: number, quota: number | null) => ({ usage: used, quota, persisted: null });
  it("says nothing with room to spare or when the browser does not say", () => {
    expect(storageWarning(usage(100, 1_000))).toBeNull();
    expect(storageWarning(usage(100, null))).toBeNull();
    expect(storageWarning({ usage: null, quota: 1_000, persisted: null })).toBeNull();
    expect(storageWarning(usage(100, 1_000), 200)).toBeNull();
  });

  it("warns from 80% of the quota, before it is reached", () => {
    expect(storageWarning(usage(850 * 1048576, 1_000 * 1048576))).toMatch(
      /^Storage for this site is 85% full \(850 MB of 1000 MB\)/,
    );
    expect(storageWarning(usage(700, 1_000), 150)).toMatch(/70% full/);
  });

  it("warns when a document would not fit, naming what it needs and what is left", () => {
    const needs = expectedStoreBytes(5 * 1048576, 1000);
    expect(needs).toBeGreaterThan(5 * 1048576);
    expect(storageWarning(usage(990 * 1048576, 1_000 * 1048576), needs)).toMatch(
      /^This document needs about \d+ MB of storage and 10 MB is left: it may be saved only in part/,
    );
  });
});

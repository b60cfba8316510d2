import { describe, expect, it } from "vitest";
import { estimateStorage, requestPersistentStorage } from "./storage-estimate";

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

import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDatabase } from "./database";

afterEach(() => vi.unstubAllGlobals());

describe("the app's connection", () => {
  it("asks the browser for persistent storage once, however often the database is used", async () => {
    const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => true) };
    vi.stubGlobal("navigator", { storage });
    const first = await getDatabase();
    for (let i = 0; i < 5; i++) expect(await getDatabase()).toBe(first);
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalled());
    expect(storage.persisted).toHaveBeenCalledTimes(1);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });
});

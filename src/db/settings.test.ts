import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { deleteSetting, getSetting, putSetting } from "./settings";
import { STORES, type PinciteDb } from "./schema";
import { openFresh } from "./test-fixtures";

let db: PinciteDb;
afterEach(() => db?.close());

const connection = { baseUrl: "https://api.example.com", model: "jev-latest", apiKey: "sk-secret" };

describe("settings repository", () => {
  it("stores and reads JSON values by name", async () => {
    ({ db } = await openFresh());
    expect(await getSetting(db, "pace")).toBeUndefined();
    await putSetting(db, "pace", 30);
    await putSetting(db, "theme", { dark: true, sizes: [1, 2] });
    expect(await getSetting<number>(db, "pace")).toBe(30);
    expect(await getSetting(db, "theme")).toEqual({ dark: true, sizes: [1, 2] });
    await deleteSetting(db, "pace");
    expect(await getSetting(db, "pace")).toBeUndefined();
  });

  it("never writes an API key to disk unless remember is true", async () => {
    ({ db } = await openFresh());
    await putSetting(db, "system-one", connection);
    const raw = await db.get(STORES.settings, "system-one");
    expect(JSON.stringify(raw)).not.toContain("sk-secret");
    expect(await getSetting(db, "system-one")).toEqual({ baseUrl: connection.baseUrl, model: connection.model });
    expect(connection.apiKey).toBe("sk-secret"); // the caller's object is not modified
  });

  it("stores the key when remember is true, and forgets it when saved again without", async () => {
    ({ db } = await openFresh());
    await putSetting(db, "system-one", connection, { remember: true });
    expect(await getSetting(db, "system-one")).toEqual(connection);
    await putSetting(db, "system-one", connection, { remember: false });
    expect(await getSetting(db, "system-one")).not.toHaveProperty("apiKey");
  });
});

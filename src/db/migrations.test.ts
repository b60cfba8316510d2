import { describe, expect, it } from "vitest";
import { DataVersionError } from "./errors";
import { assertContiguous, DATA_VERSION, migrateRecord, MIGRATIONS, type Migration } from "./migrations";
import { normaliseDocument } from "./normalise";

describe("data migrations", () => {
  it("are numbered contiguously up to DATA_VERSION", () => {
    expect(() => assertContiguous(MIGRATIONS, DATA_VERSION)).not.toThrow();
    const gap: Migration[] = [{ to: 3, description: "skips 2", up: {} }];
    expect(() => assertContiguous(gap, 3)).toThrow(/expected 2/);
    expect(() => assertContiguous(MIGRATIONS, DATA_VERSION + 1)).toThrow(/DATA_VERSION/);
  });

  it("2: documents gain lastOpenedAt from addedAt, purely, keeping unknown fields", () => {
    const v1 = Object.freeze({ v: 1, id: "a", addedAt: 5, extra: { keep: true } });
    const v2 = migrateRecord("documents", v1);
    expect(v2).toEqual({ v: 2, id: "a", addedAt: 5, lastOpenedAt: 5, extra: { keep: true } });
    expect(v1).toEqual({ v: 1, id: "a", addedAt: 5, extra: { keep: true } });
  });

  it("kinds without a step only get their version raised", () => {
    expect(migrateRecord("pages", { v: 1, docId: "a", page: 1 })).toEqual({ v: 2, docId: "a", page: 1 });
  });

  it("refuses a history it cannot explain instead of loading it", () => {
    for (const bad of [{ id: "a" }, { v: 0 }, { v: 1.5 }, { v: "2" }, { v: DATA_VERSION + 1 }, null, [1]]) {
      expect(() => migrateRecord("documents", bad)).toThrow(DataVersionError);
    }
    expect(() => migrateRecord("documents", { v: DATA_VERSION + 1 })).toThrow(/newer Pincite/);
  });

  it("normalising fills harmless gaps and keeps unknown fields", () => {
    const doc = normaliseDocument({ v: 2, id: "a", fileName: "f.pdf", addedAt: 3, info: { pageCount: 4 }, future: 1 });
    expect(doc).toMatchObject({
      title: "f.pdf",
      size: 0,
      lastOpenedAt: 3,
      future: 1,
      info: { pageCount: 4, title: null, outline: [], pageLabels: null },
    });
    expect(() => normaliseDocument({ v: 2, fileName: "f.pdf" })).toThrow(/"id" is missing/);
  });
});

import { describe, expect, it } from "vitest";
import { DataVersionError } from "./errors";
import { assertContiguous, DATA_VERSION, migrateRecord, MIGRATIONS, type Migration } from "./migrations";
import { normaliseDocument, normalisePage, pageLayoutOf } from "./normalise";
import { fakePage } from "./test-fixtures";
import { makePage, prose, statementPage } from "../testing/page-builder";
import type { PageLayout } from "../core/types";

describe("data migrations", () => {
  it("are numbered contiguously up to DATA_VERSION", () => {
    expect(() => assertContiguous(MIGRATIONS, DATA_VERSION)).not.toThrow();
    const gap: Migration[] = [{ to: 3, description: "skips 2", up: {} }];
    expect(() => assertContiguous(gap, 3)).toThrow(/expected 2/);
    expect(() => assertContiguous(MIGRATIONS, DATA_VERSION + 1)).toThrow(/DATA_VERSION/);
  });

  it("2: documents gain lastOpenedAt from addedAt, purely, keeping unknown fields", () => {
    const v1 = Object.freeze({ v: 1, id: "a", addedAt: 5, extra: { keep: true } });
    const v2 = migrateRecord("documents", v1, MIGRATIONS.slice(0, 1));
    expect(v2).toEqual({ v: 2, id: "a", addedAt: 5, lastOpenedAt: 5, extra: { keep: true } });
    expect(v1).toEqual({ v: 1, id: "a", addedAt: 5, extra: { keep: true } });
  });

  it("kinds without a step only get their version raised", () => {
    expect(migrateRecord("trees", { v: 1, docId: "a", tree: 1 })).toEqual({ v: DATA_VERSION, docId: "a", tree: 1 });
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

describe("data migration 3: pages in the page wire's form", () => {
  const pages: PageLayout[] = [
    fakePage(1),
    makePage(2, [{ text: "Item 7. Management's Discussion", size: 14, bold: true }, ...prose(2)]),
    statementPage(3, ["Consolidated Balance Sheets"], ["2022", "2021"], [["Cash", "1,000", "900"]]),
    // A line whose text is not its words' (kept as it was, in the head).
    { ...fakePage(4), lines: [{ ...fakePage(4).lines[0], text: "Page 4 text (as drawn)" }] },
  ];

  it("turns a stored layout into a wire that reads back to the same layout, purely", () => {
    expect(pages[1].lines.length).toBeGreaterThan(2);
    for (const layout of pages) {
      const v2 = Object.freeze({ v: 2, docId: "d", page: layout.page, layout, extra: "kept" });
      const v3 = migrateRecord("pages", v2);
      expect(v3).not.toHaveProperty("layout");
      expect(v3).toMatchObject({ v: 3, docId: "d", page: layout.page, extra: "kept" });
      expect((v3.wire as { numbers: unknown }).numbers).toBeInstanceOf(Float64Array);
      expect(pageLayoutOf(v2)).toEqual(layout);
      expect(v2.layout).toBe(layout);
    }
  });

  it("leaves a damaged layout as stored and the read names it", () => {
    const damaged = { v: 2, docId: "d", page: 1, layout: { lines: [{ words: null }] } };
    expect(migrateRecord("pages", damaged)).toMatchObject({ v: 3, layout: damaged.layout });
    expect(() => normalisePage(damaged)).toThrow(DataVersionError);
    expect(() => normalisePage({ v: 2, docId: "d", page: 1 })).toThrow(/no readable page layout/);
  });
});

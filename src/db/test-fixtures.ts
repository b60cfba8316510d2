/**
 * Test helpers for the db unit tests (imported only by *.test.ts). Each test opens its
 * own fake IDBFactory so tests never share a database, and builds small documents whose
 * bytes differ by seed so their content-hash ids differ.
 */
import { IDBFactory } from "fake-indexeddb";
import type { DocumentLayout, PageLayout } from "../core/types";
import type { SectionTree } from "../core/tree/types";
import { openPinciteDb, type OpenOptions } from "./connection";
import { putDocument, type NewDocument } from "./documents";
import { STORES, type PinciteDb, type StoreName } from "./schema";

/** Opens the current schema on a fresh, private fake IndexedDB. */
export async function openFresh(options: OpenOptions = {}): Promise<{ db: PinciteDb; factory: IDBFactory }> {
  const factory = options.factory ?? new IDBFactory();
  return { db: await openPinciteDb({ ...options, factory }), factory };
}

export function fakePage(page: number, text = `Page ${page} text`): PageLayout {
  const line = {
    text,
    x0: 0.1,
    y0: 0.1,
    x1: 0.9,
    y1: 0.12,
    fontSize: 10,
    bold: false,
    baseline: 0.12,
    column: 0,
    words: [{ text, x0: 0.1, y0: 0.1, x1: 0.9, y1: 0.12 }],
  };
  return { page, width: 612, height: 792, lines: [line], text, status: "ok" };
}

export function fakeLayout(pageCount: number, title: string | null = "Annual Report"): DocumentLayout {
  const pages = Array.from({ length: pageCount }, (_, i) => fakePage(i + 1));
  return { pageCount, title, outline: [{ title: "Part I", page: 1, top: 0, children: [] }], pageLabels: null, pages };
}

export function fakeTree(pageCount: number): SectionTree {
  return {
    source: "outline",
    repair: "not-needed",
    nodes: [{ id: "s1", title: "Part I", level: 1, page_start: 1, page_end: pageCount, line_start: 0, children: [] }],
  };
}

/** Bytes that start like a PDF and differ by seed. */
export function fakeBytes(seed: string): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.7\n% ${seed}\n${"x".repeat(64)}\n%%EOF\n`);
}

export function fakeDocument(seed: string, pageCount = 3, extra: Partial<NewDocument> = {}): NewDocument {
  return {
    bytes: fakeBytes(seed),
    fileName: `${seed}.pdf`,
    layout: fakeLayout(pageCount),
    tree: fakeTree(pageCount),
    now: 1_000,
    ...extra,
  };
}

/** Two stored documents, "first" (3 pages) and "second" (5), for library views. */
export async function storeTwoDocuments(db: PinciteDb) {
  return [await putDocument(db, fakeDocument("first", 3)), await putDocument(db, fakeDocument("second", 5))];
}

/** Record count of every store, to prove what a write or delete touched. */
export async function countAll(db: PinciteDb): Promise<Record<StoreName, number>> {
  const names = Object.values(STORES) as StoreName[];
  const counts = await Promise.all(names.map((name) => db.count(name)));
  return Object.fromEntries(names.map((name, i) => [name, counts[i]])) as Record<StoreName, number>;
}

/**
 * A real filing's navigation index stored and read back (through structured clone, as
 * IndexedDB keeps it) onto pages decoded lazily from their wires: the same index, the same
 * furniture, the same evidence and answers as the document indexed from its pages, and no
 * page's words decoded to get there.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { askDocument } from "../ask/ask-document";
import { decodePageLazily, encodePage } from "../layout/page-wire";
import { documentFurniture, furnitureOf } from "../pages/furniture";
import { buildIndexSync } from "../tree";
import type { DocumentLayout } from "../types";
import { navDocument, storableIndex, storedNavDocument, type NavDocument } from "./index";
import { CURRENT_STORED_VERSION, isCurrentStoredIndex, type StoredNavIndex } from "./stored-index";

const QUESTIONS = [
  "What is the FY2017 capital expenditure amount (in USD millions) for Coca-Cola?",
  "How much did Coca-Cola spend on advertising?",
  "What are the main risk factors?",
  "How many employees did the company have?",
];

/** Whether a lazily decoded page's words are still undecoded (its `lines` still the accessor). */
const undecoded = (page: object) => typeof Object.getOwnPropertyDescriptor(page, "lines")?.get === "function";

describe("a stored navigation index (Coca-Cola 2017 10-K)", () => {
  let layout: DocumentLayout;
  let built: NavDocument;
  let stored: StoredNavIndex;
  let read: { layout: DocumentLayout; doc: NavDocument };

  beforeAll(async () => {
    layout = await loadLayoutCached(sharedFixture("financebench/pdfs/COCACOLA_2017_10K.pdf"));
    const tree = buildIndexSync(layout);
    built = navDocument(layout, tree);
    stored = structuredClone(storableIndex(built, layout));
    const again = { ...layout, pages: layout.pages.map((p) => decodePageLazily(encodePage(p))) };
    read = { layout: again, doc: storedNavDocument(again, stored) };
  }, 60_000);

  it("reads back the index it was built as, and leaves every page's words undecoded", () => {
    expect({ ...read.doc.index, build_ms: 0 }).toEqual({ ...built.index, build_ms: 0 });
    expect(read.doc.texts).toEqual(built.texts);
    expect(read.layout.pages.every(undecoded)).toBe(true);
  });

  it("gives each page the furniture its document's lines give", () => {
    const fresh = documentFurniture(layout.pages);
    const marked = read.layout.pages.filter((p) => furnitureOf(p).lines.size > 0);
    expect(marked.length).toBeGreaterThan(layout.pages.length / 2);
    read.layout.pages.forEach((page, i) => expect(furnitureOf(page)).toEqual(fresh.get(layout.pages[i])));
  });

  it("answers every question as the document indexed from its pages does", async () => {
    for (const question of QUESTIONS) {
      const warm = await askDocument({ doc: built, pages: layout.pages, question });
      const cold = await askDocument({ doc: read.doc, pages: read.layout.pages, question });
      expect(cold.evidence).toEqual(warm.evidence);
      expect(cold.answer.answer).toEqual(warm.answer.answer);
      expect(cold.answer.claims).toEqual(warm.answer.claims);
      expect(cold.answer.quarantined).toEqual(warm.answer.quarantined);
    }
    // Only the pages an answer quoted were decoded.
    expect(read.layout.pages.filter(undecoded).length).toBeGreaterThan(layout.pages.length / 2);
  });

  it("is used only by the build and the page count it was made for", () => {
    expect(stored.version).toBe(CURRENT_STORED_VERSION);
    expect(isCurrentStoredIndex(stored, layout.pageCount)).toBe(true);
    expect(isCurrentStoredIndex(stored, layout.pageCount + 1)).toBe(false);
    expect(isCurrentStoredIndex({ ...stored, version: "s0.nav3" }, layout.pageCount)).toBe(false);
    expect(isCurrentStoredIndex({ ...stored, furniture: [] }, layout.pageCount)).toBe(false);
    expect(isCurrentStoredIndex(null, layout.pageCount)).toBe(false);
  });
});

/**
 * The reading worker's side of library questions, with more stored documents than its
 * cache holds: each question reads only the documents it is routed to (through the
 * loader the UI gives it), at most LIBRARY_CACHE_SIZE stay prepared, and a document
 * dropped from the cache is simply read again when a question needs it.
 */
import { describe, expect, it } from "vitest";
import { libraryEntryOf } from "../../src/core/library/library-index";
import { buildIndexSync } from "../../src/core/tree";
import { makeDoc, section } from "../../src/testing/page-builder";
import { encodePage } from "../../src/core/layout/page-wire";
import { navDocument } from "../../src/core/navigate";
import { askStoredLibrary, cachedLibraryDocuments, LIBRARY_CACHE_SIZE, warmStoredDocuments } from "./library-ask";

const NAMES = ["Aster", "Basalt", "Cedar", "Delta", "Ember", "Flint", "Garnet", "Heron", "Iris", "Juniper"];

function stored(name: string) {
  const layout = makeDoc([
    [
      { text: "FORM 10-K" },
      { text: "For the fiscal year ended December 31, 2022" },
      { text: `${name.toUpperCase()} HOLDINGS INC.` },
      { text: "(Exact name of registrant as specified in its charter)" },
    ],
    section("Item 1. Business", 8),
    [
      { text: "Employees", bold: true, size: 14 },
      { text: `${name} Holdings had ${NAMES.indexOf(name) + 100} full-time employees at year end.` },
    ],
  ]);
  const { pages, ...info } = layout;
  return { layout, stored: { info, wires: pages.map(encodePage), tree: buildIndexSync(layout) } };
}

describe("askStoredLibrary", () => {
  it("reads only routed documents and keeps at most its cache", async () => {
    const docs = new Map(NAMES.map((n) => [`${n}.pdf`, stored(n)]));
    const entries = [...docs].map(([id, d]) => libraryEntryOf(id, id, d.layout, d.stored.tree));
    const loads: string[] = [];
    const load = async (id: string) => (loads.push(id), docs.get(id)!.stored);
    for (const round of [1, 2]) {
      for (const name of NAMES) {
        const result = await askStoredLibrary(
          { entries, question: `How many employees did ${name} Holdings have in 2022?` },
          load,
        );
        expect(result.evidence[0].doc_id).toBe(`${name}.pdf`);
        expect(result.answer?.answer).toContain(String(NAMES.indexOf(name) + 100));
        expect(cachedLibraryDocuments().length).toBeLessThanOrEqual(LIBRARY_CACHE_SIZE);
      }
      // Every document was read once a round: more documents than the cache holds, so none stayed.
      expect(loads.length).toBe(round * NAMES.length);
    }
  });
});

describe("askStoredLibrary with a document open", () => {
  it("uses the open document's index and reads it from storage not at all", async () => {
    const docs = new Map(NAMES.slice(0, 3).map((n) => [`${n}-open.pdf`, stored(n)]));
    const entries = [...docs].map(([id, d]) => libraryEntryOf(id, id, d.layout, d.stored.tree));
    const loads: string[] = [];
    const load = async (id: string) => (loads.push(id), docs.get(id)!.stored);
    const open = docs.get("Cedar-open.pdf")!;
    const openIndex = { key: "Cedar-open.pdf", doc: navDocument(open.layout, open.stored.tree), layout: open.layout };
    const result = await askStoredLibrary(
      { entries, question: "How many employees did Cedar Holdings have in 2022?" },
      load,
      openIndex,
    );
    expect(result.evidence[0].doc_id).toBe("Cedar-open.pdf");
    expect(result.answer?.answer).toContain("102");
    expect(loads).not.toContain("Cedar-open.pdf");
  });
});

describe("warmStoredDocuments", () => {
  const library = (suffix: string) => {
    const docs = new Map(NAMES.slice(3, 6).map((n) => [`${n}-${suffix}.pdf`, stored(n)]));
    const entries = [...docs].map(([id, d]) => libraryEntryOf(id, id, d.layout, d.stored.tree));
    return { docs, entries };
  };

  it("reads a document before the question, which then reads nothing", async () => {
    const { docs, entries } = library("warm");
    const loads: string[] = [];
    const load = async (id: string) => (loads.push(id), docs.get(id)!.stored);
    expect(await warmStoredDocuments(["Ember-warm.pdf"], load)).toEqual(["Ember-warm.pdf"]);
    expect(loads).toEqual(["Ember-warm.pdf"]);
    const result = await askStoredLibrary(
      { entries, question: "How many employees did Ember Holdings have in 2022?" },
      async (id) => (loads.push(`asked ${id}`), docs.get(id)!.stored),
    );
    expect(result.answer?.answer).toContain(String(NAMES.indexOf("Ember") + 100));
    expect(loads).not.toContain("asked Ember-warm.pdf");
  });

  it("shares its read with a question that comes while it runs, and lets go of its loader after", async () => {
    const { docs, entries } = library("shared");
    const loads: string[] = [];
    let finish = () => {};
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const warmLoad = async (id: string) => (loads.push(`warm ${id}`), await slow, docs.get(id)!.stored);
    const warming = warmStoredDocuments(["Flint-shared.pdf"], warmLoad);
    const asking = askStoredLibrary(
      { entries, question: "How many employees did Flint Holdings have in 2022?" },
      async (id) => (loads.push(`asked ${id}`), docs.get(id)!.stored),
    );
    finish();
    const [held, result] = await Promise.all([warming, asking]);
    expect(held).toEqual(["Flint-shared.pdf"]);
    expect(result.answer?.answer).toContain(String(NAMES.indexOf("Flint") + 100));
    expect(loads.filter((l) => l.endsWith("Flint-shared.pdf"))).toEqual(["warm Flint-shared.pdf"]);
    // Both calls ended: a later read goes through the next call's loader, never the warm-up's.
    loads.length = 0;
    await askStoredLibrary(
      { entries, question: "How many employees did Delta Holdings have in 2022?" },
      async (id) => (loads.push(`later ${id}`), docs.get(id)!.stored),
    );
    expect(loads.some((l) => l.startsWith("warm"))).toBe(false);
  });
});

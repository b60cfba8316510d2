/**
 * The reading worker's side of library questions, with more stored documents than its
 * cache holds: each question reads only the documents it is routed to (through the
 * loader the UI gives it), at most LIBRARY_CACHE_SIZE stay prepared, and a document
 * dropped from the cache is simply read again when a question needs it.
 */
import { describe, expect, it, vi } from "vitest";
import { libraryEntryOf } from "../../src/core/library/library-index";
import { buildIndexSync } from "../../src/core/tree";
import { makeDoc, section } from "../../src/testing/page-builder";
import { encodePage } from "../../src/core/layout/page-wire";
import { navDocument, type StoredNavIndex } from "../../src/core/navigate";
import { askStoredLibrary, cachedLibraryDocuments, LIBRARY_CACHE_SIZE } from "./library-ask";

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

describe("askStoredLibrary with stored navigation indexes", () => {
  const question = "How many employees did Basalt Holdings have in 2022?";
  const strip = (r: Awaited<ReturnType<typeof askStoredLibrary>>) => ({
    evidence: r.evidence,
    routing: { ...r.routing, ms: 0 },
    answer: r.answer?.answer,
    claims: r.answer?.claims,
  });

  it("builds a missing index once and hands it to be stored; a fresh worker answers the same from it", async () => {
    const docs = new Map(NAMES.slice(0, 4).map((n) => [`${n}-stored.pdf`, stored(n)]));
    const entries = [...docs].map(([id, d]) => libraryEntryOf(id, id, d.layout, d.stored.tree));
    const saved = new Map<string, StoredNavIndex>();
    const load = async (id: string) => ({ ...docs.get(id)!.stored, index: saved.get(id) ?? null });
    const save = (id: string, index: StoredNavIndex) => void saved.set(id, structuredClone(index));
    const warm = await askStoredLibrary({ entries, question }, load, null, save);
    expect(warm.evidence[0].doc_id).toBe("Basalt-stored.pdf");
    expect([...saved.keys()]).toContain("Basalt-stored.pdf");

    // A page load: a new worker with nothing in memory, reading what was stored.
    vi.resetModules();
    const fresh = await import("./library-ask");
    const built: string[] = [];
    const cold = await fresh.askStoredLibrary({ entries, question }, load, null, (id) => void built.push(id));
    expect(strip(cold)).toEqual(strip(warm));
    expect(cold.answer?.answer).toContain("101");
    // Every routed document had its index stored: none was built again.
    expect(built).toEqual([]);
  });
});

import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import type { PageLayout } from "../core/types";
import { libraryEntryOf } from "../core/library/library-index";
import { putDocument } from "./documents";
import { listLibraryEntries } from "./library-entries";
import { STORES, type PinciteDb } from "./schema";
import { fakeDocument, fakeLayout, openFresh } from "./test-fixtures";

let db: PinciteDb;
afterEach(() => db?.close());

/** A cover page as a 10-K prints it, one line a row. */
function coverPage(): PageLayout {
  const rows = [
    "FORM 10-K",
    "For the fiscal year ended May 31, 2021",
    "ACME WIDGETS, INC.",
    "(Exact name of registrant as specified in its charter)",
  ];
  const lines = rows.map((text, i) => ({
    text,
    x0: 0.1,
    y0: 0.1 + i * 0.03,
    x1: 0.9,
    y1: 0.12 + i * 0.03,
    fontSize: 10,
    bold: false,
    baseline: 0.12 + i * 0.03,
    column: 0,
    words: [],
  }));
  return { page: 1, width: 612, height: 792, lines, text: rows.join("\n"), status: "ok" };
}

function filing(seed: string) {
  const layout = fakeLayout(3);
  layout.pages[0] = coverPage();
  return fakeDocument(seed, 3, { layout });
}

describe("library entries", () => {
  it("stores a document's cover facts and profile at ingest", async () => {
    ({ db } = await openFresh());
    const meta = await putDocument(db, filing("acme"));
    expect(meta.facts).toMatchObject({
      company: "ACME WIDGETS, INC.",
      form: "10-K",
      period_end: "2021-05-31",
      fiscal_year: 2021,
    });
    const [entry] = await listLibraryEntries(db);
    expect(entry).toMatchObject({
      id: meta.id,
      name: meta.title,
      pageCount: 3,
      facts: { company: "ACME WIDGETS, INC." },
    });
    expect(entry.profile.terms.acme).toBeGreaterThan(0);
  });

  it(
    "stores the facts and profile the reading worker " + "read at ingest as they are, without reading the pages",
    async () => {
      ({ db } = await openFresh());
      const read = filing("acme");
      const { facts, profile } = libraryEntryOf("", "", read.layout, read.tree);
      // Pages without the cover: facts read here would have no company.
      const meta = await putDocument(db, { ...fakeDocument("acme-2", 3), library: { facts, profile } });
      expect(meta.facts).toEqual(facts);
      const [entry] = await listLibraryEntries(db);
      expect(entry).toMatchObject({ facts: { company: "ACME WIDGETS, INC." }, profile });
    },
  );

  it("reads the facts of a document stored before they existed from its pages, and keeps them", async () => {
    ({ db } = await openFresh());
    const meta = await putDocument(db, filing("old"));
    const { facts: _f, profile: _p, ...old } = (await db.get(STORES.documents, meta.id))!;
    await db.put(STORES.documents, old);
    const [entry] = await listLibraryEntries(db);
    expect(entry.facts).toMatchObject({ company: "ACME WIDGETS, INC.", period_end: "2021-05-31" });
    expect((await db.get(STORES.documents, meta.id))?.facts).toMatchObject({ company: "ACME WIDGETS, INC." });
  });

  it("reads stored facts of an unknown shape as missing, never as facts", async () => {
    ({ db } = await openFresh());
    const meta = await putDocument(db, filing("odd"));
    await db.put(STORES.documents, {
      ...(await db.get(STORES.documents, meta.id))!,
      facts: { version: 99, company: 3 } as never,
    });
    const [entry] = await listLibraryEntries(db);
    expect(entry.facts.version).toBe(1);
    expect(entry.facts.company).toBe("ACME WIDGETS, INC.");
  });
});

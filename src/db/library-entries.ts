/**
 * The library's view of stored documents: each one's cover facts and profile, the
 * small records a question over the whole library is routed with. Written at ingest
 * (libraryFieldsFrom); a document stored before this existed gets them from its stored
 * first pages and tree the first time they are listed, and keeps them.
 */
import { libraryFieldsFrom, type LibraryEntry } from "../core/library/library-index";
import { COVER_PAGES } from "../core/library/document-facts";
import type { DocumentLayout } from "../core/types";
import { pageRange } from "./key-ranges";
import { contentIdOf } from "./document-id";
import { normaliseDocument, normaliseTree, pageLayoutOf } from "./normalise";
import type { DocumentRecord } from "./records";
import { STORES, type PinciteDb } from "./schema";

/** Reads the cover pages and tree of a stored document and keeps its facts and profile. */
async function backfill(db: PinciteDb, meta: DocumentRecord): Promise<DocumentRecord> {
  const tx = db.transaction([STORES.pages, STORES.trees], "readonly");
  const [pages, tree] = await Promise.all([
    tx.objectStore(STORES.pages).getAll(pageRange(meta.id), COVER_PAGES),
    tx.objectStore(STORES.trees).get(meta.id),
  ]);
  const layout: DocumentLayout = { ...meta.info, pages: pages.map(pageLayoutOf) };
  // Heads of pages past the cover are not read here: the profile of an old document is its cover and titles.
  const fields = libraryFieldsFrom(layout, tree ? normaliseTree(tree).tree : { nodes: [] });
  const updated = { ...meta, ...fields };
  const wtx = db.transaction(STORES.documents, "readwrite");
  const current = await wtx.store.get(meta.id);
  if (current) await wtx.store.put({ ...current, ...fields });
  await wtx.done;
  return updated;
}

/**
 * Every stored document as a library entry (facts, profile, page count).
 * @throws DataVersionError when a record's history cannot be explained.
 */
export async function listLibraryEntries(db: PinciteDb): Promise<LibraryEntry[]> {
  const metas = (await db.getAll(STORES.documents)).map(normaliseDocument);
  const complete = await Promise.all(metas.map((m) => (m.facts && m.profile ? m : backfill(db, m))));
  return complete.map((m) => ({
    id: m.id,
    name: m.title,
    facts: m.facts!,
    profile: m.profile!,
    pageCount: m.info.pageCount,
    content: contentIdOf(m.id),
  }));
}

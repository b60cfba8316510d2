/**
 * Reopening a stored document parses nothing: bytes, layouts and tree come straight from
 * IndexedDB. The first page's layout is read alone so the page can be drawn at once; the
 * other pages' layouts (megabytes for a long filing) follow in the background and
 * replace the placeholders, which borrow the first page's size meanwhile.
 */
import { getDocumentBytes, getDocumentMeta, getLayouts, getPageLayout, getTree, hasDocument, markOpened, type PinciteDb } from "../../../db";
import type { PageLayout } from "../../../core/types";
import { useDocumentStore, type OpenDocument } from "../../ingest/api/document-store";
import { getDatabase } from "./database";
import { loadFirstPagePreview } from "./first-page-preview";
import { DELETED_ELSEWHERE, wasDeletedElsewhere } from "./library-channel";

const NO_LONGER_STORED = "This document is no longer stored in this browser (it may have been deleted in another tab). Open the file again to read it.";

function placeholder(page: number, like: PageLayout | undefined): PageLayout {
  return { page, width: like?.width ?? 612, height: like?.height ?? 792, lines: [], text: "", status: "ok" };
}

export async function openStoredDocument(id: string): Promise<OpenDocument> {
  const db = await getDatabase();
  const t0 = performance.now();
  const previewUrl = loadFirstPagePreview(id);
  const [meta, bytes, tree, first, preview] = await Promise.all([getDocumentMeta(db, id), getDocumentBytes(db, id), getTree(db, id), getPageLayout(db, id, 1), previewUrl]).catch(async (err: unknown) => {
    // The picture's object URL is revoked by the reader that shows it; with no reader it
    // would pin the picture in the tab's memory for good.
    const url = await previewUrl.catch(() => null);
    if (url) URL.revokeObjectURL(url);
    throw err;
  });
  if (!meta || !bytes || !tree) {
    if (preview) URL.revokeObjectURL(preview);
    throw new Error(wasDeletedElsewhere(id) ? DELETED_ELSEWHERE : NO_LONGER_STORED);
  }
  void markOpened(db, id).catch(() => undefined);
  const pages = Array.from({ length: meta.info.pageCount }, (_, i) => (i === 0 && first ? first : placeholder(i + 1, first)));
  // Reading 250 pages of layout costs the main thread ~100 ms of deserialising: let the
  // first page draw first.
  const loadRest = () => void loadRemainingLayouts(db, id, meta.info.pageCount);
  if (typeof requestIdleCallback === "function") requestIdleCallback(loadRest, { timeout: 1500 });
  else setTimeout(loadRest, 300);
  return { id, name: meta.title, size: meta.size, bytes, layout: { ...meta.info, pages }, tree, layoutMs: 0, treeMs: 0, loadMs: performance.now() - t0, complete: false, preview };
}

/**
 * The other pages' layouts, or a named failure: pages missing because the document was
 * deleted meanwhile (another tab) must not leave the reader waiting with Ask greyed.
 */
async function loadRemainingLayouts(db: PinciteDb, id: string, pageCount: number): Promise<void> {
  const store = () => useDocumentStore.getState();
  try {
    const all = await getLayouts(db, id);
    if (all.length === pageCount) return store().layoutsLoaded(id, all);
    if (store().document?.id !== id) return;
    if (!(await hasDocument(db, id))) return store().fail(wasDeletedElsewhere(id) ? DELETED_ELSEWHERE : NO_LONGER_STORED);
    store().fail(`Only ${all.length} of ${pageCount} pages of this document could be read from storage. Open the file again to read it whole.`);
  } catch (err) {
    store().fail(`The pages of this document could not be read from storage: ${err instanceof Error ? err.message : String(err)}`);
  }
}

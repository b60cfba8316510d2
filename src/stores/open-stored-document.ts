/**
 * Reopening a stored document parses nothing: bytes, layouts and tree come straight from
 * IndexedDB. The first page's layout is read alone so the page can be drawn at once; the
 * other pages' layouts (megabytes for a long filing) follow in the background and
 * replace the placeholders, which borrow the first page's size meanwhile.
 *
 * Every way of reopening (the library, an answer link, a dropped file already stored)
 * goes through here.
 */
import {
  getDatabase,
  getDocumentBytes,
  getDocumentMeta,
  getLayouts,
  getPageLayout,
  getTree,
  hasDocument,
  markOpened,
} from "../db";
import type { PageLayout } from "../core/types";
import { loadCoverPreview } from "./cover-preview";
import { useIngestProgressStore } from "./ingest-progress-store";
import { DELETED_ELSEWHERE, wasDeletedElsewhere } from "./library-channel";
import { showDocument, useOpenDocumentStore, type OpenDocument } from "./open-document-store";

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

const NO_LONGER_STORED =
  "This document is no longer stored in this browser (it may have been deleted in another tab). Open the file " +
  "again to read it.";

/** Why a document is not there: deleted in another tab (when this tab heard of it), or just gone. */
const goneMessage = (id: string) => (wasDeletedElsewhere(id) ? DELETED_ELSEWHERE : NO_LONGER_STORED);

function placeholder(page: number, like: PageLayout | undefined): PageLayout {
  return { page, width: like?.width ?? 612, height: like?.height ?? 792, lines: [], text: "", status: "ok" };
}

/**
 * Reads a stored document, ready to show; the rest of its page layouts arrive later.
 * @throws when it is no longer stored or storage cannot be read.
 */
export async function loadStoredDocument(id: string): Promise<OpenDocument> {
  const db = await getDatabase();
  const t0 = performance.now();
  const previewUrl = loadCoverPreview(id);
  const [meta, bytes, tree, first, preview] = await Promise.all([
    getDocumentMeta(db, id),
    getDocumentBytes(db, id),
    getTree(db, id),
    getPageLayout(db, id, 1),
    previewUrl,
  ]).catch(async (err: unknown) => {
    // The picture's object URL is revoked by the reader that shows it; with no reader it
    // would pin the picture in the tab's memory for good.
    const url = await previewUrl.catch(() => null);
    if (url) URL.revokeObjectURL(url);
    throw err;
  });
  if (!meta || !bytes || !tree) {
    if (preview) URL.revokeObjectURL(preview);
    throw new Error(goneMessage(id));
  }
  void markOpened(db, id).catch(() => undefined);
  const pages = Array.from({ length: meta.info.pageCount }, (_, i) =>
    i === 0 && first ? first : placeholder(i + 1, first),
  );
  loadRemainingLayouts(id, meta.info.pageCount);
  const layout = { ...meta.info, pages };
  const loadMs = performance.now() - t0;
  const { title: name, size } = meta;
  return { id, name, size, bytes, layout, tree, preview, layoutMs: 0, treeMs: 0, loadMs, complete: false };
}

/**
 * Reading 250 pages of layout costs the main thread ~100 ms of deserialising: the first
 * page draws first.
 */
function loadRemainingLayouts(id: string, pageCount: number): void {
  const load = () => void readRemainingLayouts(id, pageCount);
  if (typeof requestIdleCallback === "function") requestIdleCallback(load, { timeout: 1500 });
  else setTimeout(load, 300);
}

/**
 * The other pages' layouts, or a named failure: pages missing because the document was
 * deleted meanwhile (another tab) must not leave the reader waiting with Ask greyed.
 */
async function readRemainingLayouts(id: string, pageCount: number): Promise<void> {
  const fail = (message: string) => useIngestProgressStore.getState().fail(message);
  try {
    const db = await getDatabase();
    const all = await getLayouts(db, id);
    if (all.length === pageCount) return useOpenDocumentStore.getState().layoutsLoaded(id, all);
    if (useOpenDocumentStore.getState().document?.id !== id) return;
    if (!(await hasDocument(db, id))) return fail(goneMessage(id));
    fail(
      `Only ${all.length} of ${pageCount} pages of this document could be read from storage. Open the file ` +
        `again to read it whole.`,
    );
  } catch (err) {
    fail(`The pages of this document could not be read from storage: ${errorText(err)}`);
  }
}

/**
 * Opens a stored document in the reader, with the load progress shown under its file
 * name. A failure is reported in the status line. Resolves true when it is shown.
 */
export async function openStoredDocument(id: string, fileName: string): Promise<boolean> {
  const progress = useIngestProgressStore.getState();
  progress.begin(fileName);
  try {
    showDocument(await loadStoredDocument(id));
    return true;
  } catch (err) {
    progress.fail(errorText(err));
    return false;
  }
}

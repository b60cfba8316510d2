/**
 * A freshly read document is shown first and stored behind: it opens under the id it will
 * be stored with (its content hash), and storage finishes while the person reads the
 * contents. A failure to store (storage full) still leaves the document open and says it
 * was not saved.
 */
import {
  documentIdFor,
  estimateStorage,
  expectedStoreBytes,
  getDatabase,
  putDocument,
  storageWarning,
  type NewDocument,
} from "../../../db";
import { useNoticeStore } from "../../../shared/notice-store";
import type { OpenDocument } from "../../../stores/open-document-store";
import { nextDrawOf } from "../../../bridge/pdf-renderer";
import { documentName } from "../../../core/document-title";
import type { DocumentFacts } from "../../../core/library/document-facts";

export interface Ingested {
  doc: OpenDocument;
  /** Resolves when storage has finished (true when stored); null when it already has. */
  storing: Promise<boolean> | null;
}

/** A freshly read document, before it is stored (it has no id yet). */
export function newDocument(
  file: File,
  bytes: Uint8Array,
  { layout, tree }: Pick<OpenDocument, "layout" | "tree">,
  timings: Pick<OpenDocument, "layoutMs" | "treeMs">,
  /** The cover's facts, read by the reading worker (a filing is named from them). */
  facts: DocumentFacts | null = null,
): Omit<OpenDocument, "id"> {
  const name = documentName(layout.title, facts, file.name, layout.pages[0]);
  return { name, size: file.size, bytes, layout, tree, ...timings, loadMs: 0, complete: true };
}

/** How a document is stored: its file name, and the library's facts when the reading worker reads them. */
interface StoreAs {
  fileName: string;
  /**
   * Asked for when storing starts (the reading worker reads them then, off the way to the
   * contents and Ask); null (or absent): read from the pages when storing.
   */
  library?: () => Promise<NewDocument["library"] | null>;
  /** Never stored: a reopened protected document asks for it again. */
  password?: string;
}

/** Says so before a write that storage may not hold (never stops it: part of a document is still kept). */
async function warnIfFull(doc: Omit<OpenDocument, "id">): Promise<void> {
  const warning = storageWarning(
    await estimateStorage(),
    expectedStoreBytes(doc.bytes.byteLength, doc.layout.pages.length),
  );
  if (warning) useNoticeStore.getState().show(warning, "warning");
}

async function storeDocument(doc: Omit<OpenDocument, "id">, { fileName, library }: StoreAs): Promise<string | null> {
  try {
    await warnIfFull(doc);
    const record = await putDocument(await getDatabase(), {
      bytes: doc.bytes,
      fileName,
      title: doc.name,
      layout: doc.layout,
      tree: doc.tree,
      library: (await library?.()) ?? undefined,
    });
    return record.id;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Part of a long document was kept: the library lists it with the pages it has.
    const partial = err instanceof Error && err.name === "PartialStoreError";
    useNoticeStore
      .getState()
      .show(
        partial
          ? `This document is open. ${message}`
          : `This document is open but was not saved for next time: ${message}`,
        "warning",
      );
    return null;
  }
}

/** The longest storage waits for the first page of a PDF to be drawn. */
const FIRST_PAGE_WAIT_MS = 2000;

/**
 * Open first, store behind. Writing clones every page layout on the main thread (about
 * a second for a 250-page filing on two busy cores), so it starts only once the contents
 * and Ask have been painted and, for a PDF, its first page drawn.
 */
export async function openThenStore(doc: Omit<OpenDocument, "id">, storeAs: StoreAs): Promise<Ingested> {
  const { password } = storeAs;
  const id = await documentIdFor(doc.bytes).catch(() => null);
  if (!id) return { doc: { ...doc, id: await storeDocument(doc, storeAs), password }, storing: null };
  const isPdf = !doc.layout.format || doc.layout.format === "pdf";
  const drawn = isPdf ? nextDrawOf(1, FIRST_PAGE_WAIT_MS) : Promise.resolve();
  const storing = drawn
    .then(afterNextPaint)
    .then(() => storeDocument(doc, storeAs))
    .then((stored) => stored === id);
  return { doc: { ...doc, id, password }, storing };
}

/**
 * Resolves after the next frame is painted; a hidden tab paints no frames, so it also
 * resolves after a second at most (storage must not wait for the tab to be looked at).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 1000);
  });
}

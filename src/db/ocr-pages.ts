/**
 * Pages read by OCR after a document was stored, written back into it: their layouts (with
 * `ocr`, confidence and outcome), the tree built again from them, the printed labels and the
 * library's fields, in one transaction; the navigation index built from the old pages is
 * dropped. A reopened scan then loads its OCR'd pages like any other and is not read again
 * (core/ocr/ocr-plan.ts skips a page with an outcome).
 */
import type { LibraryFields } from "../core/library/library-index";
import type { SectionTree } from "../core/tree/types";
import type { PageLayout } from "../core/types";
import { NotFoundError } from "./errors";
import { DATA_VERSION } from "./migrations";
import { pageRecord } from "./page-records";
import { normaliseDocument } from "./normalise";
import { STORES, type PinciteDb } from "./schema";
import { issueAll, writeAll } from "./transaction";

export interface OcrUpdate {
  pages: PageLayout[];
  tree: SectionTree;
  printedLabels?: (string | null)[] | null;
  library?: LibraryFields;
}

/**
 * @throws NotFoundError when the document is no longer stored (deleted meanwhile); then
 * nothing is written. @throws StorageFullError when the quota ran out.
 */
export function putOcrPages(db: PinciteDb, id: string, update: OcrUpdate): Promise<void> {
  return writeAll(db, [STORES.documents, STORES.pages, STORES.trees, STORES.navIndexes], async (tx) => {
    const raw = await tx.objectStore(STORES.documents).get(id);
    if (!raw) throw new NotFoundError(`Document ${id}`);
    const meta = normaliseDocument(raw);
    const info = update.printedLabels !== undefined ? { ...meta.info, printedLabels: update.printedLabels } : meta.info;
    await issueAll([
      () => tx.objectStore(STORES.documents).put({ ...meta, ...update.library, info, v: DATA_VERSION }),
      () => tx.objectStore(STORES.trees).put({ v: DATA_VERSION, docId: id, tree: update.tree }),
      // Built from the pages before OCR: the next library question builds it from these.
      () => tx.objectStore(STORES.navIndexes).delete(id),
      ...update.pages.map((layout) => () => tx.objectStore(STORES.pages).put(pageRecord(id, layout))),
    ]);
  });
}

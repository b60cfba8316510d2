/**
 * OCR of the open document, after it opened: the pages without a usable text layer are read
 * in page order over the OCR pool, each shown in the reader as it is read; then the tree is
 * built again from the new pages (the reading worker indexes them for questions) and the
 * pages, tree and library fields are written into the stored document, so a reopened scan is
 * not read again. Cancel stops at once and keeps what was read; a reopen reads the rest.
 */
import { readPagesByOcr } from "../../../bridge/ocr-pool";
import { rebuildInWorker } from "../../../bridge/reading-worker";
import { pagesForOcr } from "../../../core/ocr/ocr-plan";
import type { PageLayout } from "../../../core/types";
import { getDatabase, putOcrPages } from "../../../db";
import { useNoticeStore } from "../../../shared/notice-store";
import { useOcrProgressStore } from "../../../stores/ocr-progress-store";
import { useOpenDocumentStore, whenStored, type OpenDocument } from "../../../stores/open-document-store";
import { modelSettings, useSettingsStore } from "../../../stores/settings-store";

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
const legible = (page: PageLayout) => page.status === "ok";

/**
 * Marks a run's start and end (`pincite-ocr:start`, `pincite-ocr:end`), read by `bench ocr`;
 * one of each, a new run clearing the last one's.
 */
function mark(name: "start" | "end"): void {
  if (name === "start") for (const n of ["start", "end"]) performance.clearMarks(`pincite-ocr:${n}`);
  performance.mark(`pincite-ocr:${name}`);
}

/** Reads the document's pages that need OCR; resolves when done, cancelled or failed. */
export async function readOpenDocumentByOcr(doc: OpenDocument): Promise<void> {
  const targets = pagesForOcr(doc.layout.pages);
  if (!targets.length || (doc.layout.format && doc.layout.format !== "pdf")) return;
  mark("start");
  const progress = useOcrProgressStore.getState();
  const controller = new AbortController();
  const run = progress.began(doc.bytes, targets.length, () => controller.abort());
  const store = () => useOcrProgressStore.getState();
  const read: PageLayout[] = [];
  try {
    await readPagesByOcr(controller.signal, doc.bytes, targets, {
      password: doc.password,
      onStart: (page) => store().reading(run, page),
      onPage: (page, done) => {
        read.push(page);
        store().read(run, done, legible(page));
        useOpenDocumentStore.getState().pagesRead(doc.bytes, [page]);
      },
    });
  } catch (err) {
    store().ended(run, "failed", `OCR could not run: ${errorText(err)}`);
  }
  const cancelled = controller.signal.aborted;
  if (read.length) await keepPages(doc, read, run);
  store().ended(run, cancelled ? "cancelled" : "done");
  mark("end");
}

/** The tree built again from the new pages, shown, and the pages written into storage. */
async function keepPages(doc: OpenDocument, read: PageLayout[], run: number): Promise<void> {
  const current = useOpenDocumentStore.getState().document;
  if (current?.bytes !== doc.bytes) return; // closed meanwhile: a reopen reads them again
  useOcrProgressStore.getState().ended(run, "storing");
  try {
    const settings = modelSettings(useSettingsStore.getState());
    const key = current.id ?? `unstored-${doc.name}`;
    const built = await rebuildInWorker(new AbortController().signal, key, current.layout, settings);
    useOpenDocumentStore.getState().pagesRead(doc.bytes, [], built);
    if (!current.id || !(await whenStored(current.id))) return;
    await putOcrPages(await getDatabase(), current.id, { pages: read, ...built });
  } catch (err) {
    useNoticeStore.getState().show(`The pages read by OCR were not saved for next time: ${errorText(err)}`, "warning");
  }
}

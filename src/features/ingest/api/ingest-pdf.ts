/**
 * A PDF read for the first time: laid out over the worker pool, its pages streamed from
 * the layout workers straight to the reading worker as they come (in their wire form, see
 * core/layout/page-wire.ts; this thread only counts them), its tree built there once the
 * last page is in, while this thread decodes its own copy. Each stage reports progress.
 */
import { pageStream } from "../../../bridge/reading-worker";
import { layoutDocument, type EngineName } from "../../../bridge/layout-pool";
import { documentIdFor } from "../../../db";
import { documentOutcome } from "../../../core/layout/page-layout";
import { pagesForOcr } from "../../../core/ocr/ocr-plan";
import { IngestError } from "../../../core/errors";
import type { TreeStage } from "../../../core/tree";
import type { PageLayout } from "../../../core/types";
import { modelSettings, useSettingsStore } from "../../../stores/settings-store";
import { useIngestProgressStore } from "../../../stores/ingest-progress-store";
import { newDocument, openThenStore, type Ingested } from "./store-behind";

/**
 * Progress reaches the store ten times a second at most. Every render of the bar costs
 * the main thread and the compositor a frame, and on a small machine those frames are
 * taken from the layout workers.
 */
function throttledProgress(report: (done: number, total: number) => void, everyMs = 100) {
  let latest: [number, number] = [0, 0];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (done: number, total: number) => {
    latest = [done, total];
    timer ??= setTimeout(() => {
      timer = undefined;
      report(...latest);
    }, everyMs);
  };
}

let ingests = 0;

/**
 * Timing marks of the last ingest (`pincite-ingest:opened`, `:first-page`, `:laid-out`,
 * `:tree`), read by `bench ready` to say where the time went. One of each: a new ingest
 * clears the last one's.
 */
function mark(name: "start" | "opened" | "first-page" | "laid-out" | "tree"): void {
  if (name === "start")
    for (const entry of performance.getEntriesByType("mark"))
      if (entry.name.startsWith("pincite-ingest:")) performance.clearMarks(entry.name);
  performance.mark(`pincite-ingest:${name}`);
}

/** `?layout-engine=pdfjs` pins the old engine: the layout bench times both in one run. */
function pinnedEngine(): EngineName | undefined {
  const pinned = new URLSearchParams(location.search).get("layout-engine");
  return pinned === "pdfjs" || pinned === "pdfium" ? pinned : undefined;
}

export async function ingestPdf(
  file: File,
  bytes: Uint8Array,
  password: string | undefined,
  signal: AbortSignal,
): Promise<Ingested> {
  const store = useIngestProgressStore.getState();
  const progress = throttledProgress(store.progressed);
  const t0 = performance.now();
  mark("start");
  const stream = pageStream(`ingest-${++ingests}-${file.name}`);
  let engine: EngineName | undefined;
  const laid = await layoutDocument(signal, bytes, {
    password,
    engine: pinnedEngine(),
    sink: stream,
    onInfo: (info, used) => {
      engine = used;
      mark("opened");
      store.progressed(0, info.pageCount);
    },
    onProgress: (p) => {
      if (p.done === 1) mark("first-page");
      progress(p.done, p.total);
    },
  });
  const layoutMs = performance.now() - t0;
  mark("laid-out");
  const t1 = performance.now();
  const { pages: slots, ...info } = laid;
  const made = slots.filter((slot): slot is PageLayout => !("sent" in slot));
  // Asked for before the tree: this thread decodes the pages while the reading worker builds it.
  const pages = stream.pages(signal, info.pageCount, made);
  pages.catch(() => undefined); // awaited below; a failure meanwhile is not an unhandled rejection
  if (!slots.some((slot) => ("sent" in slot ? slot.sent : slot.status) === "ok")) {
    // A scan opens on its pictures and is read by OCR behind (features/ocr); nothing else to read fails here.
    const all = await pages;
    if (!pagesForOcr(all).length) throw documentOutcome({ ...info, pages: all }) ?? new IngestError("unreadable");
  }
  // The worker keeps the pages under the document's id (hashed already: was it stored?) for its first question.
  const keepAs = (await documentIdFor(bytes).catch(() => null)) ?? undefined;
  const settings = modelSettings(useSettingsStore.getState());
  const onStage = (stage: TreeStage) => store.staged(stage);
  const [{ tree, printedLabels, facts }, all] = await Promise.all([
    stream.buildTree(signal, info, { settings, keepAs, made, onStage }),
    pages,
  ]);
  const layout = { ...info, pages: all, printedLabels };
  const timings = { layoutMs, treeMs: performance.now() - t1 };
  mark("tree");
  const doc = { ...newDocument(file, bytes, { layout, tree }, timings, facts), engine };
  return openThenStore(doc, { fileName: file.name, password, library: () => stream.libraryFields() });
}

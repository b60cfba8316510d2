/**
 * `bench scale [--set DIR] [--pages N] [--docs N] [--json]`: a thousand-page document and a
 * hundred-document library in headless Chromium, through the built app and a profile on
 * disk (IndexedDB as a person's browser keeps it). The long PDF is made at run time from
 * the development part of a shared set (scale-pdf.ts); the library is filled through the
 * app's own drop, export and import (scale-library.ts). A benchmark: it reports, it does
 * not assert. The machine's load average is reported with the figures, which swing with it.
 */
import type { spawn as spawnFn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../playwright.config";
import { startMemoryPeak, startPreview } from "./chromium";
import { watchMilestones } from "./ready";
import { devPdfs, makeLongPdf, shortPdfs } from "./scale-pdf";
import {
  askLibrary,
  backToLibrary,
  coldList,
  exportRow,
  fillByImport,
  ingestAndStore,
  installProbes,
  reopen,
  warmList,
} from "./scale-library";

export interface ScaleResult {
  pages: number;
  ready_ms: number;
  layout_ms: number;
  tree_ms: number;
  /** From ready to the last page stored. */
  store_ms: number;
  /** The bench's Chromium processes at their largest while the long document was read: RSS summed, and PSS. */
  peak_mb: number;
  peak_pss_mb: number;
  /** What storing the long document (and its navigation index) added to the origin's usage, and that per 100 pages. */
  store_mb: number;
  store_mb_per_100_pages: number;
  library_docs: number;
  library_fill_ms: number;
  /** From "← Library" to every row listed; and from a page load to every row listed. */
  library_list_ms: number;
  library_list_cold_ms: number;
  /** Median over the questions, and the slowest. */
  library_question_ms: number;
  library_question_max_ms: number;
  /** The same questions, each the first after a page load (nothing in memory): median and slowest. */
  library_question_cold_ms: number;
  library_question_cold_max_ms: number;
  /** A stored document's row clicked to its first page shown: median and slowest of those reopened. */
  reopen_ms: number;
  reopen_max_ms: number;
  idb_mb: number;
  load_before: number;
  load_after: number;
}

/** Questions that name no company and no figure of any document: routing decides. */
const QUESTIONS = [
  "What was total revenue in the most recent fiscal year?",
  "How much cash did operating activities provide?",
  "What are the main risk factors?",
];

const usageMb = async (page: Page) =>
  page.evaluate(async () => ((await navigator.storage.estimate()).usage ?? 0) / 1048576);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (v: number, digits = 0) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Waits (up to 30 s) until the document's navigation index is stored beside it, which the app
 * does behind the "stored" milestone, so that store_mb counts everything the document keeps.
 * A build without that store returns at once.
 */
async function navIndexStored(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("pincite");
        open.onerror = () => resolve(true);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("nav-indexes")) return (db.close(), resolve(true));
          const count = db.transaction("nav-indexes").objectStore("nav-indexes").count();
          count.onsuccess = () => (db.close(), resolve(count.result > 0));
          count.onerror = () => (db.close(), resolve(true));
        };
      }),
    undefined,
    { timeout: 30_000, polling: 250 },
  );
}

async function longDocument(page: Page, file: string) {
  const before = await usageMb(page);
  await page.getByTestId("drop-zone").hover();
  await page.waitForTimeout(1000);
  const { ready, stored } = await ingestAndStore(page, file);
  const view = page.getByTestId("document-view");
  const result = {
    pages: Number(await page.getByTestId("page-count").textContent()),
    ready_ms: round(ready),
    layout_ms: Number(await view.getAttribute("data-layout-ms")),
    tree_ms: Number(await view.getAttribute("data-tree-ms")),
    store_ms: round(stored - ready),
  };
  await navIndexStored(page);
  const storeMb = (await usageMb(page)) - before;
  return { ...result, store_mb: round(storeMb, 1), store_mb_per_100_pages: round((storeMb / result.pages) * 100, 2) };
}

/** Stores the short PDFs, exports each, and imports copies until the library holds `docs`. */
async function fillLibrary(page: Page, files: string[], docs: number, log: (l: string) => void) {
  const t0 = Date.now();
  const exports: Buffer[] = [];
  const listedIds = () =>
    page.getByTestId("library-row").evaluateAll((els) => els.map((e) => e.getAttribute("data-doc-id")!));
  for (const file of files) {
    const before = new Set(await listedIds());
    await ingestAndStore(page, file);
    await backToLibrary(page);
    // The row the file just made, wherever the list's order puts it (not the long document's), once
    // the list has caught up with the store.
    await page.waitForFunction(
      (n: number) => document.querySelectorAll('[data-testid="library-row"]').length > n,
      before.size,
      { timeout: 30_000, polling: 100 },
    );
    const id = (await listedIds()).find((d) => !before.has(d));
    if (!id) throw new Error(`${path.basename(file)} was stored but is not listed in the library`);
    exports.push(await exportRow(page, id));
  }
  log(`  stored ${files.length} short filings; importing copies up to ${docs} documents`);
  const count = await fillByImport(page, exports, docs);
  return { library_docs: count, library_fill_ms: Date.now() - t0 };
}

async function measureLibrary(page: Page, url: string, docs: number) {
  const listCold = await coldList(page, url, docs);
  const ids = await page
    .getByTestId("library-row")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-doc-id")!));
  // The newest, one from the middle and the oldest (the long document).
  const picks = [ids[0], ids[Math.floor(ids.length / 2)], ids[ids.length - 1]];
  const reopened: number[] = [];
  const listed: number[] = [];
  for (const id of picks) {
    reopened.push(await reopen(page, id));
    await page.waitForTimeout(500);
    listed.push(await warmList(page, docs));
  }
  const asked: number[] = [];
  for (const q of QUESTIONS) asked.push(await askLibrary(page, q));
  // Each question again as the first after a page load: nothing of any document in memory.
  const cold: number[] = [];
  for (const q of QUESTIONS) {
    await coldList(page, url, docs);
    cold.push(await askLibrary(page, q));
  }
  return {
    library_list_ms: round(median(listed)),
    library_list_cold_ms: round(listCold),
    reopen_ms: round(median(reopened)),
    reopen_max_ms: round(Math.max(...reopened)),
    library_question_ms: round(median(asked)),
    library_question_max_ms: round(Math.max(...asked)),
    library_question_cold_ms: round(median(cold)),
    library_question_cold_max_ms: round(Math.max(...cold)),
  };
}

export async function measureScale(
  opts: { set: string; minPages: number; docs: number; shortCount: number },
  deps: { spawn: typeof spawnFn; log: (line: string) => void },
): Promise<ScaleResult> {
  const scratch = path.resolve("scratch", "scale");
  const sources = devPdfs(opts.set);
  const long = makeLongPdf(sources, opts.minPages, scratch);
  deps.log(`scale bench: ${path.basename(long.file)} (${long.pages} pages), library of ${opts.docs}`);
  const load_before = round(os.loadavg()[0], 2);
  const port = Number(process.env.PINCITE_BENCH_PORT) || 4300 + Math.floor(Math.random() * 500);
  const stop = await startPreview(deps.spawn, port);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "pincite-scale-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    acceptDownloads: true,
  });
  const memory = startMemoryPeak();
  try {
    await context.addInitScript(watchMilestones);
    await context.addInitScript(installProbes);
    const page = context.pages()[0] ?? (await context.newPage());
    const url = `http://127.0.0.1:${port}/`;
    await page.goto(url);
    await page.getByTestId("drop-zone").waitFor();
    const longFigures = await longDocument(page, long.file);
    const peakLong = memory.rssMb();
    const peakLongPss = memory.pssMb();
    deps.log(
      `  long document: ${JSON.stringify(longFigures)}, peak ${round(peakLong)} MB (proportional ${round(peakLongPss)} MB)`,
    );
    await backToLibrary(page);
    const fill = await fillLibrary(
      page,
      shortPdfs(sources, opts.shortCount).map((s) => s.file),
      opts.docs,
      deps.log,
    );
    const library = await measureLibrary(page, url, fill.library_docs);
    return {
      ...longFigures,
      peak_mb: round(peakLong),
      peak_pss_mb: round(peakLongPss),
      ...fill,
      ...library,
      idb_mb: round(await usageMb(page), 1),
      load_before,
      load_after: round(os.loadavg()[0], 2),
    };
  } finally {
    memory.stop();
    await context.close();
    stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

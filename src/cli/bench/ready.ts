/**
 * `bench ready [file.pdf] [--json] [--runs N]`: drop to ask, in headless Chromium. From
 * the moment the file is handed to the app (its file input's change event) to the
 * contents tree shown with an enabled Ask box, with the app's own timings of each stage:
 * layout, tree, storage (which finishes behind the open document) and the first page
 * drawn.
 */
import type { spawn as spawnFn } from "node:child_process";
import { chromium, type Page } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../playwright.config";
import { startPreview } from "./chromium";
import { startCpuSplit, totalCpu } from "./ready-cpu";

export interface ReadyResult {
  pages: number;
  ready_ms: number;
  layout_ms: number;
  tree_ms: number;
  store_ms: number;
  first_page_ms: number;
  /** From the drop: the first layout worker has the file open, the last page is laid out, the tree is built. */
  opened_at_ms: number;
  laid_out_at_ms: number;
  tree_at_ms: number;
  /** Chromium's CPU from the drop to ready, all threads; steadier than wall time on a shared machine. */
  cpu_ms: number;
  /** Of which the page's main thread, its workers (layout, reading, pdf.js), and V8's background threads. */
  main_cpu_ms: number;
  workers_cpu_ms: number;
  background_cpu_ms: number;
  /**
   * Requests the page and its workers made for OCR's engine or model (/ocr/), up to a second
   * after storing ended: 0 for a PDF with a text layer, which never loads the model. The
   * service worker's precache is not counted (it downloads, nothing is loaded).
   */
  ocr_requests: number;
}

declare global {
  interface Window {
    __pinciteDropAt?: number;
    /** Milliseconds from the drop to each milestone, as the page saw them happen. */
    __pinciteMilestones?: Partial<Record<"ready" | "stored", number>>;
  }
}

/**
 * Runs in the page before the app: at the drop, a MutationObserver notes when the contents
 * and an enabled Ask box are first in the DOM, then when storing has finished. Observing
 * costs nothing between changes; polling every frame (as this bench used to) asked the
 * page for a frame every 16 ms while it worked, and timed that too.
 */
function watchMilestones(): void {
  document.addEventListener(
    "change",
    (e) => {
      if (!(e.target as HTMLElement).matches?.('input[type="file"]')) return;
      const dropAt = (window.__pinciteDropAt = performance.now());
      const seen: NonNullable<Window["__pinciteMilestones"]> = (window.__pinciteMilestones = {});
      const observer = new MutationObserver(() => {
        const at = performance.now() - dropAt;
        const question = document.querySelector<HTMLTextAreaElement>("textarea#question");
        if (seen.ready === undefined && document.querySelector('[data-testid="toc"]') && question && !question.disabled)
          seen.ready = at;
        const app = document.querySelector('[data-testid="app"]');
        if (seen.ready !== undefined && app?.getAttribute("data-storing") === "false") seen.stored = at;
        if (seen.stored !== undefined) observer.disconnect();
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["disabled", "data-storing"],
      });
    },
    true,
  );
}

type Milestone = "ready" | "stored";

/** Milliseconds from the drop to a milestone. A function, not a string: the app's CSP forbids eval. */
async function sinceDrop(page: Page, milestone: Milestone): Promise<number> {
  const handle = await page.waitForFunction((m: Milestone) => window.__pinciteMilestones?.[m] ?? false, milestone, {
    timeout: 120_000,
    polling: 100,
  });
  return Number(await handle.jsonValue());
}

/** When each stage of the ingest ended, from the app's own marks (ingest-pdf.ts), ms after the drop. */
function ingestMarks(page: Page): Promise<Pick<ReadyResult, "opened_at_ms" | "laid_out_at_ms" | "tree_at_ms">> {
  // No named helper inside: tsx would wrap it in a __name() call the page does not have.
  return page.evaluate(() => {
    const [opened, laidOut, tree] = ["opened", "laid-out", "tree"].map(
      (name) =>
        (performance.getEntriesByName(`pincite-ingest:${name}`)[0]?.startTime ?? NaN) - (window.__pinciteDropAt ?? 0),
    );
    return { opened_at_ms: opened, laid_out_at_ms: laidOut, tree_at_ms: tree };
  });
}

/** When page 1 was drawn, from the renderer's own mark. */
async function firstPageDrawn(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName("pincite:rendered:1").length > 0, null, {
    timeout: 120_000,
    polling: 100,
  });
  return page.evaluate(
    () => performance.getEntriesByName("pincite:rendered:1")[0].startTime - (window.__pinciteDropAt ?? 0),
  );
}

async function once(page: Page, url: string, file: string): Promise<ReadyResult> {
  let ocrRequests = 0;
  page.context().on("request", (r) => {
    if (!r.serviceWorker() && new URL(r.url()).pathname.startsWith("/ocr/")) ocrRequests++;
  });
  await page.goto(url);
  await page.getByTestId("drop-zone").waitFor();
  await page.waitForTimeout(1000); // the app settles, as it would before a person drops
  await page.getByTestId("drop-zone").hover();
  const cpu = startCpuSplit();
  await page.getByTestId("file-input").setInputFiles(file);
  const ready = await sinceDrop(page, "ready");
  const spent = cpu();
  const view = page.getByTestId("document-view");
  const layoutMs = Number(await view.getAttribute("data-layout-ms"));
  const treeMs = Number(await view.getAttribute("data-tree-ms"));
  const pages = Number(await page.getByTestId("page-count").textContent());
  const stored = await sinceDrop(page, "stored");
  await page.waitForTimeout(1000); // OCR would start as soon as the document's pages are all in
  return {
    pages,
    ready_ms: ready,
    layout_ms: layoutMs,
    tree_ms: treeMs,
    store_ms: Math.max(0, stored - ready),
    first_page_ms: await firstPageDrawn(page),
    ...(await ingestMarks(page)),
    cpu_ms: totalCpu(spent),
    main_cpu_ms: spent.main,
    workers_cpu_ms: spent.workers,
    background_cpu_ms: spent.background,
    ocr_requests: ocrRequests,
  };
}

export async function measureReady(file: string, runs: number, deps: { spawn: typeof spawnFn }): Promise<ReadyResult> {
  const port = Number(process.env.PINCITE_BENCH_PORT) || 4300 + Math.floor(Math.random() * 500);
  const stop = await startPreview(deps.spawn, port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: ReadyResult[] = [];
    for (let i = 0; i < runs; i++) {
      // A fresh context each run: an empty library, so the file is really read.
      const context = await browser.newContext();
      await context.addInitScript(watchMilestones);
      results.push(await once(await context.newPage(), `http://127.0.0.1:${port}/`, file));
      await context.close();
    }
    const mid = <K extends keyof ReadyResult>(k: K) =>
      [...results].map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
    const round = (v: number) => Math.round(v);
    return {
      pages: results[0].pages,
      ready_ms: round(mid("ready_ms")),
      layout_ms: round(mid("layout_ms")),
      tree_ms: round(mid("tree_ms")),
      store_ms: round(mid("store_ms")),
      first_page_ms: round(mid("first_page_ms")),
      opened_at_ms: round(mid("opened_at_ms")),
      laid_out_at_ms: round(mid("laid_out_at_ms")),
      tree_at_ms: round(mid("tree_at_ms")),
      cpu_ms: round(mid("cpu_ms")),
      main_cpu_ms: round(mid("main_cpu_ms")),
      workers_cpu_ms: round(mid("workers_cpu_ms")),
      background_cpu_ms: round(mid("background_cpu_ms")),
      ocr_requests: Math.max(...results.map((r) => r.ocr_requests)),
    };
  } finally {
    await browser.close();
    stop();
  }
}

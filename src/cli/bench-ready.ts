/**
 * `bench ready [file.pdf] [--json] [--runs N]`: drop to ask, in headless Chromium. From
 * the moment the file is handed to the app (its file input's change event) to the
 * contents tree shown with an enabled Ask box, with the app's own timings of each stage:
 * layout, tree, storage (which finishes behind the open document) and the first page
 * drawn.
 */
import type { spawn as spawnFn } from "node:child_process";
import { chromium, type Page } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../playwright.config";
import { startPreview } from "./bench-chromium";

export interface ReadyResult {
  pages: number;
  ready_ms: number;
  layout_ms: number;
  tree_ms: number;
  store_ms: number;
  first_page_ms: number;
}

declare global {
  interface Window {
    __pinciteDropAt?: number;
  }
}

type Milestone = "ready" | "stored" | "drawn";

/** Milliseconds from the drop to a milestone. A function, not a string: the app's CSP forbids eval. */
async function sinceDrop(page: Page, milestone: Milestone): Promise<number> {
  const handle = await page.waitForFunction(
    (m: Milestone) => {
      const reached =
        m === "ready"
          ? !!document.querySelector('[data-testid="toc"]') &&
            !(document.querySelector<HTMLTextAreaElement>("textarea#question")?.disabled ?? true)
          : m === "stored"
            ? document.querySelector('[data-testid="app"]')?.getAttribute("data-storing") === "false"
            : performance.getEntriesByName("pincite:rendered:1").length > 0;
      return reached ? performance.now() - (window.__pinciteDropAt ?? 0) : false;
    },
    milestone,
    { timeout: 120_000, polling: "raf" },
  );
  return Number(await handle.jsonValue());
}

async function once(page: Page, url: string, file: string): Promise<ReadyResult> {
  await page.goto(url);
  await page.getByTestId("drop-zone").waitFor();
  await page.waitForTimeout(1000); // the app settles, as it would before a person drops
  await page.getByTestId("drop-zone").hover();
  await page.getByTestId("file-input").setInputFiles(file);
  const ready = await sinceDrop(page, "ready");
  const view = page.getByTestId("document-view");
  const layoutMs = Number(await view.getAttribute("data-layout-ms"));
  const treeMs = Number(await view.getAttribute("data-tree-ms"));
  const pages = Number(await page.getByTestId("page-count").textContent());
  const stored = await sinceDrop(page, "stored");
  const firstPage = await sinceDrop(page, "drawn");
  const drawnAt = await page.evaluate(
    () => performance.getEntriesByName("pincite:rendered:1")[0].startTime - (window.__pinciteDropAt ?? 0),
  );
  return {
    pages,
    ready_ms: ready,
    layout_ms: layoutMs,
    tree_ms: treeMs,
    store_ms: Math.max(0, stored - ready),
    first_page_ms: Math.min(firstPage, drawnAt),
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
      await context.addInitScript(() => {
        document.addEventListener(
          "change",
          (e) =>
            (e.target as HTMLElement).matches?.('input[type="file"]')
              ? (window.__pinciteDropAt = performance.now())
              : undefined,
          true,
        );
      });
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
    };
  } finally {
    await browser.close();
    stop();
  }
}

/**
 * `npm run bench -- load [--docs N] [--questions N] [--json]`: one browser tab ingests N
 * documents in a row and asks M questions across them, then reports the workers alive
 * and memory against where it started (after a forced GC each time). Issue target:
 * 20 documents, 50 questions, no growth in workers, memory back within 20%.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../playwright.config";
import { chromiumRssMb, startPreview } from "./bench-chromium";
import type { spawn as spawnFn } from "node:child_process";

interface Question {
  doc: string;
  question: string;
}

export interface LoadResult {
  docs: number;
  questions: number;
  workers_start: number;
  workers_peak: number;
  workers_end: number;
  heap_start_mb: number;
  /** After every document was read, before the questions. */
  heap_mid_mb: number;
  heap_end_mb: number;
  heap_growth: number;
  rss_start_mb: number;
  rss_end_mb: number;
  failures: string[];
}

export async function measureLoad(set: string, docCount: number, questionCount: number, deps: { spawn: typeof spawnFn }): Promise<LoadResult> {
  const dir = path.join(set, "pdfs");
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".pdf")).sort((a, b) => fs.statSync(path.join(dir, a)).size - fs.statSync(path.join(dir, b)).size).slice(0, docCount);
  const docs = new Set(files.map((f) => f.replace(/\.pdf$/, "")));
  const all = fs.readFileSync(path.join(set, "questions.jsonl"), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Question).filter((q) => docs.has(q.doc));
  const questions = Array.from({ length: Math.min(questionCount, all.length ? questionCount : 0) }, (_, i) => all[i % all.length]);
  const port = 4300 + Math.floor(Math.random() * 500);
  const stop = await startPreview(deps.spawn, port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, "--enable-precise-memory-info"] });
  const failures: string[] = [];
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    const heapMb = async () => {
      await cdp.send("HeapProfiler.collectGarbage");
      const { metrics } = await cdp.send("Performance.getMetrics");
      return (metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0) / 1048576;
    };
    await cdp.send("Performance.enable");
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByTestId("drop-zone").hover();
    await page.waitForTimeout(2000);
    // The starting point is the warm app: one document read, one question asked, closed.
    // Before that, code compiled on first use would count as growth.
    const warmup = path.join(set, "pdfs", files[0]);
    await page.getByTestId("file-input").setInputFiles(warmup);
    await page.locator('[data-testid="document-view"][data-complete="true"]').waitFor({ timeout: 180_000 });
    await page.getByLabel("Ask this document").fill(questions[0]?.question ?? "What is this document about?");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await page.getByTestId("answer").or(page.getByTestId("ask-error")).waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "← Library" }).click();
    await page.waitForTimeout(1000);
    const heapStart = await heapMb();
    const rssStart = chromiumRssMb();
    const workersStart = page.workers().length;
    let workersPeak = workersStart;
    for (const f of files) {
      await page.getByTestId("file-input").setInputFiles(path.join(dir, f));
      await page.locator(`[data-testid="app"][data-file="${f}"]`).and(page.locator('[data-stage="ready"], [data-stage="failed"]')).waitFor({ timeout: 180_000 });
      if ((await page.getByTestId("app").getAttribute("data-stage")) === "failed") failures.push(`ingest ${f}`);
      workersPeak = Math.max(workersPeak, page.workers().length);
    }
    await page.getByRole("button", { name: "← Library" }).click().catch(() => undefined);
    const heapMid = await heapMb();
    for (const q of questions) {
      // Dropping a stored file again reopens it from the library (nothing is re-parsed).
      await page.getByTestId("file-input").setInputFiles(path.join(dir, `${q.doc}.pdf`));
      await page.locator('[data-testid="document-view"][data-complete="true"]').waitFor({ timeout: 30_000 }).catch(() => failures.push(`open ${q.doc}`));
      await page.getByLabel("Ask this document").fill(q.question);
      await page.getByRole("button", { name: "Ask", exact: true }).click();
      await page.getByTestId("answer").or(page.getByTestId("ask-error")).waitFor({ timeout: 60_000 }).catch(() => failures.push(`ask ${q.doc}`));
      workersPeak = Math.max(workersPeak, page.workers().length);
    }
    await page.getByRole("button", { name: "← Library" }).click().catch(() => undefined);
    await page.waitForTimeout(1000);
    const heapEnd = await heapMb();
    return {
      docs: files.length,
      questions: questions.length,
      workers_start: workersStart,
      workers_peak: workersPeak,
      workers_end: page.workers().length,
      heap_start_mb: Math.round(heapStart * 10) / 10,
      heap_mid_mb: Math.round(heapMid * 10) / 10,
      heap_end_mb: Math.round(heapEnd * 10) / 10,
      heap_growth: Math.round((heapEnd / Math.max(1, heapStart) - 1) * 1000) / 1000,
      rss_start_mb: Math.round(rssStart),
      rss_end_mb: Math.round(chromiumRssMb()),
      failures,
    };
  } finally {
    await browser.close();
    stop();
  }
}

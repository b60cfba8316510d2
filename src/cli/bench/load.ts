/**
 * `npm run bench -- load [--docs N] [--questions N] [--snapshots dir] [--json]`: one tab ingests N
 * documents in a row and asks M questions across them, then reports the workers alive
 * and memory against where it started (after a forced GC each time). Issue target:
 * 20 documents, 50 questions, no growth in workers, memory back within 20%.
 *
 * The heap is sampled every 25 questions too: a leak keeps climbing with them, warm-up
 * levels off. Each reading also says how much of the heap is compiled code (from a heap
 * snapshot), which grows as V8 optimises functions that have become hot and is bounded by
 * the size of the app, not by the documents or questions; heap_growth_without_code is
 * the growth of the rest. `--snapshots` keeps the heap snapshots to compare in DevTools.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../playwright.config";
import { chromiumRssMb, startPreview } from "./chromium";
import { pageActions, type Actions } from "./load-page";
import { snapshotCode } from "./load-heap";
import type { CodeKinds } from "./load-code-kinds";
import type { LoadResult } from "./load-result";
import { WORKER_SCRIPTS, workerHeapMb } from "./load-workers";
import type { spawn as spawnFn } from "node:child_process";
import { readQuestionSet } from "../eval/question-set";

/** Reopen-and-ask rounds on the first document before the starting point (see below). */
const WARMUP_ROUNDS = 5;

const round1 = (mb: number) => Math.round(mb * 10) / 10;

export type { LoadResult };

/** The smallest `docCount` filings and `questionCount` questions about them (cycled when fewer). */
function readWorkload(set: string, docCount: number, questionCount: number) {
  const dir = path.join(set, "pdfs");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".pdf"))
    .sort((a, b) => fs.statSync(path.join(dir, a)).size - fs.statSync(path.join(dir, b)).size)
    .slice(0, docCount);
  const docs = new Set(files.map((f) => f.replace(/\.pdf$/, "")));
  const all = readQuestionSet(set, "dev").filter((q) => docs.has(q.doc));
  const questions = Array.from(
    { length: Math.min(questionCount, all.length ? questionCount : 0) },
    (_, i) => all[i % all.length],
  );
  return { dir, files, questions };
}

type Workload = ReturnType<typeof readWorkload>;

/**
 * The starting point is the warm app: the first document read, then reopened and asked
 * about WARMUP_ROUNDS times, closed. Code is compiled on first use, and V8 optimises a
 * function only once it has run hot, so after a single pass most of the machine code
 * for reading, drawing and asking would still be compiled during the measurement and
 * count as growth. Heap after each of 15 such rounds in a fresh tab (MB): 4.3 4.7 4.8
 * 5.0 5.1 5.1 5.1 5.2 5.3 5.4 5.4 5.4 5.4 5.5 5.5: the steep part is over after five,
 * the rest is the slow tail of optimisation, which code_start_mb/code_end_mb show.
 */
async function warmUp(act: Actions, { dir, files, questions }: Workload, failures: string[]) {
  const warmup = path.join(dir, files[0]);
  await act.drop(warmup);
  await act.dom.waitFor('[data-testid="document-view"][data-complete="true"]', 180_000);
  for (let i = 0; i < WARMUP_ROUNDS; i++) {
    const { opened, answered, why } = await act.reopenAndAsk(
      warmup,
      questions[i % questions.length]?.question ?? "What is this document about?",
    );
    if (!opened || !answered) failures.push(`warm-up ${files[0]} round ${i + 1}: ${why}`);
    await act.backToLibrary();
  }
}

/** Reads every document once; returns the most workers seen at a time. */
async function readAll(page: Page, act: Actions, { dir, files }: Workload, failures: string[]): Promise<number> {
  let workersPeak = 0;
  for (const f of files) {
    await act.drop(path.join(dir, f));
    await act.dom.waitFor(
      `[data-testid="app"][data-file="${f}"]:is([data-stage="ready"], [data-stage="failed"])`,
      180_000,
    );
    if ((await act.dom.attribute('[data-testid="app"]', "data-stage")) === "failed") failures.push(`ingest ${f}`);
    workersPeak = Math.max(workersPeak, page.workers().length);
  }
  return workersPeak;
}

/** The heap after a forced GC, and how much of it is compiled code. */
interface Reading {
  heap_mb: number;
  code_mb: number;
  kinds: CodeKinds;
}

type ReadHeap = (name: string) => Promise<Reading>;

/** Reopens and asks every question, reading the heap every 25; returns those readings and the worker peak. */
async function askAll(page: Page, act: Actions, read: ReadHeap, { dir, questions }: Workload, failures: string[]) {
  let workersPeak = 0;
  const heapByQuestions: LoadResult["heap_by_questions"] = [];
  for (const [i, q] of questions.entries()) {
    const { opened, answered, why } = await act.reopenAndAsk(path.join(dir, `${q.doc}.pdf`), q.question);
    if (!opened || !answered) failures.push(`${opened ? "ask" : "open"} ${q.doc}: ${why}`);
    workersPeak = Math.max(workersPeak, page.workers().length);
    if ((i + 1) % 25 === 0 && i + 1 < questions.length) {
      await act.backToLibrary();
      heapByQuestions.push({ questions: i + 1, ...rounded(await read(`questions-${i + 1}`)) });
    }
  }
  return { heapByQuestions, workersPeak };
}

/** The reading and renderer workers' heaps in MB (null for one not running). */
async function workerHeaps(browser: Browser): Promise<{ reading: number | null; renderer: number | null }> {
  const mb = async (script: RegExp) => {
    const heap = await workerHeapMb(browser, script);
    return heap === null ? null : round1(heap);
  };
  return { reading: await mb(WORKER_SCRIPTS.reading), renderer: await mb(WORKER_SCRIPTS.renderer) };
}

/** Growth from a to b as a fraction, to 0.001. */
const growth = (a: number, b: number) => Math.round((b / Math.max(1, a) - 1) * 1000) / 1000;

const rounded = (r: Reading) => ({ heap_mb: round1(r.heap_mb), code_mb: round1(r.code_mb) });

/** `snapshots`: a directory to keep the heap snapshots in (start, documents read, every 25 questions, end). */
export async function measureLoad(
  set: string,
  docCount: number,
  questionCount: number,
  deps: { spawn: typeof spawnFn; snapshots?: string },
): Promise<LoadResult> {
  const workload = readWorkload(set, docCount, questionCount);
  const port = Number(process.env.PINCITE_BENCH_PORT) || 4300 + Math.floor(Math.random() * 500);
  const stop = await startPreview(deps.spawn, port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--enable-precise-memory-info"],
  });
  const failures: string[] = [];
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    const act = pageActions(page, cdp);
    const read: ReadHeap = async (name) => {
      const heap = await act.heapMb();
      const code = await snapshotCode(cdp, deps.snapshots ? { dir: deps.snapshots, name } : undefined);
      return { heap_mb: heap, code_mb: code.mb, kinds: code.kinds };
    };
    await cdp.send("Performance.enable");
    await page.goto(`http://127.0.0.1:${port}/`);
    await act.dom.hover('[data-testid="drop-zone"]');
    await page.waitForTimeout(2000);
    await warmUp(act, workload, failures);
    const start = await read("start");
    const workerStart = await workerHeaps(browser);
    const rssStart = chromiumRssMb();
    const workersStart = page.workers().length;
    const readPeak = await readAll(page, act, workload, failures);
    await act.backToLibrary();
    const mid = await read("documents-read");
    const asked = await askAll(page, act, read, workload, failures);
    await act.backToLibrary();
    const end = await read("end");
    const workerEnd = await workerHeaps(browser);
    return {
      docs: workload.files.length,
      questions: workload.questions.length,
      workers_start: workersStart,
      workers_peak: Math.max(workersStart, readPeak, asked.workersPeak),
      workers_end: page.workers().length,
      heap_start_mb: round1(start.heap_mb),
      heap_mid_mb: round1(mid.heap_mb),
      heap_end_mb: round1(end.heap_mb),
      heap_growth: growth(start.heap_mb, end.heap_mb),
      heap_by_questions: [...asked.heapByQuestions, { questions: workload.questions.length, ...rounded(end) }],
      code_start_mb: round1(start.code_mb),
      code_mid_mb: round1(mid.code_mb),
      code_end_mb: round1(end.code_mb),
      code_kinds_start: start.kinds,
      code_kinds_end: end.kinds,
      heap_growth_without_code: growth(start.heap_mb - start.code_mb, end.heap_mb - end.code_mb),
      reading_worker_start_mb: workerStart.reading,
      reading_worker_end_mb: workerEnd.reading,
      renderer_worker_start_mb: workerStart.renderer,
      renderer_worker_end_mb: workerEnd.renderer,
      rss_start_mb: Math.round(rssStart),
      rss_end_mb: Math.round(chromiumRssMb()),
      failures,
    };
  } finally {
    await browser.close();
    stop();
  }
}

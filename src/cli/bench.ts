/**
 * `npm run bench -- layout [file.pdf] [--json] [--runs N]`
 *
 * Times layout of one PDF three ways in one run: our core in Node (one thread), the real
 * app in headless Chromium (the layout worker pool, timed by the app itself), and
 * poppler's `pdftotext -bbox` as the reference. Prints each time, the Chromium/pdftotext
 * ratio and peak memory. A benchmark, not a test: it reports, it does not assert.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fail, parseArgs } from "./args";
import { measureChromiumLayout, measureChromiumReopen } from "./bench/chromium";
import { measureLoad, type LoadResult } from "./bench/load";
import { injectionBench } from "./bench/injection";
import { parsePart } from "../testing/holdout";
import { measureReady } from "./bench/ready";
import { fuzzBench } from "./bench/fuzz";
import { measureOcr } from "./bench/ocr";
import { measureScale } from "./bench/scale";
import { buildIndexSync } from "../core/tree";
import { buildNavIndex } from "../core/navigate";
import { ingestPdfInNode } from "../node/ingest-node";
import { loadPdfJs } from "../node/pdfjs-node";
import { childCpuMs, countWords, pdftotextWords, wordRatios } from "./bench/words";

const DEFAULT_FILE = path.resolve(process.cwd(), "..", "shared", "financebench", "pdfs", "3M_2022_10K.pdf");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function nodeLayout(
  bytes: Uint8Array,
  runs: number,
): Promise<{ ms: number; cpuMs: number; pages: number; words: number; peakMb: number }> {
  await loadPdfJs();
  const times: number[] = [];
  const cpu: number[] = [];
  let pages = 0;
  let words = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const { layout } = await ingestPdfInNode(bytes);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - t0);
    pages = layout.pageCount;
    words = countWords(layout);
  }
  return { ms: median(times), cpuMs: median(cpu), pages, words, peakMb: process.resourceUsage().maxRSS / 1024 };
}

function pdftotextLayout(file: string, runs: number): { ms: number; cpuMs: number } {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const c0 = childCpuMs();
    execFileSync("pdftotext", ["-bbox", file, "/dev/null"]);
    cpu.push(childCpuMs() - c0);
    times.push(performance.now() - t0);
  }
  return { ms: median(times), cpuMs: median(cpu) };
}

/** What runs once the layout exists: the section tree and the navigation index (median, Node). */
async function afterLayout(bytes: Uint8Array, runs: number): Promise<{ treeMs: number; navIndexMs: number }> {
  const { layout } = await ingestPdfInNode(bytes);
  const tree: number[] = [];
  const nav: number[] = [];
  for (let i = 0; i < Math.max(3, runs); i++) {
    const t0 = performance.now();
    const built = buildIndexSync(layout);
    const t1 = performance.now();
    buildNavIndex(layout, built);
    tree.push(t1 - t0);
    nav.push(performance.now() - t1);
  }
  return { treeMs: median(tree), navIndexMs: median(nav) };
}

async function layoutBench(args: ReturnType<typeof parseArgs>): Promise<void> {
  const file = path.resolve(args.positional[0] ?? DEFAULT_FILE);
  if (!fs.existsSync(file)) fail(`no such file: ${file}`);
  const runs = Number(args.options.get("runs") ?? 3);
  const json = args.flags.has("json");
  const log = (line: string) => (json ? process.stderr : process.stdout).write(line + "\n");
  const bytes = new Uint8Array(fs.readFileSync(file));

  log(`layout bench: ${path.basename(file)}, median of ${runs} runs`);
  const pdftotext = pdftotextLayout(file, runs);
  const pdftotextWordCount = pdftotextWords(file);
  log(
    `  pdftotext -bbox        ${pdftotext.ms.toFixed(0)} ms   (CPU ${pdftotext.cpuMs.toFixed(0)} ms, ` +
      `${pdftotextWordCount} words)`,
  );
  const node = await nodeLayout(bytes, runs);
  log(
    `  node (1 thread)        ${node.ms.toFixed(0)} ms   (CPU ${node.cpuMs.toFixed(0)} ms, ${node.pages} ` +
      `pages, ${node.words} words, peak RSS ${node.peakMb.toFixed(0)} MB)`,
  );
  const after = await afterLayout(bytes, runs);
  log(
    `  tree after layout      ${after.treeMs.toFixed(0)} ms   (target < 200 ms); question index ` +
      `${after.navIndexMs.toFixed(0)} ms`,
  );
  // Same preview server and run: PDFium (the default) first, then the old pdf.js path.
  const [chromium, pdfjs] = await measureChromiumLayout(file, runs, { spawn }, ["", "?layout-engine=pdfjs"]);
  log(
    `  chromium (${chromium.workers} workers)    ${chromium.ms.toFixed(0)} ms   PDFium (CPU ` +
      `${chromium.cpuMs.toFixed(0)} ms: main thread ${chromium.mainCpuMs.toFixed(0)}, workers ` +
      `${chromium.workersCpuMs.toFixed(0)}, V8 background ${chromium.backgroundCpuMs.toFixed(0)}; peak RSS of ` +
      `this bench's Chromium ${chromium.peakMb.toFixed(0)} MB)`,
  );
  log(
    `  chromium, pdf.js       ${pdfjs.ms.toFixed(0)} ms   the old path (CPU ${pdfjs.cpuMs.toFixed(0)} ms; peak ` +
      `${pdfjs.peakMb.toFixed(0)} MB)`,
  );
  const ratio = chromium.ms / pdftotext.ms;
  log(
    `  chromium / pdftotext   ${ratio.toFixed(2)}×   (target ≤ 1.0×, and ≤ 2500 ms); words ${node.words} vs ` +
      `pdftotext ${pdftotextWordCount}`,
  );
  if (json) {
    const out = {
      pages: node.pages,
      chromium_ms: Math.round(chromium.ms),
      pdftotext_ms: Math.round(pdftotext.ms),
      chromium_ratio: Math.round(ratio * 100) / 100,
      pdfjs_ms: Math.round(pdfjs.ms),
      chromium_cpu_ms: Math.round(chromium.cpuMs),
      chromium_main_cpu_ms: Math.round(chromium.mainCpuMs),
      chromium_workers_cpu_ms: Math.round(chromium.workersCpuMs),
      chromium_background_cpu_ms: Math.round(chromium.backgroundCpuMs),
      pdfjs_cpu_ms: Math.round(pdfjs.cpuMs),
      node_ms: Math.round(node.ms),
      node_cpu_ms: Math.round(node.cpuMs),
      pdftotext_cpu_ms: Math.round(pdftotext.cpuMs),
      peak_mb: Math.round(chromium.peakMb),
      pdfjs_peak_mb: Math.round(pdfjs.peakMb),
      node_peak_mb: Math.round(node.peakMb),
      words: node.words,
      pdftotext_words: pdftotextWordCount,
      tree_ms: Math.round(after.treeMs),
      nav_index_ms: Math.round(after.navIndexMs),
      chromium_workers: chromium.workers,
      runs,
    };
    process.stdout.write(JSON.stringify(out) + "\n");
  }
}

async function reopenBench(args: ReturnType<typeof parseArgs>): Promise<void> {
  const file = path.resolve(args.positional[0] ?? DEFAULT_FILE);
  if (!fs.existsSync(file)) fail(`no such file: ${file}`);
  const runs = Number(args.options.get("runs") ?? 3);
  const json = args.flags.has("json");
  const r = await measureChromiumReopen(file, runs, { spawn });
  const line =
    `reopen bench: ${path.basename(file)}, median of ${runs}: first page visible ${r.ms.toFixed(0)} ms after the ` +
    `click (target ≤ 500 ms), drawn by pdf.js at ${r.drawnMs.toFixed(0)} ms; storage read ${r.loadMs} ms`;
  (json ? process.stderr : process.stdout).write(line + "\n");
  if (json)
    process.stdout.write(
      JSON.stringify({
        file: path.basename(file),
        reopen_first_page_ms: Math.round(r.ms),
        reopen_canvas_drawn_ms: Math.round(r.drawnMs),
        storage_read_ms: r.loadMs,
        runs,
      }) + "\n",
    );
}

async function loadBench(args: ReturnType<typeof parseArgs>): Promise<void> {
  const set = path.resolve(args.options.get("set") ?? path.join(process.cwd(), "..", "shared", "financebench"));
  const r = await measureLoad(
    set,
    Number(args.options.get("docs") ?? 20),
    Number(args.options.get("questions") ?? 50),
    { spawn, snapshots: args.options.get("snapshots") },
  );
  const kinds = (k: keyof LoadResult["code_kinds_end"]) => `${r.code_kinds_start[k]} → ${r.code_kinds_end[k]}`;
  const byQuestions = r.heap_by_questions.map((s) => `${s.questions}: ${s.heap_mb} (code ${s.code_mb})`).join(", ");
  const line =
    `load bench: ${r.docs} documents, ${r.questions} questions in one tab; workers ${r.workers_start} → peak ` +
    `${r.workers_peak} → ${r.workers_end}; main-thread heap ${r.heap_start_mb} → ${r.heap_mid_mb} (documents ` +
    `read) → ${r.heap_end_mb} MB (${(r.heap_growth * 100).toFixed(1)}%, target ≤ 20%), of it compiled code ` +
    `${r.code_start_mb} → ${r.code_mid_mb} → ${r.code_end_mb} MB (without it ` +
    `${(r.heap_growth_without_code * 100).toFixed(1)}%; KB optimised ${kinds("optimised_kb")}, baseline ` +
    `${kinds("baseline_kb")}, regexp ${kinds("regexp_kb")}, bytecode ${kinds("bytecode_kb")}, other ` +
    `${kinds("other_kb")}); heap by questions asked ${byQuestions}; reading worker heap ` +
    `${r.reading_worker_start_mb} → ${r.reading_worker_end_mb} MB; page painter heap ` +
    `${r.renderer_worker_start_mb} → ${r.renderer_worker_end_mb} MB; Chromium RSS ${r.rss_start_mb} → ` +
    `${r.rss_end_mb} MB; failures ${r.failures.length}`;
  (args.flags.has("json") ? process.stderr : process.stdout).write(line + "\n");
  if (args.flags.has("json")) process.stdout.write(JSON.stringify(r) + "\n");
}

async function injectionCommand(args: ReturnType<typeof parseArgs>): Promise<void> {
  const shared = path.join(process.cwd(), "..", "shared");
  const set = path.resolve(args.options.get("set") ?? path.join(shared, "financebench"));
  const documents = path.resolve(args.options.get("documents") ?? path.join(shared, "documents"));
  const part = parsePart(args.options.get("part"), fail);
  await injectionBench({ set, documents, part, json: args.flags.has("json") });
}

async function readyBench(args: ReturnType<typeof parseArgs>): Promise<void> {
  const file = path.resolve(args.positional[0] ?? DEFAULT_FILE);
  if (!fs.existsSync(file)) fail(`no such file: ${file}`);
  const runs = Number(args.options.get("runs") ?? 3);
  const r = await measureReady(file, runs, { spawn });
  const line =
    `ready bench: ${path.basename(file)} (${r.pages} pages), median of ${runs}: contents and Ask ${r.ready_ms} ` +
    `ms after the drop (target ≤ 3500 ms); layout ${r.layout_ms} ms, tree ${r.tree_ms} ms, first page drawn at ` +
    `${r.first_page_ms} ms, storage done ${r.store_ms} ms after ready; file open at ${r.opened_at_ms} ms, last ` +
    `page at ${r.laid_out_at_ms} ms, tree at ${r.tree_at_ms} ms; CPU to ready ${r.cpu_ms} ms (main thread ` +
    `${r.main_cpu_ms}, workers ${r.workers_cpu_ms}, V8 background ${r.background_cpu_ms}); ` +
    `OCR requests ${r.ocr_requests}`;
  (args.flags.has("json") ? process.stderr : process.stdout).write(line + "\n");
  if (args.flags.has("json")) process.stdout.write(JSON.stringify({ file: path.basename(file), ...r, runs }) + "\n");
}

async function wordsBench(args: ReturnType<typeof parseArgs>): Promise<void> {
  const set = path.resolve(args.options.get("set") ?? path.join(process.cwd(), "..", "shared", "financebench"));
  const json = args.flags.has("json");
  const log = (line: string) => (json ? process.stderr : process.stdout).write(line + "\n");
  const rows = await wordRatios(path.join(set, "pdfs"), log);
  const worst = rows.reduce((w, r) => (Math.abs(r.ratio - 1) > Math.abs(w.ratio - 1) ? r : w), rows[0]);
  const outside = rows.filter((r) => Math.abs(r.ratio - 1) > 0.005).length;
  log(`words vs pdftotext: ${rows.length} files, ${outside} outside 0.5 %, worst ${worst?.file} ${worst?.ratio}`);
  if (json)
    process.stdout.write(
      JSON.stringify({ files: rows.length, outside, worst_ratio: worst?.ratio, per_file: rows }) + "\n",
    );
}

async function ocrBench(args: ReturnType<typeof parseArgs>): Promise<void> {
  const set = path.resolve(args.options.get("set") ?? path.join(process.cwd(), "..", "shared", "financebench"));
  const json = args.flags.has("json");
  const log = (line: string) => (json ? process.stderr : process.stdout).write(line + "\n");
  const r = await measureOcr(set, Number(args.options.get("docs") ?? 4), { spawn, log });
  log(
    `ocr bench: ${r.pages} pages of ${r.documents} documents, ${r.ms_per_page} ms a page (target ≤ 2000), ` +
      `CPU ${r.cpu_ms_per_page} ms a page, word recall ${r.word_recall} (≥ 0.95), line precision ` +
      `${r.line_precision}, figures exact ${r.figure_exact}, peak ${r.peak_mb} MB (≤ 1500; proportional ${r.peak_pss_mb} MB); ` +
      `${r.low_confidence_pages} pages of low confidence, ${r.unread_pages} unread`,
  );
  if (json) process.stdout.write(JSON.stringify(r) + "\n");
}

async function scaleBench(args: ReturnType<typeof parseArgs>): Promise<void> {
  const set = path.resolve(args.options.get("set") ?? path.join(process.cwd(), "..", "shared", "filings"));
  const json = args.flags.has("json");
  const log = (line: string) => (json ? process.stderr : process.stdout).write(line + "\n");
  const r = await measureScale(
    {
      set,
      minPages: Number(args.options.get("pages") ?? 1000),
      docs: Number(args.options.get("docs") ?? 100),
      shortCount: 4,
    },
    { spawn, log },
  );
  log(
    `scale bench: ${r.pages} pages ready in ${r.ready_ms} ms (target ≤ 8000; layout ${r.layout_ms}, tree ` +
      `${r.tree_ms}, stored ${r.store_ms} ms after), peak ${r.peak_mb} MB (≤ 1500; proportional ${r.peak_pss_mb} MB), stored ${r.store_mb} MB ` +
      `(${r.store_mb_per_100_pages} MB per 100 pages); library of ${r.library_docs} (filled in ` +
      `${r.library_fill_ms} ms): list ${r.library_list_ms} ms (≤ 300; from a page load ${r.library_list_cold_ms}), ` +
      `question ${r.library_question_ms} ms (≤ 500; slowest ${r.library_question_max_ms}; first after a load ` +
      `${r.library_question_cold_ms}), reopen ` +
      `${r.reopen_ms} ms (≤ 300; slowest ${r.reopen_max_ms}), IndexedDB ${r.idb_mb} MB; load average ` +
      `${r.load_before} → ${r.load_after}`,
  );
  if (json) process.stdout.write(JSON.stringify(r) + "\n");
}

const BENCHES: Record<string, (args: ReturnType<typeof parseArgs>) => Promise<void>> = {
  layout: layoutBench,
  reopen: reopenBench,
  load: loadBench,
  injection: injectionCommand,
  words: wordsBench,
  ready: readyBench,
  fuzz: fuzzBench,
  ocr: ocrBench,
  scale: scaleBench,
};
const [name, ...rest] = process.argv.slice(2);
const bench =
  BENCHES[name ?? ""] ?? fail(`usage: bench <${Object.keys(BENCHES).join("|")}> [file] [--json] [--runs N]`);
await bench(
  parseArgs(rest, [
    "runs",
    "set",
    "docs",
    "questions",
    "snapshots",
    "pages",
    "seed",
    "files",
    "port",
    "documents",
    "part",
  ]),
);

/**
 * `bench ocr [--docs N] [--set DIR] [--json]`: scans read by the app in headless Chromium.
 * Real pages of the set's development documents (a balance sheet and a page of prose each,
 * ocr-pages.ts) are rasterised by pdftoppm at 150 dpi and wrapped as image-only PDFs under
 * scratch/ocr-bench/ (made at run time, never committed), then dropped on the built app one
 * after another, as a person would, and read by its OCR pool (two tesseract.js workers).
 *
 * Keys: `pages` read; `ms_per_page`, the app's own OCR time (its pincite-ocr marks, model
 * load included) over pages, and `cpu_ms_per_page`, Chromium's CPU over the same span (on a
 * shared machine wall time is mostly waiting); `word_recall` against poppler's words on the
 * original pages; `line_precision`, the share of documents whose scanned balance sheet
 * answers "What were total assets?" with a line pincite on the total-assets row, and
 * `figure_exact`, the share whose stated figure is one poppler prints on that row of the
 * original; `peak_mb`, the bench's Chromium processes at their largest.
 */
import type { spawn as spawnFn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../playwright.config";
import type { AskResult } from "../../core/ask/ask-document";
import type { PageLayout } from "../../core/types";
import { decodePage, type PageWire } from "../../core/layout/page-wire";
import { rasterPage, scanPdf } from "../../testing/scan-pdf";
import { chromiumCpuMs, startMemoryPeak, startPreview } from "./chromium";
import {
  benchDocuments,
  normWord,
  popplerWords,
  recallCounts,
  totalAssetsFigures,
  type BenchDocument,
} from "./ocr-pages";

export interface OcrBenchResult {
  documents: number;
  pages: number;
  ms_per_page: number;
  /** Chromium's CPU (all threads) from the drop to OCR's end, over pages: steadier than wall time when shared. */
  cpu_ms_per_page: number;
  word_recall: number;
  line_precision: number;
  /** Of the answers, the share whose figure is one poppler prints on the original total-assets row. */
  figure_exact: number;
  peak_mb: number;
  /** The same peak with each shared page counted once (proportional set size). */
  peak_pss_mb: number;
  /** Pages OCR read with low confidence, and pages it could not read (named outcomes). */
  low_confidence_pages: number;
  unread_pages: number;
  per_document: {
    name: string;
    pages: number[];
    ocr_ms: number;
    cpu_ms: number;
    word_recall: number;
    line_pincite: boolean;
    figure_exact: boolean;
    answer: string;
  }[];
}

const QUESTION = "What were total assets?";

function makeScan(doc: BenchDocument, dir: string): string {
  const file = path.join(dir, `${doc.name}.scan.pdf`);
  const pages = [doc.balanceSheet, doc.prose].map((p) => ({ scan: rasterPage(doc.file, p, 150) }));
  fs.writeFileSync(file, scanPdf(pages));
  return file;
}

/** The newest stored document's pages and answers, read from the app's own IndexedDB. */
async function stored(page: Page): Promise<{ pages: PageLayout[]; answers: string[] }> {
  // No named helper inside: tsx would wrap it in a __name() call the page does not have.
  const raw = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open("pincite");
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const [docs, pageRecords, answerRecords] = await Promise.all(
      ["documents", "pages", "answers"].map(
        (store) =>
          new Promise<Record<string, unknown>[]>((resolve, reject) => {
            const req = db.transaction(store).objectStore(store).getAll();
            req.onsuccess = () => resolve(req.result as Record<string, unknown>[]);
            req.onerror = () => reject(req.error);
          }),
      ),
    );
    const newest = docs.sort((a, b) => Number(b.addedAt) - Number(a.addedAt))[0]?.id;
    db.close();
    return {
      // Pages are kept in the page wire's form; its numbers cross to Node as a plain list.
      pages: pageRecords
        .filter((r) => r.docId === newest)
        .map((r) => {
          const wire = r.wire as { head: unknown; numbers: Float64Array; texts: string };
          return { head: wire.head, numbers: Array.from(wire.numbers), texts: wire.texts };
        }),
      answers: answerRecords
        .filter((r) => r.docId === newest)
        .sort((a, b) => Number(a.createdAt) - Number(b.createdAt))
        .map((r) => String(r.answerJson)),
    };
  });
  const pages = raw.pages.map((w) =>
    decodePage({ head: w.head as PageWire["head"], numbers: Float64Array.from(w.numbers), texts: w.texts }),
  );
  return { pages, answers: raw.answers };
}

/** Milliseconds of the app's last OCR run, once it has ended after `since` (page time). */
async function ocrRunMs(page: Page, since: number): Promise<number> {
  const handle = await page.waitForFunction(
    (t: number) => {
      const [start] = performance.getEntriesByName("pincite-ocr:start");
      const [end] = performance.getEntriesByName("pincite-ocr:end");
      return start && end && start.startTime > t && end.startTime > start.startTime
        ? end.startTime - start.startTime
        : false;
    },
    since,
    { timeout: 600_000, polling: 250 },
  );
  return Number(await handle.jsonValue());
}

/** Whether the answer cites the total-assets row at line precision, and states a figure poppler prints there. */
function judgeAnswer(json: string | undefined, doc: BenchDocument) {
  if (!json) return { line: false, exact: false, answer: "(no answer stored)" };
  const result = JSON.parse(json) as AskResult;
  const claim = result.answer.claims[0];
  const cite = claim?.citations[0];
  const figures = totalAssetsFigures(doc.file, doc.balanceSheet);
  const stated = [...(claim?.text ?? "").matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, "")));
  const line = !!cite && cite.page === 1 && cite.precision === "line" && /total assets/i.test(cite.quote ?? "");
  return { line, exact: line && stated.some((n) => figures.includes(n)), answer: claim?.text ?? "(abstained)" };
}

export async function measureOcr(
  set: string,
  count: number,
  deps: { spawn: typeof spawnFn; log: (line: string) => void },
): Promise<OcrBenchResult> {
  const docs = benchDocuments(set, count);
  if (!docs.length) throw new Error(`no development document of ${set} has a balance sheet and a prose page`);
  const dir = path.resolve("scratch", "ocr-bench");
  fs.mkdirSync(dir, { recursive: true });
  const scans = docs.map((d) => makeScan(d, dir));
  const port = Number(process.env.PINCITE_BENCH_PORT) || 4300 + Math.floor(Math.random() * 500);
  const stop = await startPreview(deps.spawn, port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const memory = startMemoryPeak();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const rows: OcrBenchResult["per_document"] = [];
    let [hits, total, low, unread] = [0, 0, 0, 0];
    for (const [i, doc] of docs.entries()) {
      const since = await page.evaluate(() => performance.now());
      const cpu0 = chromiumCpuMs();
      await page.getByTestId("file-input").setInputFiles(scans[i]);
      const ms = await ocrRunMs(page, since);
      const cpuMs = chromiumCpuMs() - cpu0;
      const { pages } = await stored(page);
      const read = pages.filter((p) => p.ocr);
      low += read.filter((p) => (p.confidence ?? 0) < 0.8).length;
      unread += pages.length - read.length;
      const words = [doc.balanceSheet, doc.prose].map((original, k) => {
        const text = pages.find((p) => p.page === k + 1)?.text ?? "";
        return recallCounts(popplerWords(doc.file, original), text.split(/\s+/).map(normWord).filter(Boolean));
      });
      const docHits = words.reduce((n, w) => n + w.hit, 0);
      const docTotal = words.reduce((n, w) => n + w.total, 0);
      [hits, total] = [hits + docHits, total + docTotal];
      const ask = page.getByLabel("Ask this document");
      await ask.fill(QUESTION);
      await ask.press("Enter");
      await page.getByTestId("answer").waitFor({ timeout: 120_000 });
      await page.waitForTimeout(500); // the answer is stored behind its display
      const answers = (await stored(page)).answers;
      const cited = judgeAnswer(answers[answers.length - 1], doc);
      const row = {
        name: doc.name,
        pages: [doc.balanceSheet, doc.prose],
        ocr_ms: Math.round(ms),
        cpu_ms: Math.round(cpuMs),
        word_recall: Math.round((docHits / Math.max(1, docTotal)) * 1000) / 1000,
        line_pincite: cited.line,
        figure_exact: cited.exact,
        answer: cited.answer,
      };
      rows.push(row);
      deps.log(
        `${doc.name} p. ${row.pages.join(", ")}: OCR ${row.ocr_ms} ms (CPU ${row.cpu_ms} ms), word recall ` +
          `${row.word_recall}, line pincite ${row.line_pincite ? "yes" : "no"}, figure ` +
          `${row.figure_exact ? "exact" : "misread"} (${row.answer.slice(0, 80)})`,
      );
    }
    const pages = rows.length * 2;
    return {
      documents: rows.length,
      pages,
      ms_per_page: Math.round(rows.reduce((n, r) => n + r.ocr_ms, 0) / pages),
      cpu_ms_per_page: Math.round(rows.reduce((n, r) => n + r.cpu_ms, 0) / pages),
      word_recall: Math.round((hits / Math.max(1, total)) * 1000) / 1000,
      line_precision: Math.round((rows.filter((r) => r.line_pincite).length / rows.length) * 1000) / 1000,
      figure_exact: Math.round((rows.filter((r) => r.figure_exact).length / rows.length) * 1000) / 1000,
      peak_mb: Math.round(memory.rssMb()),
      peak_pss_mb: Math.round(memory.pssMb()),
      low_confidence_pages: low,
      unread_pages: unread,
      per_document: rows,
    };
  } finally {
    memory.stop();
    await browser.close();
    stop();
  }
}

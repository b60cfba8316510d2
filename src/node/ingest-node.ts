/**
 * Ingest in Node: the same layout engines (PDFium first, pdf.js for files it refuses) and
 * core layout the browser workers run, on one thread. Used by the CLI, evals and tests.
 */
import type { DocumentLayout, PageLayout } from "../core/types";
import type { EngineName, EngineDocument } from "../../workers/engine/layout-engine";
import { openWithEngines } from "../../workers/engine/open-document";
import { documentOutcome, failedPage } from "../core/layout/page-layout";
import { withinBudget } from "../core/time-budget";
import { withPrintedLabels } from "../core/pages";
import { nodeEngines } from "./engines-node";
import { loadPdfJs } from "./pdfjs-node";
import { pagesForOcr } from "../core/ocr/ocr-plan";
import { ocrPages, ocrSourceOf } from "../core/ocr/ocr-run";
import { nodeOcrPool } from "./ocr-node";

export interface NodeIngestOptions {
  password?: string;
  /** A page that takes longer is marked failed (its work cannot be interrupted on one thread). */
  pageBudgetMs?: number;
  /** Lay out only these 1-based pages (the rest stay out of `pages`); all when absent. */
  pages?: number[];
  /** Pin one engine (benches, parity tests); by default PDFium, then pdf.js if it refuses. */
  engine?: EngineName;
  onPage?: (page: PageLayout, done: number, total: number) => void;
  /** Read pages without a usable text layer by OCR, as the app does (default true). */
  ocr?: boolean;
  /** Each page OCR read, as it is read. */
  onOcrPage?: (page: PageLayout, done: number, total: number) => void;
}

export interface NodeIngestResult {
  layout: DocumentLayout;
  engine: EngineName;
  timings: { open_ms: number; layout_ms: number; ocr_ms?: number };
  /** Pages OCR read (or tried), when there were any. */
  ocrPages?: number;
}

export async function ingestPdfInNode(bytes: Uint8Array, options: NodeIngestOptions = {}): Promise<NodeIngestResult> {
  const t0 = performance.now();
  // pdf.js, the second engine, loads in seconds under tsx (it is transformed off the main
  // thread): start it beside PDFium, once per process, so a file that needs it does not wait.
  if (options.engine !== "pdfium") void loadPdfJs().catch(() => undefined);
  const doc = await openWithEngines(nodeEngines(options.engine), bytes, { password: options.password });
  try {
    const info = await doc.info();
    const t1 = performance.now();
    const pages: PageLayout[] = [];
    const budget = options.pageBudgetMs ?? 10_000;
    const wanted =
      options.pages?.filter((n) => n >= 1 && n <= info.pageCount) ??
      Array.from({ length: info.pageCount }, (_, i) => i + 1);
    for (const n of wanted) {
      const page = await withinBudget(doc.layoutPage(n), budget, () =>
        failedPage(n, `Page ${n} took longer than ${budget} ms and was skipped.`),
      );
      pages.push(page);
      options.onPage?.(page, pages.length, wanted.length);
    }
    const t2 = performance.now();
    const ocred = options.ocr === false ? 0 : await ocrInPlace(doc, pages, options);
    const t3 = performance.now();
    // Printed labels need every page: a partial layout (tests, evals) goes without.
    const layout = options.pages ? { ...info, pages } : withPrintedLabels({ ...info, pages });
    const timings = { open_ms: t1 - t0, layout_ms: t2 - t1, ...(ocred ? { ocr_ms: t3 - t2 } : {}) };
    return { layout, engine: doc.engine, timings, ...(ocred ? { ocrPages: ocred } : {}) };
  } finally {
    await doc.close();
  }
}

/** Pages without a usable text layer, read by OCR and put in their places; the count read. */
async function ocrInPlace(doc: EngineDocument, pages: PageLayout[], options: NodeIngestOptions): Promise<number> {
  const targets = pagesForOcr(pages);
  const render = doc.renderGray?.bind(doc);
  if (!targets.length || !render) return 0;
  const pool = nodeOcrPool();
  try {
    const read = await ocrPages(targets, ocrSourceOf(render), pool.recognizers, { onPage: options.onOcrPage });
    const at = new Map(pages.map((p, i) => [p.page, i]));
    for (const page of read) pages[at.get(page.page)!] = page;
    return read.length;
  } finally {
    await pool.end();
  }
}

/** A document whose pages all came out without text is a scan: say so instead of indexing nothing. */
export function assertHasText(layout: DocumentLayout): void {
  const outcome = documentOutcome(layout);
  if (outcome) throw outcome;
}

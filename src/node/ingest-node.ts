/**
 * Ingest in Node: the same pdf.js adapter and core layout the browser workers run, on
 * one thread. Used by the CLI, evals and unit tests.
 */
import type { DocumentLayout, PageLayout } from "../core/types";
import { layoutPage } from "../../workers/pdf/layout-page";
import { closePdf, openPdf, readDocumentInfo } from "../../workers/pdf/pdf-document";
import { documentOutcome, failedPage } from "../core/layout/page-layout";
import { loadPdfJs, pdfJsAssetsDir } from "./pdfjs-node";
import { withinBudget } from "../core/time-budget";
import { withPrintedLabels } from "../core/pages";

export interface NodeIngestOptions {
  password?: string;
  /** A page that takes longer is marked failed (its work cannot be interrupted on one thread). */
  pageBudgetMs?: number;
  /** Lay out only these 1-based pages (the rest stay out of `pages`); all when absent. */
  pages?: number[];
  onPage?: (page: PageLayout, done: number, total: number) => void;
}

export interface NodeIngestResult {
  layout: DocumentLayout;
  timings: { open_ms: number; layout_ms: number };
}

export async function ingestPdfInNode(bytes: Uint8Array, options: NodeIngestOptions = {}): Promise<NodeIngestResult> {
  const pdfjs = await loadPdfJs();
  const t0 = performance.now();
  // pdf.js takes ownership of the buffer it is given; the caller keeps its own copy.
  const pdf = await openPdf(pdfjs, bytes.slice(), { password: options.password, assetsBase: pdfJsAssetsDir() });
  try {
    const info = await readDocumentInfo(pdf);
    const t1 = performance.now();
    const pages: PageLayout[] = [];
    const budget = options.pageBudgetMs ?? 10_000;
    const wanted =
      options.pages?.filter((n) => n >= 1 && n <= info.pageCount) ??
      Array.from({ length: info.pageCount }, (_, i) => i + 1);
    for (const n of wanted) {
      const page = await withinBudget(layoutPage(pdf, n), budget, () =>
        failedPage(n, `Page ${n} took longer than ${budget} ms and was skipped.`),
      );
      pages.push(page);
      options.onPage?.(page, pages.length, wanted.length);
    }
    const t2 = performance.now();
    // Printed labels need every page: a partial layout (tests, evals) goes without.
    const layout = options.pages ? { ...info, pages } : withPrintedLabels({ ...info, pages });
    return { layout, timings: { open_ms: t1 - t0, layout_ms: t2 - t1 } };
  } finally {
    await closePdf(pdf);
  }
}

/** A document whose pages all came out without text is a scan: say so instead of indexing nothing. */
export function assertHasText(layout: DocumentLayout): void {
  const outcome = documentOutcome(layout);
  if (outcome) throw outcome;
}

/**
 * Lays out a PDF over a pool of layout workers, one per core. Each worker opens its own
 * copy of the document and pulls the next page from a shared queue, so pages stream back
 * one by one in whatever order they finish. A watchdog terminates a worker stuck on a
 * page, marks that page failed and carries on with a fresh worker.
 *
 * Workers are kept warm between documents (loading pdf.js costs a few hundred ms) and
 * terminated after a minute idle; the pool never holds more than its size.
 */
import { IngestError } from "../core/errors";
import { withinBudget } from "../core/time-budget";
import { failedPage } from "../core/layout/page-layout";
import type { DocumentInfo, DocumentLayout, PageLayout } from "../core/types";
import type { EngineName } from "../../workers/engine/layout-engine";
import type { OpenedDocument, Result } from "../../workers/layout-worker";
import { PDFJS_ASSETS_BASE, spawnLayoutWorker, transferCopy, type LayoutWorkerHandle } from "./worker-bridge";

export interface LayoutProgress {
  done: number;
  total: number;
}

export interface LayoutOptions {
  password?: string;
  signal?: AbortSignal;
  /** A single page taking longer than this is abandoned and marked failed. */
  pageBudgetMs?: number;
  /** Opening the file (parsing its structure) must finish within this. */
  openBudgetMs?: number;
  /** The whole layout must finish within this; default 60 s plus 1 s a page. */
  documentBudgetMs?: number;
  /** Pin one layout engine (the layout bench compares them); PDFium with pdf.js fallback by default. */
  engine?: EngineName;
  onInfo?: (info: DocumentInfo, engine: EngineName) => void;
  onPage?: (page: PageLayout, progress: LayoutProgress) => void;
}

const DEFAULT_PAGE_BUDGET_MS = 8_000;
const DEFAULT_OPEN_BUDGET_MS = 10_000;
const IDLE_MS = 60_000;

export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(typeof navigator !== "undefined" ? navigator.hardwareConcurrency || 2 : 2, 4));
}

class LayoutPool {
  private idle: LayoutWorkerHandle[] = [];
  private live = new Set<LayoutWorkerHandle>();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly size: number) {}

  /** Start the workers (and compile PDFium in each) ahead of time, e.g. while a file is read. */
  warm(): void {
    while (this.live.size < this.size) {
      const handle = this.spawn();
      void handle.api.warm().catch(() => undefined);
      this.release(handle);
    }
  }

  take(): LayoutWorkerHandle {
    clearTimeout(this.idleTimer);
    return this.idle.pop() ?? this.spawn();
  }

  release(handle: LayoutWorkerHandle): void {
    if (!this.live.has(handle)) return;
    void handle.api.close().catch(() => undefined);
    this.idle.push(handle);
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.terminateAll(), IDLE_MS);
  }

  kill(handle: LayoutWorkerHandle): void {
    handle.terminate();
    this.live.delete(handle);
    this.idle = this.idle.filter((h) => h !== handle);
  }

  terminateAll(): void {
    for (const handle of [...this.live]) this.kill(handle);
  }

  private spawn(): LayoutWorkerHandle {
    const handle = spawnLayoutWorker();
    this.live.add(handle);
    return handle;
  }
}

export const layoutPool = new LayoutPool(defaultWorkerCount());

async function openIn(handle: LayoutWorkerHandle, bytes: Uint8Array, options: LayoutOptions, withInfo: boolean): Promise<OpenedDocument> {
  const budget = options.openBudgetMs ?? DEFAULT_OPEN_BUDGET_MS;
  const timedOut: Result<OpenedDocument> = { ok: false, error: new IngestError("timeout", "The file's structure could not be parsed in time.").toData() };
  const request = { password: options.password, assetsBase: PDFJS_ASSETS_BASE, withInfo, engine: options.engine };
  const result = await withinBudget<Result<OpenedDocument>>(handle.api.open(transferCopy(bytes), request), budget, () => timedOut);
  if (!result.ok) throw IngestError.fromData(result.error);
  return result.value;
}

/**
 * Lay out every page of a PDF. Resolves with all pages (failed ones marked), or rejects
 * with an IngestError (not a PDF, password, timeout, cancelled).
 */
export async function layoutDocument(bytes: Uint8Array, options: LayoutOptions = {}): Promise<DocumentLayout> {
  if (bytes.byteLength === 0) throw new IngestError("empty-file");
  const pool = layoutPool;
  const pageBudget = options.pageBudgetMs ?? DEFAULT_PAGE_BUDGET_MS;
  const held = new Set<LayoutWorkerHandle>();
  const take = () => {
    const h = pool.take();
    held.add(h);
    return h;
  };
  const kill = (h: LayoutWorkerHandle) => {
    pool.kill(h);
    held.delete(h);
  };
  let cancelled = false;
  let overBudget = false;
  let budgetTimer: ReturnType<typeof setTimeout> | undefined;
  const onAbort = () => {
    cancelled = true;
    for (const h of [...held]) kill(h); // hard cancel: a page in flight is not waited for
  };
  if (options.signal?.aborted) throw new IngestError("cancelled");
  const stopped = () => (overBudget ? new IngestError("timeout", "Laying out its pages took longer than this document's time budget.") : new IngestError("cancelled"));
  options.signal?.addEventListener("abort", onAbort, { once: true });

  try {
    const first = take();
    const opened = await openIn(first, bytes, options, true);
    const info = opened.info as DocumentInfo;
    // Every worker lays out with the engine the first one opened the file with, so a
    // file PDFium refuses is read by pdf.js throughout, never a mix of the two.
    options = { ...options, engine: opened.engine };
    options.onInfo?.(info, opened.engine);
    budgetTimer = setTimeout(() => {
      overBudget = true;
      onAbort();
    }, options.documentBudgetMs ?? 60_000 + 1_000 * info.pageCount);
    const pages: PageLayout[] = new Array(info.pageCount);
    let next = 1;
    let done = 0;

    const drain = async (initial: LayoutWorkerHandle) => {
      let handle = initial;
      while (next <= info.pageCount && !cancelled) {
        const n = next++;
        let stuck = false;
        const page = await withinBudget(handle.api.layoutPage(n), pageBudget, () => {
          stuck = true;
          return failedPage(n, `Page ${n} took longer than ${pageBudget / 1000} s and was skipped.`);
        }).catch((err: unknown) => failedPage(n, `Page ${n} could not be read (${err instanceof Error ? err.message : String(err)}).`));
        if (cancelled) return;
        pages[n - 1] = page;
        options.onPage?.(page, { done: ++done, total: info.pageCount });
        if (stuck) {
          kill(handle);
          if (next > info.pageCount) return;
          handle = take();
          await openIn(handle, bytes, options, false);
        }
      }
    };

    // The first worker starts on page 1 while the others are still opening their copies.
    const extra = Math.max(0, Math.min(pool.size - 1, info.pageCount - 1));
    const helpers = Array.from({ length: extra }, async () => {
      const handle = take();
      try {
        await openIn(handle, bytes, options, false);
      } catch {
        return kill(handle); // the first worker opened this file, so it still finishes the job
      }
      await drain(handle);
    });
    await Promise.all([drain(first), ...helpers]);
    if (cancelled) throw stopped();
    return { ...info, pages };
  } catch (err) {
    // After a failed open pdf.js's state in that worker is not to be trusted (a timed-out
    // worker may still be spinning on the file): never reuse it.
    for (const h of [...held]) kill(h);
    throw cancelled ? stopped() : err;
  } finally {
    clearTimeout(budgetTimer);
    options.signal?.removeEventListener("abort", onAbort);
    for (const h of held) pool.release(h);
  }
}

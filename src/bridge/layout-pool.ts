/**
 * Lays out a PDF over a pool of layout workers, one per core. Each worker opens its own
 * copy of the document and pulls the next page from a shared queue, so pages stream out
 * one by one in whatever order they finish: to a sink (the reading worker) when one is
 * given, this thread hearing only each page's status. A watchdog terminates a worker
 * stuck on a page, marks that page failed and carries on with a fresh worker.
 *
 * Workers are kept warm between documents (loading pdf.js costs a few hundred ms) and
 * terminated after a minute idle; the pool never holds more than its size.
 */
import { IngestError } from "../core/errors";
import type { DocumentInfo } from "../core/types";
import { LayoutJob } from "./layout-job";
import { openIn, type LayoutOptions, type PageSlot } from "./layout-open";
import { spawnLayoutWorker, type LayoutWorkerHandle } from "./worker-bridge";

export type { EngineName, LayoutOptions, LayoutProgress, PageSink, PageSlot } from "./layout-open";

/** A document laid out: its pages, or where a page went to the sink, its status. */
export type LaidOut = DocumentInfo & { pages: PageSlot[] };

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

  /** Ends the workers waiting idle (their PDFium heaps with them), e.g. while OCR needs the memory. */
  endIdle(): void {
    for (const handle of [...this.idle]) this.kill(handle);
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

/**
 * Lay out every page of a PDF. Resolves once every page is laid out (failed ones marked;
 * with a sink, pages that went there are given by their status), or rejects with an
 * IngestError (not a PDF, password, timeout, cancelled).
 */
export async function layoutDocument(
  signal: AbortSignal,
  bytes: Uint8Array,
  options: LayoutOptions = {},
): Promise<LaidOut> {
  if (bytes.byteLength === 0) throw new IngestError("empty-file");
  if (signal.aborted) throw new IngestError("cancelled");
  const job = new LayoutJob(layoutPool, bytes, options);
  let budgetTimer: ReturnType<typeof setTimeout> | undefined;
  let pageCount = 0;
  signal.addEventListener("abort", job.stop, { once: true });
  try {
    const first = job.take();
    const helpers = job.openHelpers();
    const opened = await openIn(first, bytes, options, true);
    const info = opened.info as DocumentInfo;
    pageCount = info.pageCount;
    // Every worker lays out with the engine the first one opened the file with, so a
    // file PDFium refuses is read by pdf.js throughout, never a mix of the two.
    job.pinEngine(opened.engine);
    options.onInfo?.(info, opened.engine);
    budgetTimer = setTimeout(
      () => {
        job.overBudget = true;
        job.stop();
      },
      options.documentBudgetMs ?? 60_000 + 1_000 * info.pageCount,
    );
    return { ...info, pages: await job.run(first, info, helpers) };
  } catch (err) {
    // After a failed open pdf.js's state in that worker is not to be trusted (a timed-out
    // worker may still be spinning on the file): never reuse it.
    for (const h of [...job.held]) job.kill(h);
    throw job.cancelled ? job.stoppedError() : err;
  } finally {
    clearTimeout(budgetTimer);
    signal.removeEventListener("abort", job.stop);
    job.handBack(pageCount);
  }
}

/**
 * One PDF laid out over the layout workers: every worker opens its own copy and takes the
 * next page from one queue; a worker stuck on a page past its budget is terminated, the
 * page marked failed, and a fresh worker carries on. Cancelling or running past the
 * document's budget terminates every worker it holds at once.
 */
import { IngestError } from "../core/errors";
import { failedPage } from "../core/layout/page-layout";
import { withinBudget } from "../core/time-budget";
import type { DocumentInfo, PageLayout } from "../core/types";
import type { PageAnswer } from "../../workers/layout-worker";
import { decodePage, isPageWire } from "../core/layout/page-wire";
import { openIn, type EngineName, type LayoutOptions, type PageSlot } from "./layout-open";
import type { LayoutWorkerHandle } from "./worker-bridge";

const DEFAULT_PAGE_BUDGET_MS = 8_000;

/**
 * After a document this long its workers are ended rather than kept warm: each one's heaps
 * grew with the pages it read (PDFium's wasm memory is never given back), some 50 MB a
 * worker over a thousand pages, which would be held while the tree is built and the
 * document stored. The next ingest starts fresh workers while its file is read.
 */
export const LONG_DOCUMENT_PAGES = 500;

/** Where a job gets its workers (the layout pool). */
export interface WorkerSource {
  readonly size: number;
  take(): LayoutWorkerHandle;
  /** Kept warm for the next document. */
  release(handle: LayoutWorkerHandle): void;
  kill(handle: LayoutWorkerHandle): void;
}

/** A worker that has opened the file, and with which engine. */
interface Helper {
  handle: LayoutWorkerHandle;
  engine: EngineName;
}

/** One document's layout over the pool: the workers it holds, the page queue, and whether it was stopped. */
export class LayoutJob {
  readonly held = new Set<LayoutWorkerHandle>();
  cancelled = false;
  overBudget = false;
  private next = 1;
  private done = 0;
  private readonly pageBudget: number;

  constructor(
    private readonly pool: WorkerSource,
    private readonly bytes: Uint8Array,
    private options: LayoutOptions,
  ) {
    this.pageBudget = options.pageBudgetMs ?? DEFAULT_PAGE_BUDGET_MS;
  }

  /** Every helper opens the file with the engine the first worker opened it with. */
  pinEngine(engine: EngineName): void {
    this.options = { ...this.options, engine };
  }

  take(): LayoutWorkerHandle {
    const h = this.pool.take();
    this.held.add(h);
    return h;
  }

  /** Terminates a worker this job holds; once only (a helper's failed open may follow a stop). */
  kill(h: LayoutWorkerHandle): void {
    if (!this.held.delete(h)) return;
    this.pool.kill(h);
  }

  /**
   * Gives the workers back to the pool once the job is over, or ends them after a document of
   * `pageCount` pages of at least LONG_DOCUMENT_PAGES. A worker given back is the pool's again:
   * nothing of this job may kill it.
   */
  handBack(pageCount: number): void {
    const end = pageCount >= LONG_DOCUMENT_PAGES;
    for (const h of this.held) {
      if (end) this.pool.kill(h);
      else this.pool.release(h);
    }
    this.held.clear();
  }

  /** Hard cancel: a page in flight is not waited for. */
  readonly stop = (): void => {
    this.cancelled = true;
    for (const h of [...this.held]) this.kill(h);
  };

  stoppedError(): IngestError {
    return this.overBudget
      ? new IngestError("timeout", "Laying out its pages took longer than this document's time budget.")
      : new IngestError("cancelled");
  }

  /**
   * The other workers of the pool, each opening its copy of the file now, beside the first
   * worker rather than after it: the engine is not pinned yet, so `run` opens again one
   * that ended on another engine than the first. A helper that cannot open is dropped.
   */
  openHelpers(): Promise<Helper | null>[] {
    return Array.from({ length: this.pool.size - 1 }, async () => {
      const handle = this.take();
      try {
        return { handle, engine: (await openIn(handle, this.bytes, this.options, false)).engine };
      } catch {
        this.kill(handle); // the first worker opens this file, so it still finishes the job
        return null;
      }
    });
  }

  /** Every page, laid out by `first` and the `helpers` the page count needs (the others stay idle). */
  async run(
    first: LayoutWorkerHandle,
    info: DocumentInfo,
    helpers: Promise<Helper | null>[] = this.openHelpers(),
  ): Promise<PageSlot[]> {
    const pages: PageSlot[] = new Array(info.pageCount);
    const wanted = Math.max(0, info.pageCount - 1);
    // Helpers the page count leaves idle are still waited for, so no open outlives the job.
    const helping = helpers.map(async (opening, i) => {
      const helper = await opening;
      if (!helper || this.cancelled || i >= wanted) return;
      if (this.options.engine && helper.engine !== this.options.engine) {
        try {
          await openIn(helper.handle, this.bytes, this.options, false);
        } catch {
          return this.kill(helper.handle);
        }
      }
      await this.drain(helper.handle, info, pages);
    });
    await Promise.all([this.drain(first, info, pages), ...helping]);
    if (this.cancelled) throw this.stoppedError();
    return pages;
  }

  /** The next page never handed out. */
  private nextPage(pageCount: number): number | undefined {
    return this.next <= pageCount ? this.next++ : undefined;
  }

  /**
   * Takes pages from the shared queue, with the worker's next page already queued behind
   * the one it is on: it goes on at once instead of idling until the main thread (busy on
   * a small machine) has heard of the last page and asked again. A worker stuck on a page
   * is replaced by a fresh one, which is given the page queued behind.
   */
  private async drain(initial: LayoutWorkerHandle, info: DocumentInfo, pages: PageSlot[]): Promise<void> {
    let handle = initial;
    let n = this.nextPage(info.pageCount);
    let request = n === undefined ? undefined : handle.api.layoutPage(n);
    while (n !== undefined && request !== undefined && !this.cancelled) {
      const next = this.nextPage(info.pageCount);
      let queued = next === undefined ? undefined : handle.api.layoutPage(next);
      const { slot, stuck } = await this.layOut(n, request);
      if (this.cancelled) return;
      pages[n - 1] = slot;
      this.options.onProgress?.({ done: ++this.done, total: info.pageCount }, "sent" in slot ? slot.sent : slot.status);
      if (stuck) {
        this.kill(handle);
        queued?.catch(() => undefined); // the worker is gone; its answer never comes
        if (next === undefined) return;
        handle = this.take();
        await openIn(handle, this.bytes, this.options, false);
        queued = handle.api.layoutPage(next);
      }
      [n, request] = [next, queued];
    }
  }

  /** Page `n` from its request; its budget runs from now, when the worker gets to it. */
  private async layOut(n: number, request: Promise<PageAnswer>): Promise<{ slot: PageSlot; stuck: boolean }> {
    const budget = this.pageBudget;
    let stuck = false;
    // A failed page is made here as an object: only what a worker sent is decoded.
    const got = await withinBudget<PageAnswer | PageLayout>(request, budget, () => {
      stuck = true;
      return failedPage(n, `Page ${n} took longer than ${budget / 1000} s and was skipped.`);
    }).catch((err: unknown) =>
      failedPage(n, `Page ${n} could not be read (${err instanceof Error ? err.message : String(err)}).`),
    );
    if (isPageWire(got)) return { slot: decodePage(got), stuck };
    return { slot: "sent" in got ? { page: n, sent: got.sent } : got, stuck };
  }
}

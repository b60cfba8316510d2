/**
 * Lays out a PDF over a pool of layout workers, one per core. Each worker opens its own
 * copy of the document and pulls the next page from a shared queue, so pages stream back
 * one by one in whatever order they finish. A watchdog terminates a worker stuck on a
 * page, marks that page failed and carries on with a fresh worker. All workers are
 * terminated when the ingest ends, so nothing lingers between documents.
 */
import { IngestError } from "../core/errors";
import { failedPage } from "../core/layout/page-layout";
import type { DocumentInfo, DocumentLayout, PageLayout } from "../core/types";
import type { Result } from "../../workers/layout-worker";
import { PDFJS_ASSETS_BASE, spawnLayoutWorker, transferCopy, type LayoutWorkerHandle } from "./worker-bridge";

export interface LayoutProgress {
  done: number;
  total: number;
}

export interface LayoutOptions {
  password?: string;
  signal?: AbortSignal;
  /** Workers to use; defaults to the machine's cores (at most 4). */
  workers?: number;
  /** A single page taking longer than this is abandoned and marked failed. */
  pageBudgetMs?: number;
  /** Opening the file (parsing its structure) must finish within this. */
  openBudgetMs?: number;
  onInfo?: (info: DocumentInfo) => void;
  onPage?: (page: PageLayout, progress: LayoutProgress) => void;
}

const DEFAULT_PAGE_BUDGET_MS = 8_000;
const DEFAULT_OPEN_BUDGET_MS = 10_000;

export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(typeof navigator !== "undefined" ? navigator.hardwareConcurrency || 2 : 2, 4));
}

/** Resolve with the work's result, or with `onTimeout()` after `ms` (and run it). */
function race<T>(work: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(onTimeout()), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function openIn(handle: LayoutWorkerHandle, bytes: Uint8Array, options: LayoutOptions, withInfo: boolean, budget: number): Promise<DocumentInfo | null> {
  const TIMED_OUT: Result<DocumentInfo | null> = { ok: false, error: new IngestError("timeout", "The file's structure could not be parsed in time.").toData() };
  const result: Result<DocumentInfo | null> = await race<Result<DocumentInfo | null>>(handle.api.open(transferCopy(bytes), { password: options.password, assetsBase: PDFJS_ASSETS_BASE, withInfo }), budget, () => TIMED_OUT);
  if (!result.ok) throw IngestError.fromData(result.error);
  return result.value;
}

export async function layoutDocument(bytes: Uint8Array, options: LayoutOptions = {}): Promise<DocumentLayout> {
  const pageBudget = options.pageBudgetMs ?? DEFAULT_PAGE_BUDGET_MS;
  const openBudget = options.openBudgetMs ?? DEFAULT_OPEN_BUDGET_MS;
  if (bytes.byteLength === 0) throw new IngestError("empty-file");
  const live = new Set<LayoutWorkerHandle>();
  const spawn = () => {
    const handle = spawnLayoutWorker();
    live.add(handle);
    return handle;
  };
  const kill = (handle: LayoutWorkerHandle) => {
    handle.terminate();
    live.delete(handle);
  };
  const cancelled = new Promise<never>((_, reject) => {
    const abort = () => reject(new IngestError("cancelled"));
    if (options.signal?.aborted) abort();
    options.signal?.addEventListener("abort", abort, { once: true });
  });
  cancelled.catch(() => undefined);

  const run = async (): Promise<DocumentLayout> => {
    const first = spawn();
    const info = (await openIn(first, bytes, options, true, openBudget)) as DocumentInfo;
    options.onInfo?.(info);
    const pages: PageLayout[] = new Array(info.pageCount);
    let next = 1;
    let done = 0;

    const drain = async (initial: LayoutWorkerHandle) => {
      let handle = initial;
      while (next <= info.pageCount) {
        const n = next++;
        let stuck = false;
        const page = await race(handle.api.layoutPage(n), pageBudget, () => {
          stuck = true;
          return failedPage(n, `Page ${n} took longer than ${pageBudget / 1000} s and was skipped.`);
        }).catch((err: unknown) => failedPage(n, `Page ${n} could not be read (${err instanceof Error ? err.message : String(err)}).`));
        pages[n - 1] = page;
        options.onPage?.(page, { done: ++done, total: info.pageCount });
        if (stuck) {
          kill(handle);
          if (next > info.pageCount) return;
          handle = spawn();
          await openIn(handle, bytes, options, false, openBudget);
        }
      }
    };

    // The first worker starts on page 1 while the others are still opening their copies.
    const extra = Math.max(0, Math.min((options.workers ?? defaultWorkerCount()) - 1, info.pageCount - 1));
    const helpers = Array.from({ length: extra }, async () => {
      const handle = spawn();
      try {
        await openIn(handle, bytes, options, false, openBudget);
      } catch {
        kill(handle); // the first worker opened this file, so it still finishes the job
        return;
      }
      await drain(handle);
    });
    await Promise.all([drain(first), ...helpers]);
    return { ...info, pages };
  };

  try {
    return await Promise.race([run(), cancelled]);
  } finally {
    for (const handle of [...live]) kill(handle);
  }
}

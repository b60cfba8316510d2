/**
 * The layout job's page queue over stand-in workers: every page laid out exactly once,
 * each worker with its next page queued behind the one it is on (never more), and a
 * worker stuck on a page replaced, that page marked failed and the page queued behind it
 * laid out by the fresh worker. (A .tsx file only so it runs in the DOM project, where the
 * bridge's browser globals exist.)
 */
import { describe, expect, it } from "vitest";
import { encodePage } from "../core/layout/page-wire";
import { textDocument } from "../core/text/text-layout";
import type { DocumentInfo, PageLayout } from "../core/types";
import type { PageAnswer } from "../../workers/layout-worker";
import { LayoutJob, LONG_DOCUMENT_PAGES, type WorkerSource } from "./layout-job";
import type { PageSlot } from "./layout-open";
import type { LayoutWorkerHandle } from "./worker-bridge";

const { layout } = textDocument("markdown", "# Notes\n\nRevenue rose.", null);
const info: DocumentInfo = { ...layout, pageCount: 12 };

/** The slots laid out on this thread (every one, when the workers were given no page port). */
const here = (slots: PageSlot[]): PageLayout[] => slots.filter((s): s is PageLayout => !("sent" in s));

interface FakeWorker {
  handle: LayoutWorkerHandle;
  asked: number[];
  mostInFlight: number;
  killed: boolean;
  /** Given back to the pool to be kept warm. */
  released: boolean;
  /** The page port it was opened with, if any: then it answers with the page's status only. */
  port?: MessagePort;
  /** The engine each open asked for (undefined: not pinned). */
  opens: (string | undefined)[];
}

/**
 * Workers that lay a page out after `ms`; the first worker asked for page `stuckOn` never
 * answers; an open that pins no engine ends on `unpinned`.
 */
function fakePool(stuckOn?: number, ms = 2, unpinned = "pdfium"): WorkerSource & { workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  let stuckOnce = false;
  const spawn = (): FakeWorker => {
    let inFlight = 0;
    const worker: FakeWorker = {
      asked: [],
      mostInFlight: 0,
      killed: false,
      released: false,
      opens: [],
      handle: undefined!,
    };
    const layoutPage = (n: number) => {
      worker.asked.push(n);
      worker.mostInFlight = Math.max(worker.mostInFlight, ++inFlight);
      if (n === stuckOn && !stuckOnce) return ((stuckOnce = true), new Promise<PageAnswer>(() => undefined));
      // One page at a time, as the worker's serial queue runs them.
      const answer = (): PageAnswer => (worker.port ? { sent: "ok" } : encodePage({ ...layout.pages[0], page: n }));
      return new Promise<PageAnswer>((resolve) => setTimeout(() => (inFlight--, resolve(answer())), ms * inFlight));
    };
    const open = async (_bytes: Uint8Array, request: { pages?: MessagePort; engine?: string }) => {
      worker.port = request.pages;
      worker.opens.push(request.engine);
      return { ok: true, value: { engine: request.engine ?? unpinned, info: null } };
    };
    worker.handle = { api: { layoutPage, open }, terminate: () => undefined } as unknown as LayoutWorkerHandle;
    workers.push(worker);
    return worker;
  };
  return {
    size: 2,
    workers,
    take: () => spawn().handle,
    release: (h) => void (workers.find((w) => w.handle === h)!.released = true),
    kill: (h) => void (workers.find((w) => w.handle === h)!.killed = true),
  };
}

describe("layout job", () => {
  it("lays every page out once, with one page queued behind each worker's current one", async () => {
    const pool = fakePool();
    const job = new LayoutJob(pool, new Uint8Array(8), {});
    const pages = here(await job.run(pool.take(), info));
    expect(pages.map((p) => p.page)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(pool.workers.flatMap((w) => w.asked).sort((a, b) => a - b)).toEqual(pages.map((p) => p.page));
    expect(pool.workers.length).toBeGreaterThan(0);
    expect(pool.workers.every((w) => w.mostInFlight <= 2)).toBe(true);
    expect(pool.workers.some((w) => w.mostInFlight === 2)).toBe(true);
  });

  it("replaces a worker stuck on a page, marks that page failed and lays out the page queued behind it", async () => {
    const pool = fakePool(3);
    const job = new LayoutJob(pool, new Uint8Array(8), { pageBudgetMs: 50 });
    const slots = await job.run(pool.take(), info);
    expect(slots).toHaveLength(12);
    const pages = here(slots);
    expect(pages).toHaveLength(12);
    expect(pages.filter((p) => p.status === "failed").map((p) => [p.page, p.error])).toEqual([
      [3, "Page 3 took longer than 0.05 s and was skipped."],
    ]);
    const stuck = pool.workers.find((w) => w.asked.includes(3))!;
    expect(stuck.killed).toBe(true);
    const behind = stuck.asked[stuck.asked.indexOf(3) + 1];
    expect(behind).toBeDefined();
    expect(pool.workers.filter((w) => w.asked.includes(behind))).toHaveLength(2);
    expect(pages[behind - 1].status).toBe("ok");
  });

  it(
    "with a page sink, opens every worker (a fresh one " + "too) with its own port and keeps only the failed page",
    async () => {
      const ports: MessagePort[] = [];
      const sink = { port: () => (ports.push(new MessageChannel().port1), ports[ports.length - 1]) };
      const pool = fakePool(3);
      const job = new LayoutJob(pool, new Uint8Array(8), { pageBudgetMs: 50, sink });
      const first = pool.take();
      await first.api.open(new Uint8Array(8), { assetsBase: "", withInfo: true, pages: sink.port() });
      const slots = await job.run(first, info);
      expect(slots.map((s) => s.page)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      expect(here(slots).map((p) => [p.page, p.status])).toEqual([[3, "failed"]]);
      expect(slots.filter((s) => "sent" in s && s.sent === "ok")).toHaveLength(11);
      expect(pool.workers).toHaveLength(3);
      expect(pool.workers.map((w) => ports.indexOf(w.port!))).toEqual([0, 1, 2]);
      expect(new Set(ports).size).toBe(3);
    },
  );

  it("opens a helper beside the first worker, and again when it ended on another engine than the first", async () => {
    const pool = fakePool(undefined, 2, "pdfjs");
    const job = new LayoutJob(pool, new Uint8Array(8), {});
    const first = job.take();
    const helpers = job.openHelpers();
    job.pinEngine("pdfium"); // as the first worker's open found it
    const slots = await job.run(first, info, helpers);
    expect(here(slots).map((p) => p.page)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(pool.workers).toHaveLength(2);
    expect(pool.workers[1].opens).toEqual([undefined, "pdfium"]);
    expect(pool.workers[1].asked.length).toBeGreaterThan(0);
  });

  it("keeps its workers warm after a short document and ends them after a long one", async () => {
    for (const [pageCount, ended] of [
      [12, false],
      [LONG_DOCUMENT_PAGES, true],
    ] as const) {
      const pool = fakePool();
      const job = new LayoutJob(pool, new Uint8Array(8), {});
      const first = job.take();
      const slots = await job.run(first, { ...info, pageCount });
      expect(slots).toHaveLength(pageCount);
      job.handBack(pageCount);
      expect(pool.workers).toHaveLength(2);
      expect(pool.workers.map((w) => [w.killed, w.released])).toEqual([
        [ended, !ended],
        [ended, !ended],
      ]);
      expect(job.held.size).toBe(0);
    }
  });
});

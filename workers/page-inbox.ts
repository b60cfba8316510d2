/**
 * The pages of one ingest as they arrive in the reading worker, straight from the layout
 * workers over one MessagePort each (the main thread only counts them). Pages are decoded
 * on arrival, so the tree builder holds them all when layout ends; their wires are kept
 * until the main thread has taken them for the document it shows.
 *
 * Ports deliver in order, but not in order with the main thread's calls: a page the main
 * thread has heard of may still be on its way here, so the calls that need every page
 * wait for the stragglers, for a bounded time. The worker receives one ingest at a time
 * (`receiveFrom`, `takePages` below).
 */
import { decodePage, type PageWire } from "../src/core/layout/page-wire";
import { withinBudget } from "../src/core/time-budget";
import type { PageLayout } from "../src/core/types";

/** How long the stragglers are waited for: every page was posted before the main thread heard of it. */
const ARRIVAL_BUDGET_MS = 10_000;

const notArrived = () => new Error("The pages of this document did not all arrive.");

export class PageInbox {
  private readonly pages: PageLayout[] = [];
  private wires: (PageWire | undefined)[] = [];
  private readonly waiting = new Set<() => void>();

  constructor(
    readonly key: string,
    private readonly arrivalBudgetMs = ARRIVAL_BUDGET_MS,
  ) {}

  listen(port: MessagePort): void {
    port.onmessage = (event: MessageEvent<PageWire>) => this.add(event.data);
  }

  private add(wire: PageWire): void {
    const page = decodePage(wire);
    this.pages[page.page - 1] = page;
    this.wires[page.page - 1] = wire;
    for (const wake of this.waiting) wake();
  }

  /**
   * All `pageCount` pages, those `made` on the main thread (pages that failed there) in
   * their places, once every other one has arrived; rejects when some never do.
   */
  async complete(pageCount: number, made: readonly PageLayout[]): Promise<PageLayout[]> {
    const pages = this.pages.slice(0, pageCount);
    for (const page of made) pages[page.page - 1] = page;
    const missing = () => {
      for (let i = 0; i < pageCount; i++) if (!pages[i] && !this.pages[i]) return true;
      return false;
    };
    if (missing()) await this.arrival(missing);
    for (let i = 0; i < pageCount; i++) pages[i] ??= this.pages[i];
    return pages;
  }

  /**
   * The wire of every page not `made` on the main thread (null in their places), for
   * the main thread's copy of the document; given once, then dropped here.
   */
  async takeWires(pageCount: number, made: readonly PageLayout[]): Promise<(PageWire | null)[]> {
    await this.complete(pageCount, made);
    const wires = this.wires;
    this.wires = [];
    const mine = new Set(made.map((p) => p.page));
    return Array.from({ length: pageCount }, (_, i) => (mine.has(i + 1) ? null : (wires[i] ?? null)));
  }

  private async arrival(missing: () => boolean): Promise<void> {
    let wake = () => {};
    const arrived = new Promise<boolean>((resolve) => {
      wake = () => void (missing() || resolve(true));
      this.waiting.add(wake);
    });
    const inTime = await withinBudget(arrived, this.arrivalBudgetMs, () => false).finally(() =>
      this.waiting.delete(wake),
    );
    if (!inTime) throw notArrived();
  }
}

/** The ingest whose pages this worker is receiving; a new key drops an abandoned one's. */
let receiving: PageInbox | null = null;

/** Listen on a layout worker's page port for the ingest `key`. */
export function receiveFrom(key: string, port: MessagePort): void {
  if (receiving?.key !== key) receiving = new PageInbox(key);
  receiving.listen(port);
}

/** The inbox of ingest `key`; there is none when this worker was started after that ingest began. */
export function inboxOf(key: string): PageInbox {
  if (receiving?.key !== key) throw notArrived();
  return receiving;
}

/** Every page of `key` (see `complete`), after which its inbox is dropped. */
export async function takePages(key: string, pageCount: number, made: readonly PageLayout[]): Promise<PageLayout[]> {
  const inbox = inboxOf(key);
  try {
    return await inbox.complete(pageCount, made);
  } finally {
    if (receiving === inbox) receiving = null;
  }
}

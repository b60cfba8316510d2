/**
 * The one place the UI side creates workers and wraps them with Comlink. Everything else
 * talks to workers through the small handles made here.
 */
import * as Comlink from "comlink";
import type { ReadingWorkerApi } from "../../workers/reading-worker";
import { PendingReplies } from "./pending-replies";
import type { LayoutWorkerApi, PageAnswer, PageReply, PageRequest } from "../../workers/layout-worker";

export interface WorkerHandle<Api> {
  api: Comlink.Remote<Api>;
  terminate(): void;
}

/** The layout worker's calls made through Comlink (each returns a promise already). */
type LayoutCalls = {
  [K in "open" | "close" | "renderGray"]: (...args: Parameters<LayoutWorkerApi[K]>) => ReturnType<LayoutWorkerApi[K]>;
} & {
  /** The warm-up, told where pdf.js's files are served as `open` is. */
  warm(): ReturnType<LayoutWorkerApi["warm"]>;
};

/** A layout worker: its calls through Comlink, but `layoutPage` over its own port (see `pageRequests`). */
export interface LayoutWorkerHandle {
  api: LayoutCalls & { layoutPage(pageNumber: number): Promise<PageAnswer> };
  terminate(): void;
}
export type ReadingWorkerHandle = WorkerHandle<ReadingWorkerApi>;

function wrapWorker<Api>(worker: Worker): WorkerHandle<Api> {
  const api = Comlink.wrap<Api>(worker);
  return {
    api,
    terminate() {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/**
 * Page requests to a layout worker as plain messages on a port of their own: a Comlink
 * call a page ran Comlink's proxy and wire code on this thread thousands of times a
 * session, enough for V8 to compile and keep optimised code for it. A request the worker
 * fails is rejected with its message, as a Comlink call was.
 */
function pageRequests(port: MessagePort): (pageNumber: number) => Promise<PageAnswer> {
  const pending = new PendingReplies<PageAnswer>();
  port.onmessage = ({ data: reply }: MessageEvent<PageReply>) => {
    if (!pending.has(reply?.seq)) return;
    if ("error" in reply) pending.reject(reply.seq, new Error(reply.error));
    else pending.resolve(reply.seq, reply.answer);
  };
  return (page) => pending.request((seq) => port.postMessage({ seq, page } satisfies PageRequest)).reply;
}

// Each `new Worker(new URL(...))` stays literal: that is how the bundler finds the entry.
export function spawnLayoutWorker(): LayoutWorkerHandle {
  const worker = new Worker(new URL("../../workers/layout-worker.ts", import.meta.url), {
    type: "module",
    name: "pincite-layout",
  });
  const { api, terminate } = wrapWorker<LayoutWorkerApi>(worker);
  const { port1, port2 } = new MessageChannel();
  void api.servePages(Comlink.transfer(port2, [port2]));
  return {
    api: {
      warm: () => api.warm(PDFJS_ASSETS_BASE),
      open: (...args) => api.open(...args),
      close: () => api.close(),
      renderGray: (...args) => api.renderGray(...args),
      layoutPage: pageRequests(port1),
    },
    terminate() {
      port1.close();
      terminate();
    },
  };
}

export function spawnReadingWorker(): ReadingWorkerHandle {
  return wrapWorker(
    new Worker(new URL("../../workers/reading-worker.ts", import.meta.url), {
      type: "module",
      name: "pincite-reading",
    }),
  );
}

/** Where pdf.js's wasm decoders, CMaps and standard fonts are served (see vite.config.ts). */
export const PDFJS_ASSETS_BASE = new URL(`${import.meta.env.BASE_URL}pdfjs/`, self.location.href).href;

/** Wraps a callback so the worker can call it back on this side (a function cannot be cloned). */
export function proxyCallback<Args extends unknown[], R>(fn: (...args: Args) => R): (...args: Args) => R {
  return Comlink.proxy(fn);
}

/** Transfer a copy so the caller's bytes stay usable (a transferred buffer is detached). */
export function transferCopy(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  return Comlink.transfer(copy, [copy.buffer]);
}

/** `value` sent with `transfers` moved rather than copied (e.g. a MessagePort inside an options object). */
export function withTransfer<T>(value: T, transfers: Transferable[]): T {
  return Comlink.transfer(value, transfers);
}

/**
 * The one place the UI side creates workers and wraps them with Comlink. Everything else
 * talks to workers through the small handles made here.
 */
import * as Comlink from "comlink";
import type { ReadingWorkerApi } from "../../workers/reading-worker";
import type { LayoutWorkerApi } from "../../workers/layout-worker";

export interface WorkerHandle<Api> {
  api: Comlink.Remote<Api>;
  terminate(): void;
}

export type LayoutWorkerHandle = WorkerHandle<LayoutWorkerApi>;
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

// Each `new Worker(new URL(...))` stays literal: that is how the bundler finds the entry.
export function spawnLayoutWorker(): LayoutWorkerHandle {
  return wrapWorker(
    new Worker(new URL("../../workers/layout-worker.ts", import.meta.url), { type: "module", name: "pincite-layout" }),
  );
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

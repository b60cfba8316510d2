/**
 * The one place the UI side creates workers and wraps them with Comlink. Everything else
 * talks to workers through the small handles made here.
 */
import * as Comlink from "comlink";
import type { IndexWorkerApi } from "../../workers/index-worker";
import type { LayoutWorkerApi } from "../../workers/layout-worker";

export interface LayoutWorkerHandle {
  api: Comlink.Remote<LayoutWorkerApi>;
  terminate(): void;
}

export function spawnLayoutWorker(): LayoutWorkerHandle {
  const worker = new Worker(new URL("../../workers/layout-worker.ts", import.meta.url), { type: "module", name: "pincite-layout" });
  const api = Comlink.wrap<LayoutWorkerApi>(worker);
  return {
    api,
    terminate() {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

export interface IndexWorkerHandle {
  api: Comlink.Remote<IndexWorkerApi>;
  terminate(): void;
}

export function spawnIndexWorker(): IndexWorkerHandle {
  const worker = new Worker(new URL("../../workers/index-worker.ts", import.meta.url), { type: "module", name: "pincite-index" });
  const api = Comlink.wrap<IndexWorkerApi>(worker);
  return {
    api,
    terminate() {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/** Where pdf.js's wasm decoders, CMaps and standard fonts are served (see vite.config.ts). */
export const PDFJS_ASSETS_BASE = new URL(`${import.meta.env.BASE_URL}pdfjs/`, self.location.href).href;

/** Transfer a copy so the caller's bytes stay usable (a transferred buffer is detached). */
export function transferCopy(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  return Comlink.transfer(copy, [copy.buffer]);
}

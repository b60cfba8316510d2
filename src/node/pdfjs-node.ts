/**
 * pdf.js for Node 20. pdfjs-dist 6 targets Node 22 and uses two newer built-ins;
 * both are small and exactly specified, so we supply them before loading the legacy
 * build (the one meant for non-browser runtimes).
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { PdfJs } from "../../workers/pdf/pdf-document";
import { isPdfJsException } from "../../workers/pdf/pdfjs-rejections";

function polyfill(): void {
  const P = Promise as unknown as { withResolvers?: unknown };
  if (typeof P.withResolvers !== "function") {
    P.withResolvers = function withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    };
  }
  const proto = ArrayBuffer.prototype as unknown as { transferToFixedLength?: unknown; transfer?: unknown };
  if (typeof proto.transferToFixedLength !== "function") {
    // A copy instead of a zero-copy move: same result for callers, which drop the source.
    proto.transferToFixedLength = function (this: ArrayBuffer, length?: number) {
      const size = length ?? this.byteLength;
      const out = new ArrayBuffer(size);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(size, this.byteLength)));
      return out;
    };
  }
  if (typeof proto.transfer !== "function") proto.transfer = proto.transferToFixedLength;
}

/**
 * In Node pdf.js's worker side runs in this thread: its orphaned rejections (pdfjs-rejections.ts)
 * are let go. Any other unhandled rejection still ends the process, as Node does by default.
 */
function letPdfJsRejectionsGo(): void {
  process.on("unhandledRejection", (reason) => {
    if (isPdfJsException(reason)) return;
    throw reason;
  });
}

let loaded: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  polyfill();
  if (!loaded) letPdfJsRejectionsGo();
  loaded ??= import("pdfjs-dist/legacy/build/pdf.mjs") as unknown as Promise<PdfJs>;
  return loaded;
}

/** Directory of pdfjs-dist's assets (cmaps, standard fonts, wasm), with a trailing slash. */
export function pdfJsAssetsDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve("pdfjs-dist/package.json")) + path.sep;
}

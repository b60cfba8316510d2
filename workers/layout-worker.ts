/**
 * The layout worker: one open PDF at a time, laid out page by page on request. pdf.js
 * runs inside this worker on its own thread (its "fake worker"), so a pool of these
 * workers spreads one document's pages over the machine's cores.
 *
 * The API is narrow and coarse on purpose: open, layoutPage, close. pdf.js objects never
 * leave this file; errors come back as data ({ ok: false, error }).
 */
import * as Comlink from "comlink";
import * as pdfjs from "pdfjs-dist";
import { WorkerMessageHandler } from "pdfjs-dist/build/pdf.worker.mjs";
import { IngestError, type IngestErrorData } from "../src/core/errors";
import type { Result } from "../src/core/result";
import { serialQueue } from "../src/core/serial-queue";
import type { DocumentInfo, PageLayout } from "../src/core/types";
import { layoutPage } from "./pdf/layout-page";
import { closePdf, openPdf, readDocumentInfo, toIngestError, type OpenPdf } from "./pdf/pdf-document";

(globalThis as unknown as { pdfjsWorker: unknown }).pdfjsWorker = { WorkerMessageHandler };


let current: OpenPdf | null = null;

/**
 * Calls run one at a time, in arrival order: the pool may send `close` for the last
 * document and `open` for the next back to back, and they must not interleave.
 */
const serial = serialQueue();

const api = {
  /** Open a document (the bytes are transferred, so the caller sends a copy). */
  open(
    bytes: Uint8Array,
    options: { password?: string; assetsBase: string; withInfo: boolean },
  ): Promise<Result<DocumentInfo | null, IngestErrorData>> {
    return serial(async () => {
      if (current) await closePdf(current);
      current = null;
      try {
        current = await openPdf(pdfjs, bytes, {
          password: options.password,
          assetsBase: options.assetsBase,
          workerFetch: true,
        });
        return { ok: true, value: options.withInfo ? await readDocumentInfo(current) : null };
      } catch (err) {
        const error = err instanceof IngestError ? err : toIngestError(err, !!options.password);
        return { ok: false, error: error.toData() };
      }
    });
  },

  layoutPage(pageNumber: number): Promise<PageLayout> {
    return serial(async () => {
      if (!current) throw new Error("layoutPage called before open");
      return layoutPage(current, pageNumber);
    });
  },

  close(): Promise<void> {
    return serial(async () => {
      if (current) await closePdf(current);
      current = null;
    });
  },
};

export type LayoutWorkerApi = typeof api;

Comlink.expose(api);

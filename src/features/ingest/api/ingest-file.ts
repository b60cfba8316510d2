/**
 * Ingest one dropped file: check it, reuse it if this browser already stored it,
 * otherwise read it (a PDF over the layout workers, ingest-pdf.ts), show it, and store it
 * behind (store-behind.ts). Every failure ends in a message a person can act on.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { readTextDocumentInWorker, warmReadingWorker } from "../../../bridge/reading-worker";
import { indexAndStoreInBackground } from "./store-nav-index";
import { textFormatOf } from "../../../core/text/text-layout";
import { layoutPool } from "../../../bridge/layout-pool";
import { IngestError } from "../../../core/errors";
import { notPdfDetail } from "../../../core/file-kind";
import { findStoredDocument, getDatabase } from "../../../db";
import { documentsQueryOptions } from "../../../stores/documents-query";
import { loadStoredDocument } from "../../../stores/open-stored-document";
import { useIngestProgressStore } from "../../../stores/ingest-progress-store";
import { showDocument } from "../../../stores/open-document-store";
import { ingestPdf } from "./ingest-pdf";
import { newDocument, openThenStore, type Ingested } from "./store-behind";

/** Larger files are refused up front: pdf.js would hold several copies in memory. */
export const MAX_FILE_BYTES = 300 * 1024 * 1024;

export interface IngestRequest {
  file: File;
  password?: string;
}

async function ingestFile({ file, password }: IngestRequest, signal: AbortSignal): Promise<Ingested> {
  if (file.size === 0) throw new IngestError("empty-file");
  if (file.size > MAX_FILE_BYTES)
    throw new IngestError(
      "too-large",
      `It is ${(file.size / 1048576).toFixed(0)} MB; the limit is ${MAX_FILE_BYTES / 1048576} MB.`,
    );
  // The workers start (and compile PDFium) while the file is read.
  layoutPool.warm();
  warmReadingWorker();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = await getDatabase()
    .then((db) => findStoredDocument(db, bytes))
    .catch(() => null);
  if (stored) return { doc: await loadStoredDocument(stored), storing: null };
  if (textFormatOf(file.name)) return ingestTextFile(file, bytes, signal);
  if (!looksLikePdf(bytes))
    throw new IngestError(
      "not-pdf",
      notPdfDetail(bytes) ?? "Pincite reads PDF, Markdown, HTML, plain text and Word (.docx) files.",
    );

  return ingestPdf(file, bytes, password, signal);
}

/** "%PDF-" within the first KB, as pdf.js itself requires. */
function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes("%PDF-");
}

async function ingestTextFile(file: File, bytes: Uint8Array, signal: AbortSignal): Promise<Ingested> {
  const t0 = performance.now();
  const read = await readTextDocumentInWorker(signal, file.name, bytes);
  const doc = newDocument(file, bytes, read, { layoutMs: performance.now() - t0, treeMs: 0 });
  return openThenStore(doc, { fileName: file.name });
}

export function useIngestFile() {
  const abortRef = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // The document goes to the store, not into the mutation's result: a mounted observer
    // keeps its last result, which would pin the last file's bytes and layout after close.
    mutationFn: async (request: IngestRequest): Promise<void> => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      useIngestProgressStore.getState().begin(request.file.name);
      const { doc, storing } = await ingestFile(request, controller.signal);
      showDocument(doc, storing);
      // The library lists the document once it is really stored; then, with the main
      // thread free again, the reading worker indexes it for the first question, and the
      // index is stored for questions across the library.
      void storing?.then((stored) => {
        void queryClient.invalidateQueries({ queryKey: documentsQueryOptions.queryKey });
        if (stored && doc.id) void indexAndStoreInBackground(doc.id);
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentsQueryOptions.queryKey }),
    onError: (err, request) => {
      const store = useIngestProgressStore.getState();
      if (err instanceof IngestError) {
        const needsPassword = err.code === "password-required" || err.code === "password-wrong";
        if (err.code === "cancelled") store.reset();
        else store.fail(err.message, needsPassword ? request.file : null);
      } else {
        store.fail(`Something went wrong while reading this file: ${err instanceof Error ? err.message : String(err)}`);
      }
    },
  });
  return { ingest: mutation.mutate, cancel: () => abortRef.current?.abort() };
}

/**
 * Ingest one dropped file: check it, lay it out over the worker pool, and hand the
 * result to the document store. Every failure ends in a message a person can act on.
 */
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { IngestError } from "../../../core/errors";
import { buildTreeInWorker } from "../../../bridge/build-tree";
import { layoutDocument } from "../../../bridge/layout-pool";
import { documentOutcome } from "../../../core/layout/page-layout";
import { useDocumentStore } from "./document-store";

/** Larger files are refused up front: pdf.js would hold several copies in memory. */
export const MAX_FILE_BYTES = 300 * 1024 * 1024;

export interface IngestRequest {
  file: File;
  password?: string;
}

async function ingestFile({ file, password }: IngestRequest, signal: AbortSignal) {
  if (file.size > MAX_FILE_BYTES) throw new IngestError("too-large", `It is ${(file.size / 1048576).toFixed(0)} MB; the limit is ${MAX_FILE_BYTES / 1048576} MB.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const store = useDocumentStore.getState();
  const t0 = performance.now();
  const layout = await layoutDocument(bytes, {
    password,
    signal,
    onInfo: (info) => store.progressed(0, info.pageCount),
    onPage: (_page, p) => store.progressed(p.done, p.total),
  });
  const layoutMs = performance.now() - t0;
  const outcome = documentOutcome(layout);
  if (outcome) throw outcome;
  store.indexing();
  const t1 = performance.now();
  const tree = await buildTreeInWorker(layout);
  return { name: file.name, size: file.size, bytes, layout, tree, layoutMs, treeMs: performance.now() - t1 };
}

export function useIngestFile() {
  const abortRef = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (request: IngestRequest) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      useDocumentStore.getState().begin(request.file.name);
      return ingestFile(request, controller.signal);
    },
    onSuccess: (doc) => useDocumentStore.getState().finish(doc),
    onError: (err, request) => {
      const store = useDocumentStore.getState();
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

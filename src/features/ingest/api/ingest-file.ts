/**
 * Ingest one dropped file: check it, reuse it if this browser already stored it,
 * otherwise lay it out over the worker pool, build its tree, and store everything in one
 * transaction. Every failure ends in a message a person can act on; a failure to store
 * (storage full) still opens the document and says it was not saved.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { pageStream, readTextDocumentInWorker } from "../../../bridge/reading-worker";
import { textFormatOf } from "../../../core/text/text-layout";
import { layoutDocument, layoutPool, type EngineName } from "../../../bridge/layout-pool";
import { IngestError } from "../../../core/errors";
import { documentOutcome } from "../../../core/layout/page-layout";
import { documentIdFor, findStoredDocument, putDocument, getDatabase } from "../../../db";
import { useNoticeStore } from "../../../shared/notice-store";
import { documentsQueryOptions } from "../../../app/documents-query";
import { loadStoredDocument } from "../../../app/open-stored-document";
import { modelSettings, useSettingsStore } from "../../../app/settings-store";
import { useIngestProgressStore } from "../../../app/ingest-progress-store";
import { showDocument, type OpenDocument } from "../../../app/open-document-store";

/** Larger files are refused up front: pdf.js would hold several copies in memory. */
export const MAX_FILE_BYTES = 300 * 1024 * 1024;

export interface IngestRequest {
  file: File;
  password?: string;
}

async function storeDocument(doc: Omit<OpenDocument, "id">, fileName: string): Promise<string | null> {
  try {
    const record = await putDocument(await getDatabase(), {
      bytes: doc.bytes,
      fileName,
      layout: doc.layout,
      tree: doc.tree,
    });
    return record.id;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    useNoticeStore.getState().show(`This document is open but was not saved for next time: ${message}`, "warning");
    return null;
  }
}

/**
 * Open first, store behind: the document is shown under the id it will be stored with
 * (its content hash), and storage finishes while the person reads the contents. Writing
 * clones every page layout on the main thread (about a second for a 250-page filing on
 * two cores), so it starts only once the contents and Ask have been painted.
 */
async function openThenStore(doc: Omit<OpenDocument, "id">, fileName: string, password?: string): Promise<Ingested> {
  const id = await documentIdFor(doc.bytes).catch(() => null);
  if (!id) return { doc: { ...doc, id: await storeDocument(doc, fileName), password }, storing: null };
  const storing = afterNextPaint()
    .then(() => storeDocument(doc, fileName))
    .then((stored) => stored === id);
  return { doc: { ...doc, id, password }, storing };
}

/**
 * Resolves after the next frame is painted; a hidden tab paints no frames, so it also
 * resolves after a second at most (storage must not wait for the tab to be looked at).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 1000);
  });
}

interface Ingested {
  doc: OpenDocument;
  /** Resolves when storage has finished (true when stored); null when it already has. */
  storing: Promise<boolean> | null;
}

/**
 * Progress reaches the store ten times a second at most. Every render of the bar costs
 * the main thread and the compositor a frame, taken from the layout workers on a small
 * machine; at a frame per page the bar cost more than a second of CPU over a long filing.
 */
function throttledProgress(report: (done: number, total: number) => void, everyMs = 100) {
  let latest: [number, number] = [0, 0];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (done: number, total: number) => {
    latest = [done, total];
    timer ??= setTimeout(() => {
      timer = undefined;
      report(...latest);
    }, everyMs);
  };
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
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = await getDatabase()
    .then((db) => findStoredDocument(db, bytes))
    .catch(() => null);
  if (stored) return { doc: await loadStoredDocument(stored), storing: null };
  if (textFormatOf(file.name)) return ingestTextFile(file, bytes, signal);
  if (!looksLikePdf(bytes))
    throw new IngestError("not-pdf", "Pincite reads PDF, Markdown, HTML, plain text and Word (.docx) files.");

  const store = useIngestProgressStore.getState();
  const progress = throttledProgress(store.progressed);
  const t0 = performance.now();
  // Pages go to the tree builder as they are laid out, not in one copy at the end.
  const stream = pageStream(`ingest-${++ingests}-${file.name}`);
  let engine: EngineName | undefined;
  const layout = await layoutDocument(signal, bytes, {
    password,
    engine: pinnedEngine(),
    onInfo: (info, used) => {
      engine = used;
      store.progressed(0, info.pageCount);
    },
    onPage: (_page, p, wire) => {
      stream.push(wire);
      progress(p.done, p.total);
    },
  });
  const layoutMs = performance.now() - t0;
  const outcome = documentOutcome(layout);
  if (outcome) throw outcome;
  const t1 = performance.now();
  const { pages: _pages, ...info } = layout;
  const settings = modelSettings(useSettingsStore.getState());
  const tree = await stream.buildTree(signal, info, settings, (stage) => store.staged(stage));
  const timings = { layoutMs, treeMs: performance.now() - t1 };
  const doc = { ...newDocument(file, bytes, { layout, tree }, timings), engine };
  // The password is never stored: a reopened protected document asks for it again.
  return openThenStore(doc, file.name, password);
}

let ingests = 0;

/** `?layout-engine=pdfjs` pins the old engine: the layout bench times both in one run. */
function pinnedEngine(): EngineName | undefined {
  const pinned = new URLSearchParams(location.search).get("layout-engine");
  return pinned === "pdfjs" || pinned === "pdfium" ? pinned : undefined;
}

/** A freshly read document, before it is stored (it has no id yet). */
function newDocument(
  file: File,
  bytes: Uint8Array,
  { layout, tree }: Pick<OpenDocument, "layout" | "tree">,
  timings: Pick<OpenDocument, "layoutMs" | "treeMs">,
): Omit<OpenDocument, "id"> {
  const name = layout.title ?? file.name;
  return { name, size: file.size, bytes, layout, tree, ...timings, loadMs: 0, complete: true };
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
  return openThenStore(doc, file.name);
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
      // The library lists the document once it is really stored.
      void storing?.then(() => queryClient.invalidateQueries({ queryKey: documentsQueryOptions.queryKey }));
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

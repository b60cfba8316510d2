/**
 * Asking the library: the reading worker routes the question and walks the chosen
 * documents, reading each from IndexedDB only when the question goes to it. The answer
 * is stored for replay under its lead document, with one projection per cited document
 * so each opens in the reader like its own answer.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { askLibraryInWorker } from "../../../bridge/reading-worker";
import type { LibraryAskResult } from "../../../core/library/ask-library";
import { citedDocuments, projectForDocument } from "../../../core/library/project-answer";
import {
  getDatabase,
  getDocumentMeta,
  getNavIndex,
  getPageWires,
  getTree,
  listLibraryEntries,
  putAnswer,
  putNavIndex,
} from "../../../db";
import type { StoredNavIndex } from "../../../core/navigate";
import { modelSettings, useSettingsStore } from "../../../stores/settings-store";
import { useLibraryAskStore } from "./library-ask-store";
import { libraryAnswerLink, setHash } from "../../../stores/answer-route";

/**
 * One stored document's pages (as stored, in the wire's form) and tree, read for the worker.
 * @throws Error naming the document when it is gone.
 */
async function loadStored(id: string) {
  const db = await getDatabase();
  const [meta, wires, tree] = await Promise.all([getDocumentMeta(db, id), getPageWires(db, id), getTree(db, id)]);
  if (!meta || !tree) throw new Error(`A document of the library is no longer stored (${id}).`);
  // Read beside the pages; one from an older build, or none (stored before), is built by the worker.
  const index = await getNavIndex(db, id, meta.info.pageCount).catch(() => null);
  return { info: meta.info, wires, tree, index };
}

/** Keeps the index the worker built for a document stored without one; failing costs the next question a rebuild. */
async function saveIndex(id: string, index: StoredNavIndex): Promise<void> {
  await putNavIndex(await getDatabase(), id, index).catch(() => undefined);
}

/** The answer and its projections, in one go; a failure costs replay only. */
export async function storeLibraryAnswer(result: LibraryAskResult): Promise<void> {
  const docs = citedDocuments(result);
  if (!result.answer || docs.length === 0) return;
  const db = await getDatabase();
  const base = { question: result.question, createdAt: result.asked_at };
  await putAnswer(db, { ...base, traceToken: result.trace_token, docId: docs[0], answerJson: JSON.stringify(result) });
  for (const id of docs) {
    const projected = projectForDocument(result, id);
    await putAnswer(db, {
      ...base,
      traceToken: projected.trace_token,
      docId: id,
      answerJson: JSON.stringify(projected),
    });
  }
}

export function useLibraryAsk() {
  const client = useQueryClient();
  // A newer question replaces the one in flight, whose worker is stopped.
  const abortRef = useRef<AbortController | null>(null);
  return useMutation({
    mutationFn: async (question: string) => {
      abortRef.current?.abort();
      const { signal } = (abortRef.current = new AbortController());
      const store = useLibraryAskStore.getState();
      store.start(question);
      // Read fresh for the question and let go after it (see library-entries.ts).
      const entries = await listLibraryEntries(await getDatabase());
      if (entries.length === 0) throw new Error("The library is empty: open a document first.");
      if (store.selection?.length === 0) throw new Error("Choose at least one document to ask.");
      const request = { entries, question, selection: store.selection ?? undefined };
      const settings = modelSettings(useSettingsStore.getState());
      const onDelta = (text: string) => useLibraryAskStore.getState().stream(text);
      const result = await askLibraryInWorker(signal, request, settings, loadStored, onDelta, saveIndex);
      await storeLibraryAnswer(result).catch(() => undefined);
      return result;
    },
    onSuccess: (result) => {
      useLibraryAskStore.getState().done(result);
      void client.invalidateQueries({ queryKey: ["answers"] });
      setHash(libraryAnswerLink(result.trace_token));
    },
    onError: (err) => {
      if (err instanceof Error && err.name === "AbortError") return; // replaced by a newer question
      useLibraryAskStore.getState().failed(err instanceof Error ? err.message : String(err));
    },
  });
}

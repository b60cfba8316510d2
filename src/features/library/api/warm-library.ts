/**
 * The library's largest documents read and indexed in the reading worker before a question
 * reaches them, so the first question to reach one does not wait seconds for it (which
 * documents: core/library/warm-documents.ts). Two moments, as the drop zone warms the
 * layout workers: when the person reaches for the question box (the pointer over the ask
 * panel, or focus in it), and when the library has been shown a while with nothing done.
 * Not as soon as the library shows: the read takes a core for seconds, and a person who
 * opens a document straight away would wait for its first page instead. Once per set of
 * documents (the worker keeps them in the cache questions read), and never while a file
 * is read or stored: that work wants both cores, and the reading worker builds its tree.
 */
import { useCallback, useEffect } from "react";
import { warmLibraryInWorker } from "../../../bridge/reading-worker";
import { documentsToWarm } from "../../../core/library/warm-documents";
import { contentIdOf } from "../../../db";
import { isIngesting, useIngestProgressStore } from "../../../stores/ingest-progress-store";
import { loadStored } from "./use-library-ask";

/** How long the library is shown, untouched, before its largest documents are read anyway. */
const IDLE_MS = 2000;

let warmed = "";

function warmNow(ids: string[]): void {
  const key = ids.join("|");
  if (!key || key === warmed || isIngesting(useIngestProgressStore.getState())) return;
  warmed = key;
  void warmLibraryInWorker(ids, loadStored).then((held) => {
    // A document deleted meanwhile, or the worker stopped: the next moment tries again.
    if (held.length < ids.length && warmed === key) warmed = "";
  });
}

/** Warms the largest of `entries` after the library sits idle; the returned handler warms them at once. */
export function useWarmLibrary(entries: readonly { id: string; pageCount: number }[] | undefined): () => void {
  const key = documentsToWarm((entries ?? []).map((e) => ({ ...e, content: contentIdOf(e.id) }))).join("|");
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => warmNow(key.split("|")), IDLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return useCallback(() => key && warmNow(key.split("|")), [key]);
}

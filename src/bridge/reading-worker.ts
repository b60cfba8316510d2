/**
 * The UI side of the reading worker: one long-lived worker that builds trees and answers
 * questions about the open document. Every call takes an AbortSignal first. Aborting a
 * call stops the worker at once (nothing in a question checks a flag mid-way) and the next
 * call starts a fresh one, which prepares its document again; calls that were sharing the
 * stopped worker fail with a message that says so.
 */
import type { AskResult } from "../core/ask/ask-document";
import type { ModelSettings } from "../core/endpoints";
import { IngestError, type IngestErrorData } from "../core/errors";
import type { ErrorData, Result } from "../core/result";
import type { LibraryAskResult } from "../core/library/ask-library";
import type { LibraryEntry, LibraryFields } from "../core/library/library-index";
import type { SectionTree, TreeStage } from "../core/tree";
import type { BuiltDocument } from "../../workers/reading-worker";
import type { DocumentInfo, DocumentLayout, PageLayout } from "../core/types";
import { proxyCallback, spawnReadingWorker, withTransfer, type ReadingWorkerHandle } from "./worker-bridge";
import { decodePageLazily, wireTransfers } from "../core/layout/page-wire";
import type { LoadStoredDocument, SaveNavIndex } from "../../workers/library/library-ask";
import type { StoredNavIndex } from "../core/navigate";

export type { LibraryFields, ModelSettings };

interface Running {
  handle: ReadingWorkerHandle;
  /** Rejects every call still waiting on this worker. */
  stopped: Set<(reason: Error) => void>;
}

let running: Running | null = null;

/** The live worker, started if there is none. */
const worker = (): Running => (running ??= { handle: spawnReadingWorker(), stopped: new Set() });

/**
 * Start the worker before a file arrives (with the layout pool, when a person reaches for
 * the drop zone). Loading and compiling its code takes ~150 ms of CPU; started on the first
 * page it took that from the layout workers on a two-core machine.
 */
export function warmReadingWorker(): void {
  worker();
}

/** How each kind of call says it was cancelled: an ingest's own code, or a question's AbortError. */
const questionCancelled = () => new DOMException("The question was cancelled.", "AbortError");
const ingestCancelled = () => new IngestError("cancelled");

function stop(worker: Running): void {
  if (running === worker) running = null;
  worker.handle.terminate();
  for (const reject of worker.stopped) reject(new Error("The reading worker was stopped by a cancelled question."));
}

const plainError = (error: ErrorData) => new Error(error.message);

interface CallErrors<E> {
  /** Rebuilds the worker's error data as an Error. */
  rebuild: (error: E) => Error;
  cancelled: () => Error;
}

/** How the question calls (prepare, ask, ask the library) report a worker error and a cancel. */
const QUESTION_ERRORS: CallErrors<ErrorData> = { rebuild: plainError, cancelled: questionCancelled };

/** Runs one call on the reading worker; `signal` aborting stops the worker and rejects with `cancelled()`. */
function call<T, E extends ErrorData>(
  signal: AbortSignal,
  work: (api: ReadingWorkerHandle["api"]) => Promise<Result<T, E>>,
  { rebuild, cancelled }: CallErrors<E>,
): Promise<T> {
  if (signal.aborted) return Promise.reject(cancelled());
  const current = worker();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      current.stopped.delete(reject);
      reject(cancelled());
      stop(current);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    current.stopped.add(reject);
    work(current.handle.api)
      .then((result) => (result.ok ? resolve(result.value) : reject(rebuild(result.error))), reject)
      .finally(() => {
        current.stopped.delete(reject);
        signal.removeEventListener("abort", onAbort);
      });
  });
}

interface BuildOptions {
  settings?: ModelSettings;
  /** The document's id, under which the worker keeps the pages for its first question. */
  keepAs?: string;
  /** Pages made on this thread (failed here), which the workers never sent. */
  made?: PageLayout[];
  onStage?: (stage: TreeStage) => void;
}

/**
 * The pages of one ingest, going from the layout workers straight to the reading worker:
 * each layout worker is given a port (`port`) whose other end the reading worker listens
 * on, so this thread neither receives nor forwards the pages while layout runs.
 * Once layout ends, `pages` fetches the pages' wires for this thread's copy of the document
 * (decoded here while the reading worker builds the tree) and `buildTree` builds.
 */
export function pageStream(key: string) {
  // Handing over a port is never cancelled by itself (that would stop the worker under
  // the build): cancelling the ingest cancels the build, and a lost port shows there
  // ("did not all arrive").
  const never = new AbortController().signal;
  const ingestErrors = { rebuild: plainError, cancelled: ingestCancelled };
  return {
    port(): MessagePort {
      const { port1, port2 } = new MessageChannel();
      call(never, (api) => api.receiveFrom(key, withTransfer(port2, [port2])), ingestErrors).catch(() => undefined);
      return port1;
    },
    /** Every page: those `made` on this thread (failed here) in their places, the rest as the workers laid them out. */
    async pages(signal: AbortSignal, pageCount: number, made: PageLayout[]): Promise<PageLayout[]> {
      const wires = await call(signal, (api) => api.wiresOf(key, pageCount, made), ingestErrors);
      // This thread shows a few pages at a time: their words are made when a page is first read.
      const pages = wires.map((wire) => (wire === null ? null : decodePageLazily(wire)));
      for (const page of made) pages[page.page - 1] = page;
      return pages as PageLayout[];
    },
    buildTree(
      signal: AbortSignal,
      info: DocumentInfo,
      { settings, keepAs, made, onStage }: BuildOptions = {},
    ): Promise<BuiltDocument> {
      const stages = onStage ? proxyCallback(onStage) : undefined;
      return call(
        signal,
        (api) => api.buildTreeFromReceived(key, info, { settings, keepAs, made }, stages),
        ingestErrors,
      );
    },
    /** The library's facts and profile read beside the tree; null when the worker no longer has them. */
    libraryFields(): Promise<LibraryFields | null> {
      return call(never, (api) => api.libraryFieldsOf(key), QUESTION_ERRORS).catch(() => null);
    },
  };
}

/**
 * Index the document for questions (a repeat with the same key is free). Returns ms spent.
 * A document just ingested is indexed from the pages the worker kept; only a document
 * it does not hold (reopened, or the worker was restarted) is sent over whole.
 */
export async function prepareForQuestions(
  signal: AbortSignal,
  key: string,
  layout: DocumentLayout,
  tree: SectionTree,
): Promise<number> {
  const kept = await call(signal, (api) => api.prepareKept(key), QUESTION_ERRORS);
  return kept ?? call(signal, (api) => api.prepare(key, layout, tree), QUESTION_ERRORS);
}

/**
 * The tree, printed labels and library fields of a document whose pages changed (OCR read
 * some after it opened); the worker indexes it for questions under `key` as it goes.
 */
export function rebuildInWorker(
  signal: AbortSignal,
  key: string,
  layout: DocumentLayout,
  settings: ModelSettings,
): Promise<BuiltDocument & { library: LibraryFields }> {
  return call(signal, (api) => api.rebuild(key, layout, settings), QUESTION_ERRORS);
}

export function askInWorker(
  signal: AbortSignal,
  key: string,
  question: string,
  settings: ModelSettings,
  onDelta?: (text: string) => void,
): Promise<AskResult> {
  const callback = onDelta ? proxyCallback(onDelta) : undefined;
  return call(signal, (api) => api.ask(key, question, settings, callback), QUESTION_ERRORS);
}

/** A question over stored documents; the worker calls `load` for each document it is routed to. */
export function askLibraryInWorker(
  signal: AbortSignal,
  request: { entries: LibraryEntry[]; question: string; selection?: string[] },
  settings: ModelSettings,
  load: LoadStoredDocument,
  onDelta?: (text: string) => void,
  save?: SaveNavIndex,
): Promise<LibraryAskResult> {
  // The pages' numbers are moved to the worker, not copied (a stored index's arrays are small: cloned).
  const moved: LoadStoredDocument = async (id) => {
    const stored = await load(id);
    return withTransfer(stored, wireTransfers(stored.wires));
  };
  const [loader, callback] = [proxyCallback(moved), onDelta ? proxyCallback(onDelta) : undefined];
  const saver = save ? proxyCallback(save) : undefined;
  return call(signal, (api) => api.askLibrary(request, settings, loader, callback, saver), QUESTION_ERRORS);
}

/**
 * The navigation index of a just-stored document in its stored form, built by the reading
 * worker from the pages it kept (as it does for the first question anyway); null when the
 * worker holds another document now. Best effort: a library question builds a missing one.
 */
export async function storableIndexInWorker(key: string): Promise<StoredNavIndex | null> {
  const never = new AbortController().signal;
  await call(never, (api) => api.prepareKept(key), QUESTION_ERRORS);
  return call(never, (api) => api.storableIndexOf(key), QUESTION_ERRORS);
}

/** Reads a non-PDF file in the reading worker; rejects with the IngestError it ended in. */
export function readTextDocumentInWorker(
  signal: AbortSignal,
  fileName: string,
  bytes: Uint8Array,
): Promise<{ layout: DocumentLayout; tree: SectionTree }> {
  return call(signal, (api) => api.readTextDocument(fileName, bytes.slice()), {
    rebuild: (error: IngestErrorData) => IngestError.fromData(error),
    cancelled: ingestCancelled,
  });
}

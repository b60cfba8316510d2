/**
 * Asking a question of the open document: prepare it in the reading worker once, ask,
 * keep the answer (with its trace token) in the library for replay, and show the first
 * citation on its page. A question in flight can be cancelled.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { askInWorker, prepareForQuestions } from "../../../bridge/reading-worker";
import type { AskResult } from "../../../core/ask/ask-document";
import { getDatabase, NotFoundError, putAnswer } from "../../../db";
import { whenStored, type OpenDocument } from "../../../stores/open-document-store";
import { modelSettings, useSettingsStore } from "../../../stores/settings-store";
import { useAskStore } from "../../../stores/ask-store";
import { showAnswer } from "../../../stores/answer-route";

const UNSTORED_DELETED = "This answer was not stored, so it has no link: the document was deleted in another tab.";

export function documentKey(doc: OpenDocument): string {
  return doc.id ?? `${doc.name}:${doc.size}`;
}

/**
 * Keeps the answer for replay; null when stored, else why not. The answer is shown either
 * way, but a link is offered only to an answer that exists (the document may have been
 * deleted in another tab meanwhile, and then putAnswer finds no document).
 */
async function storeAnswer(docId: string, result: AskResult): Promise<string | null> {
  const record = {
    traceToken: result.trace_token,
    docId,
    answerJson: JSON.stringify(result),
    question: result.question,
    createdAt: result.asked_at,
  };
  try {
    await putAnswer(await getDatabase(), record);
    return null;
  } catch (err) {
    if (err instanceof NotFoundError) return UNSTORED_DELETED;
    return `This answer was not stored, so it has no link: ${err instanceof Error ? err.message : String(err)}`;
  }
}

async function askQuestion(doc: OpenDocument, question: string, signal: AbortSignal) {
  useAskStore.getState().start(question);
  const key = documentKey(doc);
  await prepareForQuestions(signal, key, doc.layout, doc.tree);
  const settings = modelSettings(useSettingsStore.getState());
  const result = await askInWorker(signal, key, question, settings, (text) => useAskStore.getState().stream(text));
  // A document shown before it is stored gets its answers once storage has finished.
  const stored = doc.id !== null && (await whenStored(doc.id));
  return { result, unstored: doc.id && stored ? await storeAnswer(doc.id, result) : null };
}

export function useAsk(doc: OpenDocument): { ask: (question: string) => void; cancel: () => void } {
  const queryClient = useQueryClient();
  const abortRef = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (question: string) => {
      abortRef.current?.abort();
      abortRef.current = new AbortController();
      return askQuestion(doc, question, abortRef.current.signal);
    },
    onSuccess: ({ result, unstored }) => {
      // The address names a stored answer only, without re-running anything.
      showAnswer(result, doc.id, unstored);
      if (doc.id && !unstored) void queryClient.invalidateQueries({ queryKey: ["answers", doc.id] });
    },
    onError: (err) => {
      // A question replaced by a newer one says nothing; one the person cancelled says so.
      const superseded = err instanceof Error && err.name === "AbortError" && !abortRef.current?.signal.aborted;
      if (!superseded) useAskStore.getState().failed(err instanceof Error ? err.message : String(err));
    },
  });
  // Both stable, so the question form can skip re-rendering with the panel around it.
  const cancel = useCallback(() => abortRef.current?.abort(), []);
  return { ask: mutation.mutate, cancel };
}

/**
 * Asking a question of the open document: prepare it in the reading worker once, ask,
 * keep the answer (with its trace token) in the library for replay, and show the first
 * citation on its page.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AskResult } from "../../../core/ask/ask-document";
import { askInWorker, prepareForQuestions } from "../../../bridge/reading-worker";
import { NotFoundError, putAnswer } from "../../../db";
import type { OpenDocument } from "../../ingest/api/document-store";
import { getDatabase } from "../../library/api/database";
import { modelSettings, useSettingsStore } from "../../settings/api/settings-store";
import { useAskStore } from "./ask-store";
import { answerLink } from "./replay";
import { showCitation } from "./show-citation";

const UNSTORED_DELETED = "This answer was not stored, so it has no link: the document was deleted in another tab.";

export function documentKey(doc: OpenDocument): string {
  return doc.id ?? `${doc.name}:${doc.size}`;
}

export function useAsk(doc: OpenDocument) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (question: string) => {
      const store = useAskStore.getState();
      store.start(question);
      const key = documentKey(doc);
      await prepareForQuestions(key, doc.layout, doc.tree);
      const result = await askInWorker(key, question, modelSettings(useSettingsStore.getState()), (text) => useAskStore.getState().stream(text));
      return { result, unstored: doc.id ? await storeAnswer(doc.id, result) : null };
    },
    onSuccess: ({ result, unstored }) => {
      useAskStore.getState().done(result, unstored);
      if (result.answer.claims[0]?.citations[0]) showCitation(0, 0);
      if (doc.id && !unstored) {
        void queryClient.invalidateQueries({ queryKey: ["answers", doc.id] });
        // The address now names this answer, without re-running anything.
        history.replaceState(null, "", location.pathname + location.search + answerLink(doc.id, result.trace_token));
      }
    },
    onError: (err) => useAskStore.getState().failed(err instanceof Error ? err.message : String(err)),
  });
}

/**
 * Keeps the answer for replay; null when stored, else why not. The answer is shown either
 * way, but a link is offered only to an answer that exists (the document may have been
 * deleted in another tab meanwhile, and then putAnswer finds no document).
 */
async function storeAnswer(docId: string, result: AskResult): Promise<string | null> {
  try {
    await putAnswer(await getDatabase(), { traceToken: result.trace_token, docId, answerJson: JSON.stringify(result), question: result.question, createdAt: result.asked_at });
    return null;
  } catch (err) {
    if (err instanceof NotFoundError) return UNSTORED_DELETED;
    return `This answer was not stored, so it has no link: ${err instanceof Error ? err.message : String(err)}`;
  }
}

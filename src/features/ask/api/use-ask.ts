/**
 * Asking a question of the open document: prepare it in the reading worker once, ask,
 * keep the answer (with its trace token) in the library for replay, and show the first
 * citation on its page.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { askInWorker, prepareForQuestions } from "../../../bridge/reading-worker";
import { putAnswer } from "../../../db";
import type { OpenDocument } from "../../ingest/api/document-store";
import { getDatabase } from "../../library/api/database";
import { modelSettings, useSettingsStore } from "../../settings/api/settings-store";
import { useAskStore } from "./ask-store";
import { answerLink } from "./replay";
import { showCitation } from "./show-citation";
import { whenStored } from "../../ingest/api/ingest-file";

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
      if (doc.id && (await whenStored(doc.id))) {
        await getDatabase()
          .then((db) => putAnswer(db, { traceToken: result.trace_token, docId: doc.id!, answerJson: JSON.stringify(result), question: result.question, createdAt: result.asked_at }))
          .catch(() => undefined); // the answer is still shown; replay just won't have it
      }
      return result;
    },
    onSuccess: (result) => {
      useAskStore.getState().done(result);
      if (result.answer.claims[0]?.citations[0]) showCitation(0, 0);
      if (doc.id) {
        void queryClient.invalidateQueries({ queryKey: ["answers", doc.id] });
        // The address now names this answer, without re-running anything.
        history.replaceState(null, "", location.pathname + location.search + answerLink(doc.id, result.trace_token));
      }
    },
    onError: (err) => useAskStore.getState().failed(err instanceof Error ? err.message : String(err)),
  });
}

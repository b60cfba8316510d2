/**
 * Replay: every stored answer has a stable link, `#/doc/<id>/answer/<token>`. Opening it
 * shows the stored answer exactly as it was given (System One is not deterministic, so
 * the question is never re-run), after a restart and offline too.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { AskResult } from "../../../core/ask/ask-document";
import { getAnswer, getDatabase, getDocumentMeta, listAnswers } from "../../../db";
import { useOpenDocumentStore } from "../../../app/open-document-store";
import { openStoredDocument } from "../../../app/open-stored-document";
import { useAskStore } from "../../../app/ask-store";
import { parseAnswerLink, showAnswer } from "../../../app/answer-route";

/** The list shows questions and dates only: the stored answers themselves are read on replay. */
export const answersQueryOptions = (docId: string) =>
  queryOptions({
    queryKey: ["answers", docId],
    queryFn: async () =>
      (await listAnswers(await getDatabase(), docId, 50)).map(({ traceToken, question, createdAt }) => ({
        traceToken,
        question,
        createdAt,
      })),
    gcTime: 30_000,
  });

export function usePastAnswers(docId: string | null) {
  return useQuery({ ...answersQueryOptions(docId ?? ""), enabled: !!docId });
}

/** Show a stored answer (opening its document first when needed). */
export async function replayAnswer(docId: string, token: string): Promise<void> {
  const db = await getDatabase();
  const record = await getAnswer(db, token);
  if (!record || record.docId !== docId) throw new Error("This answer is not stored in this browser.");
  if (useOpenDocumentStore.getState().document?.id !== docId) {
    const meta = await getDocumentMeta(db, docId);
    // A document that cannot be opened says so in the status line; the answer is not shown.
    if (!(await openStoredDocument(docId, meta?.fileName ?? docId))) return;
  }
  showAnswer(JSON.parse(record.answerJson) as AskResult, docId);
}

/** Follows answer links in the address bar, on load and on every change. */
export function useAnswerLinks(): void {
  useEffect(() => {
    const follow = () => {
      const link = parseAnswerLink(location.hash);
      if (link)
        replayAnswer(link.docId, link.token).catch((err: unknown) =>
          useAskStore.getState().failed(err instanceof Error ? err.message : String(err)),
        );
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
}

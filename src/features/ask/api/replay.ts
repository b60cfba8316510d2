/**
 * Replay: every stored answer has a stable link, `#/doc/<id>/answer/<token>`. Opening it
 * shows the stored answer exactly as it was given (System One is not deterministic, so
 * the question is never re-run), after a restart and offline too.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { numberCitations } from "../../../core/answer/citation-order";
import type { AskResult } from "../../../core/ask/ask-document";
import { getAnswer, listAnswers } from "../../../db";
import { useNoticeStore } from "../../../shared/notice-store";
import { useDocumentStore } from "../../ingest/api/document-store";
import { getDatabase } from "../../library/api/database";
import { openStoredDocument } from "../../library/api/open-stored";
import { answerLink, INVALID_LINK_MESSAGE, parseRoute } from "./answer-route";
import { useAskStore } from "./ask-store";
import { showCitation } from "./show-citation";

export { answerLink };

/** The answer a hash links to, or null for any other hash (never throws). */
export function parseAnswerLink(hash: string): { docId: string; token: string } | null {
  const route = parseRoute(hash);
  return route.kind === "answer" ? { docId: route.docId, token: route.token } : null;
}

/** The first claim of a stored answer, for the history list ("Not in the document." when it abstained). */
function answerGist(answerJson: string): string {
  try {
    const { answer } = JSON.parse(answerJson) as AskResult;
    return answer.abstained ? "Not in the document." : (answer.claims[0]?.text ?? answer.answer);
  } catch {
    return "";
  }
}

/** The history: question, the answer's first claim and the time; whole answers are read on replay. */
export const answersQueryOptions = (docId: string) =>
  queryOptions({
    queryKey: ["answers", docId],
    queryFn: async () => (await listAnswers(await getDatabase(), docId, 50)).map(({ traceToken, question, createdAt, answerJson }) => ({ traceToken, question, createdAt, gist: answerGist(answerJson) })),
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
  const result = JSON.parse(record.answerJson) as AskResult & { kind?: string };
  // A question asked of the whole library is kept under its first document; it replays on the library page.
  if (result.kind === "library") {
    location.hash = `#/library/answer/${encodeURIComponent(token)}`;
    return;
  }
  const store = useDocumentStore.getState();
  if (store.document?.id !== docId) {
    store.begin(docId);
    store.finish(await openStoredDocument(docId));
  }
  showStoredAnswer(record.answerJson);
}

/** Puts a stored answer on screen with its question, and its first citation on its page. */
function showStoredAnswer(answerJson: string): void {
  const stored = JSON.parse(answerJson) as AskResult;
  // Answers stored before citations were numbered by claim order read the same way now.
  const result = { ...stored, answer: { ...stored.answer, claims: numberCitations(stored.answer.claims) } };
  useAskStore.getState().done(result);
  if (result.answer.claims[0]?.citations[0]) showCitation(0, 0);
}

/** The library, with a message, instead of an address that cannot be shown. */
function landOnLibrary(message: string): void {
  history.replaceState(null, "", location.pathname + location.search);
  useDocumentStore.getState().close();
  useNoticeStore.getState().show(message, "warning");
}

/**
 * A document reopened from the library shows the last answer asked of it, as its link
 * would. Nothing happens when there is none, or when a question started meanwhile.
 */
export async function restoreLastAnswer(docId: string): Promise<void> {
  const [last] = await listAnswers(await getDatabase(), docId, 1);
  const ask = useAskStore.getState();
  if (!last || ask.status !== "idle" || useDocumentStore.getState().document?.id !== docId) return;
  showStoredAnswer(last.answerJson);
  history.replaceState(null, "", location.pathname + location.search + answerLink(docId, last.traceToken));
}

/** Follows answer links in the address bar, on load and on every change. */
export function useAnswerLinks(): void {
  useEffect(() => {
    const follow = () => {
      const route = parseRoute(location.hash);
      if (route.kind === "invalid") return landOnLibrary(INVALID_LINK_MESSAGE);
      if (route.kind !== "answer") return;
      replayAnswer(route.docId, route.token).catch((err: unknown) => {
        const message = err instanceof Error ? err.message : String(err);
        // With a document open the ask panel shows the failure; otherwise nothing would.
        if (useDocumentStore.getState().document) useAskStore.getState().failed(message);
        else landOnLibrary(message);
      });
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
}

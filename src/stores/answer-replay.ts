/**
 * Stored answers back on screen: an answer link followed (on load and on every change of
 * the address), a library citation opening its document's share of the answer, and a
 * reopened document showing the last answer asked of it. Nothing is asked again.
 */
import { useEffect } from "react";
import { numberCitations } from "../core/answer/cite/citation-order";
import type { AskResult } from "../core/ask/ask-document";
import { getAnswer, getDatabase, getDocumentMeta, listAnswers } from "../db";
import { useAskStore } from "./ask-store";
import { INVALID_LINK_MESSAGE, landOnLibrary, libraryAnswerLink, parseRoute, showAnswer } from "./answer-route";
import { useOpenDocumentStore } from "./open-document-store";
import { openStoredDocument } from "./open-stored-document";

/** Puts a stored answer on screen with its question, its first citation on its page and its link. */
function showStoredAnswer(answerJson: string, docId: string): void {
  const stored = JSON.parse(answerJson) as AskResult;
  // Answers stored before citations were numbered by claim order read the same way now.
  showAnswer({ ...stored, answer: { ...stored.answer, claims: numberCitations(stored.answer.claims) } }, docId);
}

/** Opens the document if needed and shows the stored answer. @throws Error when it is not stored here. */
export async function replayAnswer(docId: string, token: string): Promise<void> {
  const db = await getDatabase();
  const record = await getAnswer(db, token);
  if (!record || record.docId !== docId) throw new Error("This answer is not stored in this browser.");
  // A question asked of the whole library is kept under its first document; it replays on the library page.
  if ((JSON.parse(record.answerJson) as { kind?: string }).kind === "library") {
    location.hash = libraryAnswerLink(token);
    return;
  }
  if (useOpenDocumentStore.getState().document?.id !== docId) {
    const meta = await getDocumentMeta(db, docId);
    // A document that cannot be opened says so in the status line; the answer is not shown.
    if (!(await openStoredDocument(docId, meta?.fileName ?? docId))) return;
  }
  showStoredAnswer(record.answerJson, docId);
}

/**
 * A document reopened from the library shows the last answer asked of it, as its link
 * would. Nothing happens when there is none, or when a question started meanwhile.
 */
export async function restoreLastAnswer(docId: string): Promise<void> {
  const [last] = await listAnswers(await getDatabase(), docId, 1);
  const ask = useAskStore.getState();
  if (!last || ask.status !== "idle" || useOpenDocumentStore.getState().document?.id !== docId) return;
  showStoredAnswer(last.answerJson, docId);
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
        if (useOpenDocumentStore.getState().document) useAskStore.getState().failed(message);
        else landOnLibrary(message);
      });
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
}

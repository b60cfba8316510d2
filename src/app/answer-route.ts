/**
 * The answer route: `#/doc/<id>/answer/<token>` names the answer on screen, and this
 * module is the one place that keeps the address and the ask store in step: showing an
 * answer (asked now or replayed) writes its link, and a new document clears both unless
 * a link is what opened it.
 */
import type { AskResult } from "../core/ask/ask-document";
import { useAskStore } from "./ask-store";
import { showCitation } from "./show-citation";

export function answerLink(docId: string, token: string): string {
  return `#/doc/${encodeURIComponent(docId)}/answer/${encodeURIComponent(token)}`;
}

export function parseAnswerLink(hash: string): { docId: string; token: string } | null {
  const m = /^#\/doc\/([^/]+)\/answer\/([^/]+)$/.exec(hash);
  return m ? { docId: decodeURIComponent(m[1]), token: decodeURIComponent(m[2]) } : null;
}

function setHash(hash: string): void {
  // replaceState: naming the answer is not a navigation, and fires no hashchange.
  history.replaceState(null, "", location.pathname + location.search + hash);
}

/** Show an answer: into the store, its first citation on the page, its link in the address. */
export function showAnswer(result: AskResult, docId: string | null): void {
  useAskStore.getState().done(result);
  if (result.answer.claims[0]?.citations[0]) showCitation(0, 0);
  if (docId) setHash(answerLink(docId, result.trace_token));
}

/** A newly opened document starts with no answer, unless an answer link is opening it. */
export function startAnswerRoute(docId: string | null): void {
  const link = parseAnswerLink(location.hash);
  if (link && link.docId === docId) return;
  useAskStore.getState().clear();
  if (link) setHash("");
}

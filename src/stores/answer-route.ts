/**
 * The answer route, owned here alone (its links are read and written by answer-links.ts):
 * this module keeps the address and the ask store in step. Showing an answer (asked now or
 * replayed) writes its link, a new document clears both unless a link is what opened it,
 * and an address that cannot be shown lands on the library with a message.
 */
import type { AskResult } from "../core/ask/ask-document";
import { useNoticeStore } from "../shared/notice-store";
import { useAskStore } from "./ask-store";
import { closeDocument } from "./open-document-store";
import { showCitation } from "./show-citation";
import { answerLink, parseAnswerLink } from "./answer-links";

export {
  answerLink,
  INVALID_LINK_MESSAGE,
  libraryAnswerLink,
  parseAnswerLink,
  parseLibraryAnswerLink,
  parseRoute,
  type Route,
} from "./answer-links";

/** Writes the address; replaceState because naming the answer is not a navigation (and fires no hashchange). */
export function setHash(hash: string): void {
  history.replaceState(null, "", location.pathname + location.search + hash);
}

/**
 * Show an answer: into the store, its first citation on the page, its link in the address.
 * An answer that could not be stored (`unstored` says why) gets no link.
 */
export function showAnswer(result: AskResult, docId: string | null, unstored: string | null = null): void {
  useAskStore.getState().done(result, unstored);
  if (result.answer.claims[0]?.citations[0]) showCitation(0, 0);
  if (docId && !unstored) setHash(answerLink(docId, result.trace_token));
}

/**
 * A newly opened document starts with no answer, unless an answer link is opening it.
 * Returns whether one is.
 */
export function startAnswerRoute(docId: string | null): boolean {
  const link = parseAnswerLink(location.hash);
  if (link && link.docId === docId) return true;
  useAskStore.getState().clear();
  if (link) setHash("");
  return false;
}

/** The library, with a message, instead of an address that cannot be shown. */
export function landOnLibrary(message: string): void {
  setHash("");
  closeDocument();
  useNoticeStore.getState().show(message, "warning");
}

/**
 * Replay of a library answer by its link (`#/library/answer/<token>`): the stored answer
 * is shown on the library page exactly as it was given; nothing is asked again.
 */
import { useEffect } from "react";
import type { LibraryAskResult } from "../../../core/library/ask-library";
import { getAnswer, getDatabase } from "../../../db";
import { closeDocument } from "../../../stores/open-document-store";
import { useLibraryAskStore } from "./library-ask-store";
import { landOnLibrary, parseLibraryAnswerLink } from "../../../stores/answer-route";

/** @throws Error when the answer is not stored here or is not a library answer. */
export async function replayLibraryAnswer(token: string): Promise<void> {
  const record = await getAnswer(await getDatabase(), token);
  const result = record ? (JSON.parse(record.answerJson) as Partial<LibraryAskResult>) : null;
  if (!result || result.kind !== "library") throw new Error("This library answer is not stored in this browser.");
  closeDocument();
  useLibraryAskStore.getState().done(result as LibraryAskResult);
}

export function useLibraryAnswerLinks(): void {
  useEffect(() => {
    const follow = () => {
      const token = parseLibraryAnswerLink(location.hash);
      // Said in a notice, as for a document's answer link: the library's ask panel that could
      // show it is not there while the library is empty, and the link was then silently ignored.
      if (token)
        replayLibraryAnswer(token).catch((err: unknown) =>
          landOnLibrary(err instanceof Error ? err.message : String(err)),
        );
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
}

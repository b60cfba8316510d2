/**
 * A citation of a library answer opens its document in the reader at the page, with
 * the cited lines highlighted: the document's projection of the answer is replayed
 * (reader, chips and highlights work as for any answer) and the clicked citation shown.
 * `]` and `[` then step through the answer's citations across documents.
 */
import { useEffect } from "react";
import { libraryCitations, projectForDocument } from "../../../core/library/project-answer";
import type { LibraryAskResult } from "../../../core/library/ask-library";
import { useAskStore } from "../../../stores/ask-store";
import { answerLink, setHash } from "../../../stores/answer-route";
import { replayAnswer } from "../../../stores/answer-replay";
import { showCitation } from "../../../stores/show-citation";
import { useOpenDocumentStore } from "../../../stores/open-document-store";
import { useLibraryAskStore } from "./library-ask-store";
import { evidenceLabel } from "../../../core/answer/cite/citation-order";

/** Opens the citation at `position` (index into libraryCitations). */
export async function openLibraryCitation(result: LibraryAskResult, position: number): Promise<void> {
  const at = libraryCitations(result)[position];
  if (!at) return;
  const projected = projectForDocument(result, at.doc_id);
  // The reader keeps an answer whose link names its document (it clears any other).
  setHash(answerLink(at.doc_id, projected.trace_token));
  await replayAnswer(at.doc_id, projected.trace_token).catch(() => {
    // Not stored (storage full or refused): show the projection from memory instead.
    useAskStore.getState().done(projected);
  });
  const claim = result.answer!.claims[at.claim];
  const inDoc = claim.citations
    .slice(0, at.citation)
    .filter((x) => result.evidence[evidenceLabel(x) - 1]?.doc_id === at.doc_id).length;
  showCitation(at.claim, inDoc);
  useLibraryAskStore.getState().opened(position);
}

/** Whether the reader is showing the citation the library answer last opened. */
function readingLibraryAnswer(): { result: LibraryAskResult; position: number } | null {
  const { result, position } = useLibraryAskStore.getState();
  const shown = useAskStore.getState().result?.trace_token ?? "";
  if (!result || position === null || !shown.startsWith(`${result.trace_token}-d`)) return null;
  return useOpenDocumentStore.getState().document ? { result, position } : null;
}

/** `]` / `[` move through the library answer's citations, into the next document when it is another one. */
export function useLibraryCitationKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName);
      if (typing || (e.key !== "]" && e.key !== "[")) return;
      const reading = readingLibraryAnswer();
      if (!reading) return;
      // Ahead of the reader's own handler, which knows one document only.
      e.stopImmediatePropagation();
      const count = libraryCitations(reading.result).length;
      void openLibraryCitation(reading.result, (reading.position + (e.key === "]" ? 1 : -1) + count) % count);
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, []);
}

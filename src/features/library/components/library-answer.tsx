import type { LibraryAskResult } from "../../../core/library/ask-library";
import { libraryCitations } from "../../../core/library/project-answer";
import { openLibraryCitation } from "../api/library-citation";
import { useLibraryAskStore } from "../api/library-ask-store";
import { evidenceLabel } from "../../../core/answer/cite/citation-order";

/** Claims of a library answer; each chip names its document and page and opens it in the reader. */
export function LibraryAnswer({ result }: { result: LibraryAskResult }) {
  const position = useLibraryAskStore((s) => s.position);
  const answer = result.answer;
  if (!answer) return null;
  if (answer.abstained) {
    return (
      <p className="rounded-lg bg-stone-100 p-3 text-sm" data-testid="library-answer" data-abstained="true">
        Not in these documents.
      </p>
    );
  }
  const flat = libraryCitations(result);
  const indexOf = (claim: number, citation: number) =>
    flat.findIndex((c) => c.claim === claim && c.citation === citation);
  return (
    <div className="space-y-2 text-sm" data-testid="library-answer">
      <p className="text-[11px] uppercase tracking-wide text-stone-500">
        {answer.trace.mode === "chat"
          ? "Answer written by your chat model"
          : "Extractive answer: sentences taken from the pages"}
      </p>
      <ol className="space-y-2">
        {answer.claims.map((claim, i) => (
          <li key={i} className="rounded-md bg-stone-50 p-2 ring-1 ring-stone-200">
            <span className="whitespace-pre-wrap">{claim.text}</span>{" "}
            {claim.citations.map((c, j) => {
              const k = indexOf(i, j);
              const doc = result.evidence[evidenceLabel(c) - 1];
              return (
                <button
                  key={j}
                  type="button"
                  onClick={() => void openLibraryCitation(result, k)}
                  data-testid="library-citation"
                  data-doc-id={doc?.doc_id}
                  data-page={c.page}
                  aria-pressed={position === k}
                  title={
                    c.precision === "line"
                      ? "Open the document at the highlighted lines"
                      : "Open the document at the page"
                  }
                  className={
                    "ml-0.5 inline-flex items-center rounded bg-amber-100 px-1.5 py-0.5 align-baseline text-xs " +
                    "font-semibold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-200"
                  }
                >
                  [{c.label}] {doc?.doc_name ?? "?"} · p. {c.page}
                </button>
              );
            })}
          </li>
        ))}
      </ol>
      {answer.claims.length === 0 && <p className="text-stone-600">{answer.answer || "No answer."}</p>}
    </div>
  );
}

/** Where the question went and the pages read, each with its document. */
export function LibraryEvidence({ result }: { result: LibraryAskResult }) {
  return (
    <details className="text-xs text-stone-600" data-testid="library-evidence">
      <summary className="cursor-pointer">
        Routed to {result.routing.chosen.map((c) => c.name).join(", ") || "no document"} · {result.evidence.length}{" "}
        evidence pages
      </summary>
      <ol className="mt-1 space-y-0.5">
        {result.evidence.map((e, i) => (
          <li key={i}>
            [{i + 1}] {e.doc_name} · p. {e.page_start} — {e.why}
          </li>
        ))}
      </ol>
    </details>
  );
}

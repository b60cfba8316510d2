import { useState } from "react";
import { useLibraryEntries } from "../api/library-entries";
import { useLibraryAskStore } from "../api/library-ask-store";
import { useLibraryAsk } from "../api/use-library-ask";
import { libraryAnswerLink } from "../../../stores/answer-route";
import { LibraryAnswer, LibraryEvidence } from "./library-answer";
import { submitOnEnter } from "../../../shared/submit-on-enter";
import { AskStatus } from "../../../shared/ask-status";

/**
 * Which documents a question goes to: all, or the ones ticked. The list of documents is
 * built only while the picker is open: closed, it was a hidden row of fibers and DOM
 * nodes for every stored document, kept for as long as the library was shown.
 */
function SelectionPicker() {
  const entries = useLibraryEntries();
  const selection = useLibraryAskStore((s) => s.selection);
  const [open, setOpen] = useState(false);
  const all = entries.data ?? [];
  const chosen = new Set(selection ?? all.map((e) => e.id));
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    useLibraryAskStore.getState().select(next.size === all.length ? null : [...next]);
  };
  return (
    <details
      className="text-xs text-stone-600"
      data-testid="library-selection"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer">
        {selection ? `${selection.length} of ${all.length} documents` : `All ${all.length} documents`}
      </summary>
      {open && (
        <ul className="mt-1 max-h-40 space-y-0.5 overflow-auto">
          {all.map((e) => (
            <li key={e.id}>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={chosen.has(e.id)} onChange={() => toggle(e.id)} />
                <span className="truncate">{e.name}</span>
                {e.facts.company && (
                  <span className="text-stone-400">
                    {[e.facts.company, e.facts.form, e.facts.fiscal_year].filter(Boolean).join(" · ")}
                  </span>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** Ask every stored document at once (or a selection): the question goes to the filings it is about. */
export function LibraryAskPanel() {
  const [question, setQuestion] = useState("");
  const ask = useLibraryAsk();
  const { status, result, error, streamed } = useLibraryAskStore();
  const entries = useLibraryEntries();
  const submit = () => question.trim() && status !== "asking" && ask.mutate(question.trim());
  // A library of filings is shown a question across fiscal years; any other library one that
  // assumes nothing of what its documents are.
  const filings = !!entries.data?.length && entries.data.every((e) => e.facts.form);
  // Nothing to ask until a document is stored (an answer link still shows its answer).
  if (!entries.data?.length && !result) return null;
  return (
    <section
      aria-labelledby="library-ask-heading"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid="library-ask"
    >
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label id="library-ask-heading" htmlFor="library-question" className="text-sm font-semibold">
          Ask the library
        </label>
        <textarea
          id="library-question"
          rows={2}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={submitOnEnter(submit)}
          placeholder={
            filings
              ? "e.g. How did capital expenditure change between fiscal 2018 and fiscal 2022?"
              : "Ask across these documents: the question goes to the ones it is about"
          }
          className={
            "w-full resize-y rounded-lg px-3 py-2 text-sm ring-1 ring-stone-300 focus:ring-2 " +
            "focus:ring-amber-500 focus:outline-none"
          }
        />
        <div className="flex items-center justify-between gap-2">
          <SelectionPicker />
          <button
            type="submit"
            disabled={status === "asking" || !question.trim()}
            className={
              "rounded-md bg-stone-900 px-4 py-1.5 text-sm font-medium text-white hover:bg-stone-800 " +
              "disabled:opacity-40"
            }
          >
            {status === "asking" ? "Asking…" : "Ask"}
          </button>
        </div>
      </form>
      <AskStatus
        status={status}
        streamed={streamed}
        error={error}
        reading="Choosing the documents, reading their best pages…"
        errorTestId="library-ask-error"
      />
      {result && (
        <>
          <LibraryAnswer result={result} />
          <LibraryEvidence result={result} />
          <a
            href={libraryAnswerLink(result.trace_token)}
            className="text-xs text-amber-800 underline-offset-2 hover:underline"
            data-testid="library-answer-link"
          >
            Link to this answer
          </a>
        </>
      )}
    </section>
  );
}

import type { ColumnValue } from "../../../core/answer/table-columns";
import type { AskResult } from "../../../core/ask/ask-document";
import { useAskStore } from "../../../app/ask-store";
import { showCitation } from "../../../app/show-citation";

/** A quoted table row's figures under their year headers; the years the question names stand out. */
function ColumnStrip({ columns, question }: { columns: ColumnValue[]; question: string }) {
  return (
    <span className="my-1 flex flex-wrap gap-1" data-testid="claim-columns" aria-label="Figures by year">
      {columns.map((c, i) => {
        const asked = question.includes(c.head);
        return (
          <span key={i} data-asked={asked} className={`rounded px-1.5 py-0.5 text-xs tabular-nums ring-1 ${asked ? "bg-amber-50 font-semibold text-stone-900 ring-amber-300" : "bg-stone-50 text-stone-600 ring-stone-200"}`}>
            <span className="text-stone-500">{c.head}</span> {c.value}
          </span>
        );
      })}
    </span>
  );
}

/** Claims with their [n] chips; a chip jumps to the page and draws the pincite. */
export function AnswerView({ result, onCitationChosen }: { result: AskResult; onCitationChosen?: () => void }) {
  const active = useAskStore((s) => s.active);
  const show = (claim: number, citation: number) => {
    showCitation(claim, citation);
    onCitationChosen?.();
  };
  const { answer } = result;
  if (result.answer.abstained) {
    return (
      <div className="rounded-lg bg-stone-100 p-3 text-sm" data-testid="answer" data-abstained="true">
        <p className="font-medium">Not in the document.</p>
        <p className="mt-1 text-stone-600">The evidence pages do not seem to answer this question ({answer.trace.gate.rule}: {answer.trace.gate.score.toFixed(2)} below {answer.trace.gate.threshold}).</p>
      </div>
    );
  }
  return (
    <div className="space-y-2 text-sm leading-relaxed" data-testid="answer">
      <p className="text-[11px] uppercase tracking-wide text-stone-500">{answer.trace.mode === "chat" ? "Answer written by your chat model" : "Extractive answer: sentences taken from the pages"}</p>
      <ol className="space-y-2">
        {answer.claims.map((claim, i) => (
          <li key={i} className="rounded-md bg-white p-2 ring-1 ring-stone-200">
            <span className="whitespace-pre-wrap">{claim.text}</span>{" "}
            {claim.columns && <ColumnStrip columns={claim.columns} question={result.question} />}
            {claim.citations.map((c, j) => {
              const on = active?.claim === i && active.citation === j;
              return (
                <button
                  key={j}
                  type="button"
                  onClick={() => show(i, j)}
                  data-testid="citation-chip"
                  aria-pressed={on}
                  title={c.precision === "line" ? `Page ${c.page}, highlighted lines` : `Page ${c.page} (the exact lines were not found)`}
                  className={`ml-0.5 inline-flex items-center rounded px-1.5 py-0.5 align-baseline text-xs font-semibold tabular-nums ring-1 ${on ? "bg-amber-400 text-stone-900 ring-amber-500" : "bg-amber-100 text-amber-900 ring-amber-300 hover:bg-amber-200"}`}
                >
                  [{c.label}] p.{c.page}
                  {c.precision !== "line" && <span className="ml-1 font-normal opacity-70">page</span>}
                </button>
              );
            })}
          </li>
        ))}
      </ol>
      {answer.claims.length === 0 && <p className="text-stone-600">{answer.answer || "No answer."}</p>}
      {answer.quarantined.length > 0 && (
        <p className="rounded-md bg-red-50 p-2 text-xs text-red-900 ring-1 ring-red-200" data-testid="quarantine-warning">
          {answer.quarantined.length} passage{answer.quarantined.length > 1 ? "s" : ""} in the evidence tried to give instructions to an AI. {answer.quarantined.length > 1 ? "They were" : "It was"} kept out of the answer.
        </p>
      )}
    </div>
  );
}

import type { ColumnValue } from "../../../core/answer/tables/table-columns";
import type { Citation } from "../../../core/answer/types";
import type { AskResult } from "../../../core/ask/ask-document";
import { pageName, type PageLabels } from "../../../core/pages";
import { caveatText } from "../../../core/ocr/ocr-caveats";
import { useReaderStore } from "../../../stores/reader-store";
import { useAskStore } from "../../../stores/ask-store";
import { showCitation } from "../../../stores/show-citation";
import { CitationChip } from "./citation-chip";
import { FigureCard } from "./figure-card";

/** A quoted table row's figures under their year headers; the years the question names stand out. */
function ColumnStrip({ columns, question }: { columns: ColumnValue[]; question: string }) {
  return (
    <span className="my-1 flex flex-wrap gap-1" data-testid="claim-columns" aria-label="Figures by year">
      {columns.map((c, i) => {
        const asked = question.includes(c.head);
        return (
          <span
            key={i}
            data-asked={asked}
            className={
              "rounded px-1.5 py-0.5 text-xs tabular-nums ring-1 " +
              (asked
                ? "bg-amber-50 font-semibold text-stone-900 ring-amber-300"
                : "bg-stone-50 text-stone-600 ring-stone-200")
            }
          >
            <span className="text-stone-500">{c.head}</span> {c.value}
          </span>
        );
      })}
    </span>
  );
}

/** Claims with their [n] chips; a chip jumps to the page and draws the pincite. */
export function AnswerView({
  result,
  labels,
  onCitationChosen,
}: {
  result: AskResult;
  labels: PageLabels;
  onCitationChosen?: () => void;
}) {
  const active = useAskStore((s) => s.active);
  // A chip reads as pressed only while its page is the one in view.
  const inView = useReaderStore((s) => s.currentPage);
  const show = (claim: number, citation: number) => {
    useAskStore.getState().setPreview(null);
    showCitation(claim, citation);
    onCitationChosen?.();
  };
  const preview = (chip: HTMLElement, c: Citation) => {
    const box = chip.getBoundingClientRect();
    useAskStore.getState().setPreview({
      page: c.page,
      rects: c.rects,
      quote: c.quote,
      anchor: { left: box.left, top: box.top, bottom: box.bottom },
    });
  };
  const chips = { labels, preview };
  const { answer } = result;
  if (result.answer.abstained) {
    return (
      <div className="rounded-lg bg-stone-100 p-3 text-sm" data-testid="answer" data-abstained="true">
        <p className="font-medium">Not in the document.</p>
        <p
          className="mt-1 text-stone-600"
          title={
            `${answer.trace.gate.rule}: ${answer.trace.gate.score.toFixed(2)} ` + `below ${answer.trace.gate.threshold}`
          }
        >
          The pages read for it do not seem to answer this question.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-2 text-sm leading-relaxed" data-testid="answer">
      <p className="text-[11px] uppercase tracking-wide text-stone-500">
        {answer.trace.mode === "chat"
          ? "Answer written by your chat model"
          : answer.claims[0]?.figure
            ? "Read from the statements: every figure cited"
            : "Extractive answer: sentences taken from the pages"}
      </p>
      <ol className="space-y-2">
        {answer.claims.map((claim, i) => {
          const isOn = (j: number) => active?.claim === i && active.citation === j && inView === active.page;
          return (
            <li key={i} className="rounded-md bg-white p-2 ring-1 ring-stone-200">
              {claim.figure ? (
                <FigureCard claim={claim} isOn={isOn} onShow={(j) => show(i, j)} context={chips} />
              ) : (
                <>
                  <span className="whitespace-pre-wrap">{claim.text}</span>{" "}
                  {claim.columns && <ColumnStrip columns={claim.columns} question={result.question} />}
                </>
              )}
              {claim.citations.map((c, j) => (
                <CitationChip key={j} citation={c} on={isOn(j)} onClick={() => show(i, j)} context={chips} />
              ))}
              {claim.ocr_caveats?.map((c) => (
                <p
                  key={`ocr-${c.page}`}
                  className="mt-1 rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-900 ring-1 ring-amber-200"
                  data-testid="ocr-caveat"
                >
                  {caveatText(c, pageName(labels, c.page))}
                </p>
              ))}
              {claim.flags?.map((f, k) => (
                <p
                  key={k}
                  className="mt-1 rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-900 ring-1 ring-red-200"
                  data-testid="claim-flag"
                >
                  Not supported by the cited lines: {f}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
      {answer.claims.length === 0 && <p className="text-stone-600">{answer.answer || "No answer."}</p>}
      {answer.quarantined.length > 0 && (
        <p
          className="rounded-md bg-red-50 p-2 text-xs text-red-900 ring-1 ring-red-200"
          data-testid="quarantine-warning"
        >
          {answer.quarantined.length} passage{answer.quarantined.length > 1 ? "s" : ""} in the evidence tried to give
          instructions to an AI. {answer.quarantined.length > 1 ? "They were" : "It was"} kept out of the answer.
        </p>
      )}
    </div>
  );
}

import { useMemo } from "react";
import type { AskResult } from "../../../core/ask/ask-document";
import { evidenceReasons } from "../../../core/ask/evidence-reasons";
import { pageName, type PageLabels } from "../../../core/pages";
import type { TreeNode } from "../../../core/tree/types";
import { useReaderStore } from "../../../stores/reader-store";
import { TraceView } from "./trace-view";

const STEP_LABEL: Record<string, string> = {
  "rank-sections": "Ranked sections",
  "skim-heads": "Skimmed page heads",
  "read-pages": "Read pages",
  "follow-references": "Followed references",
};

/** A section's title or "p. N" for a page, as the step's candidates name them. */
function labelOf(step: AskResult["navigation"]["steps"][number], id: string, labels: PageLabels): string {
  const label = step.candidates.find((c) => c.id === id)?.label ?? id;
  return /^\d+$/.test(label) ? pageName(labels, Number(label)) : label.length > 40 ? `${label.slice(0, 38)}…` : label;
}

/** The navigator's steps with their modes, timings and choices: for whoever wants to check the walk. */
function WalkSteps({ result, labels }: { result: AskResult; labels: PageLabels }) {
  return (
    <ol className="space-y-1" data-testid="walk">
      {result.navigation.steps.map((step, i) => (
        <li key={i} className="flex gap-2">
          <span
            className={
              "mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-stone-700 " +
              "text-[10px] font-bold text-white"
            }
          >
            {i + 1}
          </span>
          <div className="min-w-0">
            <p className="font-medium">
              {STEP_LABEL[step.step] ?? step.step}
              <span className="ml-1 font-normal text-stone-500">
                {step.mode === "system-one" ? "System One" : "lexical"} · {Math.round(step.ms)} ms
                {step.degraded ? " · fell back to lexical" : ""}
              </span>
            </p>
            <p className="text-stone-600">
              {step.chosen.length
                ? step.chosen
                    .slice(0, 6)
                    .map((id) => labelOf(step, id, labels))
                    .join(" · ")
                : "none needed"}
            </p>
            <p className="text-stone-500">{step.why}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Where the answer was looked for, in plain words; the steps and numbers behind "How it was found". */
export function WalkView({
  result,
  labels,
  sections,
}: {
  result: AskResult;
  labels: PageLabels;
  sections: readonly TreeNode[];
}) {
  const jumpTo = useReaderStore((s) => s.jumpTo);
  const name = (p: number) => pageName(labels, p);
  // Given with the answer by the reading worker; worked out here only for an answer stored before that.
  const reasons = useMemo(
    () =>
      result.evidence_reasons ??
      evidenceReasons(result.question, result.evidence, sections, (p) => pageName(labels, p)),
    [result, sections, labels],
  );
  return (
    <div className="space-y-3 text-sm">
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-500">
          Pages read for this answer
        </h3>
        <ul className="space-y-1" data-testid="evidence">
          {reasons.map((r, i) => (
            <li key={i} className="rounded-md bg-white px-2 py-1.5 ring-1 ring-stone-200">
              <button
                type="button"
                onClick={() => jumpTo(r.page_start)}
                className="font-medium text-amber-800 underline-offset-2 hover:underline"
                title="Show this page"
              >
                {r.page_start === r.page_end ? name(r.page_start) : `${name(r.page_start)} – ${name(r.page_end)}`}
              </button>
              <span className="block text-xs text-stone-700" data-testid="evidence-reason">
                {r.headline && <span className="font-medium">{r.headline}</span>}
                {r.headline && " — "}
                {r.reason}
              </span>
              <details className="mt-1 text-xs">
                <summary className="cursor-pointer text-stone-600">Text of the page</summary>
                <pre
                  className={
                    "mt-1 max-h-64 overflow-auto whitespace-pre-wrap border-t border-stone-100 pt-1 text-[11px] " +
                    "text-stone-700"
                  }
                >
                  {result.evidence[i]?.text}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      </div>
      <details className="rounded-md bg-stone-50 text-xs ring-1 ring-stone-200" data-testid="how-found">
        <summary className="cursor-pointer px-2 py-1.5 font-medium">How it was found</summary>
        <div className="space-y-3 border-t border-stone-200 p-2">
          <WalkSteps result={result} labels={labels} />
          <TraceView result={result} />
        </div>
      </details>
    </div>
  );
}

import type { AskResult } from "../../../core/ask/ask-document";
import { useReaderStore } from "../../../app/reader-store";

const STEP_LABEL: Record<string, string> = {
  "rank-sections": "Ranked sections",
  "skim-heads": "Skimmed page heads",
  "read-pages": "Read pages",
  "follow-references": "Followed references",
};

/** A section's title or "p. N" for a page, as the step's candidates name them. */
function labelOf(step: AskResult["navigation"]["steps"][number], id: string): string {
  const label = step.candidates.find((c) => c.id === id)?.label ?? id;
  return /^\d+$/.test(label) ? `p. ${label}` : label.length > 40 ? `${label.slice(0, 38)}…` : label;
}

/** What the agent did, step by step, then the evidence pages verbatim. */
export function WalkView({ result }: { result: AskResult }) {
  const jumpTo = useReaderStore((s) => s.jumpTo);
  const nav = result.navigation;
  return (
    <div className="space-y-3 text-sm">
      <ol className="space-y-1" data-testid="walk">
        {nav.steps.map((step, i) => (
          <li key={i} className="flex gap-2">
            <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-stone-800 text-[10px] font-bold text-white">{i + 1}</span>
            <div className="min-w-0">
              <p className="font-medium">
                {STEP_LABEL[step.step] ?? step.step}
                <span className="ml-1 text-xs font-normal text-stone-500">
                  {step.mode === "system-one" ? "System One" : "lexical"} · {Math.round(step.ms)} ms{step.degraded ? " · fell back to lexical" : ""}
                </span>
              </p>
              <p className="line-clamp-2 text-xs text-stone-600" title={step.why}>
                {step.chosen.length ? step.chosen.slice(0, 6).map((id) => labelOf(step, id)).join(" · ") : "nothing"}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-500">Evidence pages</h3>
        <ul className="space-y-1" data-testid="evidence">
          {result.evidence.map((e, i) => (
            <li key={i}>
              <details className="rounded-md bg-white ring-1 ring-stone-200">
                <summary className="cursor-pointer list-none px-2 py-1.5">
                  <span className="font-medium">[{i + 1}]</span>{" "}
                  <button type="button" onClick={() => jumpTo(e.page_start)} className="font-medium text-amber-800 underline-offset-2 hover:underline">
                    {e.page_start === e.page_end ? `Page ${e.page_start}` : `Pages ${e.page_start}–${e.page_end}`}
                  </button>
                  <span className="block text-xs text-stone-500">{e.why}</span>
                </summary>
                <pre className="max-h-64 overflow-auto whitespace-pre-wrap border-t border-stone-100 p-2 text-[11px] text-stone-700">{e.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

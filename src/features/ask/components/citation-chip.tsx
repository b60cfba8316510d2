import type { ReactNode } from "react";
import type { Citation } from "../../../core/answer/types";

/** A [n] p.N chip: clicking it shows the citation's lines on its page. `children` replaces the label (an operand's figure). */
export function CitationChip({ citation, on, onClick, testId = "citation-chip", children }: { citation: Citation; on: boolean; onClick: () => void; testId?: string; children?: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      aria-pressed={on}
      title={citation.precision === "line" ? `Page ${citation.page}, highlighted lines` : `Page ${citation.page} (the exact lines were not found)`}
      className={`ml-0.5 inline-flex items-center rounded px-1.5 py-0.5 align-baseline text-xs font-semibold tabular-nums ring-1 ${on ? "bg-amber-400 text-stone-900 ring-amber-500" : "bg-amber-100 text-amber-900 ring-amber-300 hover:bg-amber-200"}`}
    >
      {children ?? (
        <>
          [{citation.label}] p.{citation.page}
          {citation.precision !== "line" && <span className="ml-1 font-normal opacity-70">page</span>}
        </>
      )}
    </button>
  );
}

import type { ReactNode } from "react";
import type { Citation } from "../../../core/answer/types";
import { pageName, shortPageName, type PageLabels } from "../../../core/pages";
import { useAskStore } from "../../../stores/ask-store";

/** What every chip of one answer shares: page names, and the preview of a chip's lines on hover or focus. */
export interface ChipContext {
  labels: PageLabels;
  preview: (chip: HTMLElement, citation: Citation) => void;
}

interface Props {
  citation: Citation;
  on: boolean;
  onClick: () => void;
  context: ChipContext;
  testId?: string;
  /** Replaces the [n] p. N label (an operand's figure). */
  children?: ReactNode;
}

/** A [n] p. N chip: clicking it shows the citation's lines on its page; hovering or focusing previews them. */
export function CitationChip({ citation: c, on, onClick, context, testId = "citation-chip", children }: Props) {
  const { labels, preview } = context;
  const endPreview = () => useAskStore.getState().setPreview(null);
  const where = c.precision === "line" ? ", highlighted lines" : " (the exact lines were not found)";
  return (
    <button
      type="button"
      onClick={onClick}
      onMouseEnter={(e) => preview(e.currentTarget, c)}
      onFocus={(e) => preview(e.currentTarget, c)}
      onMouseLeave={endPreview}
      onBlur={endPreview}
      data-testid={testId}
      data-page={c.page}
      aria-pressed={on}
      title={`${pageName(labels, c.page)}${where} · ] next, [ previous`}
      className={
        "ml-0.5 inline-flex items-center rounded px-1.5 py-0.5 align-baseline " +
        "text-xs font-semibold tabular-nums ring-1 " +
        (on
          ? "bg-amber-400 text-stone-900 ring-amber-500"
          : "bg-amber-100 text-amber-900 ring-amber-300 hover:bg-amber-200")
      }
    >
      {children ?? (
        <>
          [{c.label}] {shortPageName(labels, c.page)}
          {c.precision !== "line" && <span className="ml-1 font-normal opacity-70">page</span>}
        </>
      )}
    </button>
  );
}

import { memo, useEffect, useState } from "react";
import { pageFromInput, printedLabel, type PageLabels } from "../../../core/pages";
import { useReaderStore } from "../../../stores/reader-store";

/**
 * Page box and zoom: what a person reaches for first in a long document. The box takes a printed page
 * or a PDF page. Memoised: it shows the current page and zoom, not the document view's
 * other changes.
 */
export const ReaderToolbar = memo(function ReaderToolbar({
  pageCount,
  labels,
}: {
  pageCount: number;
  labels?: PageLabels;
}) {
  // Each field alone: the whole store changes with every jump, which this box does not show.
  const currentPage = useReaderStore((s) => s.currentPage);
  const zoom = useReaderStore((s) => s.zoom);
  const zoomBy = useReaderStore((s) => s.zoomBy);
  const jumpTo = useReaderStore((s) => s.jumpTo);
  const shown = (page: number) => printedLabel(labels, page) ?? String(page);
  const [draft, setDraft] = useState(shown(currentPage));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setDraft(printedLabel(labels, currentPage) ?? String(currentPage));
  }, [currentPage, labels]);
  const go = () => {
    const n = pageFromInput(labels, draft, pageCount);
    setInvalid(n === null && draft.trim() !== shown(currentPage));
    if (n === null) return setDraft(shown(currentPage));
    jumpTo(n);
    setDraft(shown(n));
  };
  const differs = shown(currentPage) !== String(currentPage);
  return (
    <div className="flex items-center gap-3 text-sm">
      <form
        className="flex items-center gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
      >
        <label htmlFor="page-box" className="hidden text-stone-600 sm:inline">
          Page
        </label>
        <input
          id="page-box"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={go}
          aria-invalid={invalid}
          title="A printed page number (52, iv, F-3) or a PDF page (PDF 54)"
          className={
            "w-14 rounded-md px-2 py-1 text-center tabular-nums ring-1 ring-stone-300 focus:ring-2 " +
            "focus:ring-amber-500 focus:outline-none aria-[invalid=true]:ring-red-400"
          }
          aria-label="Page number, printed or PDF"
        />
        <span className="whitespace-nowrap text-stone-600" data-testid="page-position">
          {differs && <span className="hidden md:inline">PDF {currentPage} </span>}of{" "}
          <span data-testid="page-count">{pageCount}</span>
        </span>
      </form>
      <div className="flex items-center rounded-md ring-1 ring-stone-300" role="group" aria-label="Zoom">
        <button
          type="button"
          onClick={() => zoomBy(-1)}
          className="px-2.5 py-1 hover:bg-stone-100"
          aria-label="Zoom out"
        >
          −
        </button>
        <span className="hidden w-12 text-center tabular-nums text-stone-700 sm:inline" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <button type="button" onClick={() => zoomBy(1)} className="px-2.5 py-1 hover:bg-stone-100" aria-label="Zoom in">
          +
        </button>
      </div>
    </div>
  );
});

import { useEffect, useState } from "react";
import { useReaderStore } from "../../../app/reader-store";

/** Page number box and zoom: what a person reaches for first in a long document. */
export function ReaderToolbar({ pageCount }: { pageCount: number }) {
  const { currentPage, zoom, zoomBy, jumpTo } = useReaderStore();
  const [draft, setDraft] = useState(String(currentPage));
  useEffect(() => setDraft(String(currentPage)), [currentPage]);
  const go = () => {
    const n = Math.min(pageCount, Math.max(1, Math.round(Number(draft)) || 1));
    jumpTo(n);
    setDraft(String(n));
  };
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
        <input id="page-box" inputMode="numeric" value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={go} className="w-14 rounded-md px-2 py-1 text-center tabular-nums ring-1 ring-stone-300 focus:ring-2 focus:ring-amber-500 focus:outline-none" aria-label="Page number" />
        <span className="whitespace-nowrap text-stone-600">
          of <span data-testid="page-count">{pageCount}</span>
        </span>
      </form>
      <div className="flex items-center rounded-md ring-1 ring-stone-300" role="group" aria-label="Zoom">
        <button type="button" onClick={() => zoomBy(-1)} className="px-2.5 py-1 hover:bg-stone-100" aria-label="Zoom out">
          −
        </button>
        <span className="w-12 text-center tabular-nums text-stone-700" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <button type="button" onClick={() => zoomBy(1)} className="px-2.5 py-1 hover:bg-stone-100" aria-label="Zoom in">
          +
        </button>
      </div>
    </div>
  );
}

import { useOcrProgressStore } from "../../../stores/ocr-progress-store";

/**
 * OCR's progress over the open document, with Cancel, and how the run ended when it did not
 * simply finish (cancelled, failed, pages with nothing legible). Shown above the pages: the
 * reader is already open on the pages read first.
 */
export function OcrStatus({ bytes, pageCount }: { bytes: Uint8Array; pageCount: number }) {
  const { state, page, done, total, unread, error, cancel, bytes: runOf } = useOcrProgressStore();
  if (runOf !== bytes || state === "idle") return null;
  if (state === "reading" || state === "storing") {
    const pct = total ? Math.round((done / total) * 100) : 0;
    // The page being read among the document's pages, and how many of those OCR reads are done
    // when it reads only some of them (typed pages between scans need none).
    const text =
      state === "storing"
        ? "Placing the pages read by OCR…"
        : `Reading page ${page || 1} of ${pageCount} by OCR${total < pageCount ? ` (${done} of ${total} done)` : ""}`;
    return (
      <section
        aria-live="polite"
        className="flex items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
        data-testid="ocr-progress"
      >
        <span className="shrink-0">{text}</span>
        <div
          className="h-1.5 min-w-16 flex-1 overflow-hidden rounded-full bg-amber-200"
          role="progressbar"
          aria-valuenow={pct}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label="Pages read by OCR"
        >
          <div className="h-full bg-amber-600" style={{ width: `${pct}%` }} />
        </div>
        {state === "reading" && cancel && (
          <button
            type="button"
            onClick={cancel}
            className="rounded-md px-2.5 py-0.5 text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100"
          >
            Cancel
          </button>
        )}
      </section>
    );
  }
  const message =
    state === "failed"
      ? error
      : state === "cancelled"
        ? `OCR cancelled after ${done} of ${total} pages; the pages read are kept, the rest are read when the document is next opened.`
        : unread
          ? `OCR read ${done - unread} of ${total} pages; ${unread} had no legible text (each says why on the page).`
          : null;
  if (!message) return null;
  return (
    <p
      role="status"
      className="border-b border-stone-200 bg-stone-50 px-4 py-2 text-sm text-stone-700"
      data-testid="ocr-summary"
    >
      {message}
    </p>
  );
}

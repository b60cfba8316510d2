import { isLowConfidence } from "../../../core/ocr/ocr-plan";
import { outcomeText } from "../../../core/ocr/ocr-outcome";
import type { PageLayout } from "../../../core/types";

/**
 * Above a page read by OCR: a badge with its confidence, and a plain warning when that is low
 * (figures on the page may be misread: check them against the picture); on a page OCR found
 * nothing on, why. Nothing on a page with its own text layer.
 */
export function OcrNote({ page }: { page: PageLayout }) {
  if (!page.ocr && !page.ocrOutcome) return null;
  const low = isLowConfidence(page);
  const pct = Math.round((page.confidence ?? 0) * 100);
  const text = page.ocr
    ? low
      ? `OCR · low confidence (${pct}%): check figures against the page`
      : `OCR · ${pct}%`
    : page.ocrOutcome
      ? outcomeText(page.ocrOutcome)
      : "";
  if (!text || page.ocrOutcome === "text-layer-kept") return null;
  return (
    <span
      className={`pointer-events-none absolute -top-4 left-0 max-w-[80%] truncate whitespace-nowrap rounded px-1 text-[10px] leading-4 ${
        low ? "bg-amber-100 text-amber-900" : "text-stone-600"
      }`}
      data-testid="ocr-note"
      data-low-confidence={low || undefined}
      title={page.ocr ? `${outcomeText(page.ocrOutcome ?? "read")}, ${pct}% confidence` : text}
    >
      {text}
    </span>
  );
}

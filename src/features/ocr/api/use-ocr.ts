/**
 * Starts OCR on the open document once its pages are all there (a reopened document's come
 * from storage a moment after it shows) and stops it when the document closes. A run the
 * person cancelled is not restarted while the document stays open.
 */
import { useEffect } from "react";
import { pagesForOcr } from "../../../core/ocr/ocr-plan";
import { useOcrProgressStore } from "../../../stores/ocr-progress-store";
import type { OpenDocument } from "../../../stores/open-document-store";
import { readOpenDocumentByOcr } from "./read-by-ocr";

export function useOcrOfOpenDocument(doc: OpenDocument): void {
  const { bytes, complete } = doc;
  useEffect(() => {
    if (!complete) return;
    const progress = useOcrProgressStore.getState();
    if (progress.bytes === bytes && progress.state !== "idle") return;
    if (!pagesForOcr(doc.layout.pages).length) return;
    void readOpenDocumentByOcr(doc);
    return () => {
      const now = useOcrProgressStore.getState();
      if (now.bytes !== bytes) return;
      now.cancel?.();
      now.reset();
    };
    // The document's pages change as OCR reads them: the run is per file, not per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes, complete]);
}

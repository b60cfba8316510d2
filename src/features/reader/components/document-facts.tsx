import { useMemo } from "react";
import type { OpenDocument } from "../../../stores/open-document-store";
import { pageName, type PageLabels } from "../../../core/pages";
import { useReaderStore } from "../../../stores/reader-store";
import { readingWarnings } from "../../../core/layout/reading-warnings";

/** What was read and how: pages, size, timing, failures, and the current page's text. */
export function DocumentFacts({ doc, labels }: { doc: OpenDocument; labels?: PageLabels }) {
  const currentPage = useReaderStore((s) => s.currentPage);
  const { layout } = doc;
  // Over every page: once per layout, not again each time the current page changes.
  const { warnings, noText } = useMemo(
    () => ({ warnings: readingWarnings(layout), noText: layout.pages.filter((p) => p.status === "no-text").length }),
    [layout],
  );
  return (
    <details className="rounded-lg bg-white text-sm ring-1 ring-stone-200" open={warnings.length > 0 || noText > 0}>
      <summary className="cursor-pointer px-3 py-2 font-medium">About this document</summary>
      <div className="space-y-2 border-t border-stone-100 p-3">
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-stone-700">
          <dt>Pages</dt>
          <dd>
            {layout.declaredPages && layout.declaredPages > layout.pageCount
              ? `${layout.pageCount} of ${layout.declaredPages} declared`
              : layout.pageCount}
          </dd>
          <dt>Size</dt>
          <dd>{(doc.size / 1048576).toFixed(1)} MB</dd>
          <dt>{doc.loadMs ? "Reopened in" : "Read in"}</dt>
          <dd>
            {doc.loadMs ? `${Math.round(doc.loadMs)} ms, from the library` : `${(doc.layoutMs / 1000).toFixed(1)} s`}
          </dd>
          {doc.engine && (
            <>
              <dt>Read with</dt>
              <dd data-testid="layout-engine" data-engine={doc.engine}>
                {doc.engine === "pdfium" ? "PDFium" : "PDF.js (PDFium could not open it)"}
              </dd>
            </>
          )}
          <dt>Sections</dt>
          <dd>{doc.tree.nodes.length} top level</dd>
        </dl>
        {(warnings.length > 0 || noText > 0) && (
          <p className="rounded-md bg-amber-50 p-2 text-amber-900 ring-1 ring-amber-200" data-testid="page-warnings">
            {warnings.length > 0 && `${warnings.join(" ")} `}
            {noText > 0 && `${noText} page${noText > 1 ? "s have" : " has"} no text layer.`}
          </p>
        )}
        <h3 className="pt-1 font-medium">Text of {pageName(labels, currentPage)}</h3>
        <pre
          className={
            "max-h-72 overflow-auto whitespace-pre-wrap rounded-md bg-stone-50 p-2 text-xs text-stone-700 ring-1 " +
            "ring-stone-200"
          }
          data-testid="page-text"
        >
          {layout.pages[currentPage - 1]?.text || "(no text on this page)"}
        </pre>
      </div>
    </details>
  );
}

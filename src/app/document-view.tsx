import { useCallback, useEffect, useMemo, useState } from "react";
import { documentLabels } from "../core/pages";
import { useAskStore } from "../stores/ask-store";
import { AskPanel } from "../features/ask/components/ask-panel";
import { whenStored, type OpenDocument } from "../stores/open-document-store";
import { TocTree } from "../features/toc/components/toc-tree";
import { useRenderableDocument } from "../features/reader/api/use-renderable-document";
import { useReaderStore } from "../stores/reader-store";
import { saveCoverPreview } from "../stores/cover-preview";
import { DocumentFacts } from "../features/reader/components/document-facts";
import { FindBar, useFindShortcut } from "../features/reader/components/find-bar";
import { CitationPreview } from "../features/reader/components/citation-preview";
import { useFindStore } from "../stores/find-store";
import { DocumentMap } from "../features/reader/components/document-map";
import { PageList } from "../features/reader/components/page-list";
import { ReaderToolbar } from "../features/reader/components/reader-toolbar";
import { RenderPasswordPrompt } from "../features/reader/components/render-password-prompt";
import { OcrStatus } from "../features/ocr/components/ocr-status";
import { useOcrOfOpenDocument } from "../features/ocr/api/use-ocr";

/** The opened document: contents on the left, pages in the middle, questions on the right. */
export function DocumentView({ doc }: { doc: OpenDocument }) {
  const isText = !!doc.layout.format && doc.layout.format !== "pdf";
  // A password typed here (a protected document reopened from the library) belongs to these bytes only.
  const [entered, setEntered] = useState<{ bytes: Uint8Array; password: string } | null>(null);
  const password = entered?.bytes === doc.bytes ? entered.password : doc.password;
  const rendering = useRenderableDocument(isText ? null : doc.bytes, password);
  useEffect(() => () => void (doc.preview && URL.revokeObjectURL(doc.preview)), [doc.preview]);
  // A new document starts at its top, unless an answer being restored already put its citation in view.
  useEffect(() => {
    if (!useAskStore.getState().active) useReaderStore.getState().jumpTo(1);
  }, [doc.id, doc.name]);
  useFindShortcut();
  useOcrOfOpenDocument(doc);
  // Hits belong to one document.
  useEffect(() => {
    useFindStore.getState().close();
  }, [doc.id, doc.name]);
  const labels = useMemo(() => documentLabels(doc.layout, doc.complete), [doc.layout, doc.complete]);
  const [askOpen, setAskOpen] = useState(false);
  const { id, preview } = doc;
  // One callback per document, so the page list skips the view's other renders.
  const onFirstPage = useCallback(
    (canvas: HTMLCanvasElement, width: number) => {
      // The picture joins the stored record, which may still be being written.
      if (!id || preview) return;
      void whenStored(id)
        .then((ok) => (ok ? saveCoverPreview(id, canvas, width) : undefined))
        .catch(() => undefined);
    },
    [id, preview],
  );
  const { layout } = doc;
  return (
    <section
      className={
        "relative grid min-h-0 flex-1 grid-cols-1 md:grid-cols-[15rem_minmax(0,1fr)] " +
        "lg:grid-cols-[16rem_minmax(0,1fr)_23rem]"
      }
      data-testid="document-view"
      data-layout-ms={Math.round(doc.layoutMs)}
      data-tree-ms={Math.round(doc.treeMs)}
      data-complete={doc.complete}
      data-load-ms={Math.round(doc.loadMs)}
    >
      <aside className="hidden min-h-0 overflow-auto border-r border-stone-200 bg-white p-3 md:block">
        <TocTree tree={doc.tree} labels={labels} />
      </aside>
      <div className="flex min-h-0 flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-stone-200 bg-white px-4 py-2">
          <h2 className="truncate text-sm font-semibold" data-testid="doc-title" title={layout.title ?? doc.name}>
            {doc.name}
          </h2>
          <div className="flex items-center gap-2">
            <ReaderToolbar pageCount={layout.pageCount} labels={labels} />
            <button
              type="button"
              onClick={() => useFindStore.getState().show()}
              className={
                "flex items-center gap-1 rounded-md px-2 py-1 text-sm text-stone-700 ring-1 ring-stone-300 " +
                "hover:bg-stone-50"
              }
              title="Find in document (Ctrl+F)"
              aria-label="Find"
              aria-keyshortcuts="Control+F Meta+F"
            >
              <svg
                viewBox="0 0 20 20"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden
              >
                <circle cx="8.5" cy="8.5" r="5.5" />
                <path d="M13 13l4.5 4.5" strokeLinecap="round" />
              </svg>
              <span className="hidden xl:inline">Find</span>
            </button>
            <button
              type="button"
              onClick={() => setAskOpen(!askOpen)}
              aria-expanded={askOpen}
              className="rounded-md bg-stone-900 px-3 py-1 text-sm text-white lg:hidden"
            >
              Ask
            </button>
          </div>
        </div>
        <OcrStatus bytes={doc.bytes} pageCount={layout.pageCount} />
        {rendering.locked && (
          <RenderPasswordPrompt
            wrong={rendering.locked === "wrong"}
            onPassword={(p) => setEntered({ bytes: doc.bytes, password: p })}
          />
        )}
        <div className="relative flex min-h-0 flex-1">
          <FindBar pages={layout.pages} labels={labels} />
          <CitationPreview doc={rendering.doc} labels={labels} />
          <div className="min-w-0 flex-1">
            <PageList
              doc={rendering.doc}
              pages={layout.pages}
              labels={labels}
              preview={doc.preview}
              isText={isText}
              onFirstPage={onFirstPage}
            />
          </div>
          <DocumentMap pageCount={layout.pageCount} tree={doc.tree} labels={labels} />
        </div>
        {rendering.error && <p className="p-2 text-sm text-red-700">The pages could not be drawn: {rendering.error}</p>}
      </div>
      <aside
        className={
          `${askOpen ? "absolute inset-y-0 right-0 z-20 w-full max-w-md shadow-xl" : "hidden"} min-h-0 space-y-4 ` +
          `overflow-auto border-l border-stone-200 bg-stone-50 p-4 lg:static lg:block lg:w-auto lg:max-w-none ` +
          `lg:shadow-none`
        }
      >
        <button
          type="button"
          onClick={() => setAskOpen(false)}
          className="float-right rounded-md px-2 py-0.5 text-sm text-stone-600 ring-1 ring-stone-300 lg:hidden"
        >
          Close
        </button>
        {/* On a narrow window the panel covers the pages: choosing a citation closes it. */}
        <AskPanel doc={doc} labels={labels} onCitationChosen={() => setAskOpen(false)} />
        <DocumentFacts doc={doc} labels={labels} />
      </aside>
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { OpenDocument } from "../../ingest/api/document-store";
import { TocTree } from "../../toc/components/toc-tree";
import { openForRendering } from "../api/pdf-renderer";
import { useReaderStore } from "../api/reader-store";
import { PageList } from "./page-list";
import { ReaderToolbar } from "./reader-toolbar";

/** The opened document: its contents on the left, its pages in the middle, facts on the right. */
export function DocumentView({ doc }: { doc: OpenDocument }) {
  const rendering = useQuery({ queryKey: ["render-doc", doc.id ?? doc.name, doc.size], queryFn: () => openForRendering(doc.bytes), staleTime: Infinity, gcTime: 0 });
  useEffect(() => () => void rendering.data?.destroy(), [rendering.data]);
  useEffect(() => useReaderStore.getState().jumpTo(1), [doc.id, doc.name]);
  const { layout } = doc;
  const currentPage = useReaderStore((s) => s.currentPage);
  const failed = layout.pages.filter((p) => p.status === "failed");
  const noText = layout.pages.filter((p) => p.status === "no-text").length;
  return (
    <section className="grid min-h-0 flex-1 grid-cols-1 md:grid-cols-[17rem_minmax(0,1fr)] xl:grid-cols-[18rem_minmax(0,1fr)_20rem]" data-testid="document-view" data-layout-ms={Math.round(doc.layoutMs)} data-complete={doc.complete}>
      <aside className="hidden min-h-0 overflow-auto border-r border-stone-200 bg-white p-3 md:block">
        <TocTree tree={doc.tree} />
      </aside>
      <div className="flex min-h-0 flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-stone-200 bg-white px-4 py-2">
          <h2 className="truncate text-sm font-semibold" data-testid="doc-title" title={layout.title ?? doc.name}>
            {layout.title ?? doc.name}
          </h2>
          <ReaderToolbar pageCount={layout.pageCount} />
        </div>
        <div className="min-h-0 flex-1">
          <PageList doc={rendering.data?.doc ?? null} pages={layout.pages} />
        </div>
        {rendering.error && <p className="p-2 text-sm text-red-700">The pages could not be drawn: {String(rendering.error)}</p>}
      </div>
      <aside className="hidden min-h-0 space-y-3 overflow-auto border-l border-stone-200 bg-white p-4 text-sm xl:block">
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-stone-700">
          <dt>Pages</dt>
          <dd>{layout.pageCount}</dd>
          <dt>Size</dt>
          <dd>{(doc.size / 1048576).toFixed(1)} MB</dd>
          <dt>{doc.loadMs ? "Reopened in" : "Read in"}</dt>
          <dd>{doc.loadMs ? `${Math.round(doc.loadMs)} ms, from the library` : `${(doc.layoutMs / 1000).toFixed(1)} s`}</dd>
          <dt>Sections</dt>
          <dd>{doc.tree.nodes.length} top level</dd>
        </dl>
        {(failed.length > 0 || noText > 0) && (
          <p className="rounded-md bg-amber-50 p-2 text-amber-900 ring-1 ring-amber-200" data-testid="page-warnings">
            {failed.length > 0 && `${failed.length} page${failed.length > 1 ? "s" : ""} could not be read (${failed.map((p) => p.page).join(", ")}). `}
            {noText > 0 && `${noText} page${noText > 1 ? "s have" : " has"} no text layer.`}
          </p>
        )}
        <h3 className="pt-2 font-medium">Text of page {currentPage}</h3>
        <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap rounded-md bg-stone-50 p-2 text-xs text-stone-700 ring-1 ring-stone-200" data-testid="page-text">
          {layout.pages[currentPage - 1]?.text || "(no text on this page)"}
        </pre>
      </aside>
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { OpenDocument } from "../../ingest/api/document-store";
import { openForRendering } from "../api/pdf-renderer";
import { PageCanvas } from "./page-canvas";

/** The opened document: what was read, and its first page. */
export function DocumentView({ doc }: { doc: OpenDocument }) {
  const rendering = useQuery({ queryKey: ["render-doc", doc.name, doc.size, doc.layoutMs], queryFn: () => openForRendering(doc.bytes), staleTime: Infinity, gcTime: 0 });
  const [page, setPage] = useState(1);
  useEffect(() => () => void rendering.data?.destroy(), [rendering.data]);
  const { layout } = doc;
  const failed = layout.pages.filter((p) => p.status === "failed");
  const noText = layout.pages.filter((p) => p.status === "no-text").length;
  return (
    <section className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="document-view" data-layout-ms={Math.round(doc.layoutMs)}>
      <div className="min-w-0">
        <nav className="mb-3 flex items-center gap-2 text-sm" aria-label="Pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded-md px-2 py-1 ring-1 ring-stone-300 disabled:opacity-40">
            Previous
          </button>
          <label className="flex items-center gap-1">
            Page
            <input type="number" min={1} max={layout.pageCount} value={page} onChange={(e) => setPage(Math.min(layout.pageCount, Math.max(1, Number(e.target.value) || 1)))} className="w-16 rounded-md px-2 py-1 ring-1 ring-stone-300" aria-label="Page number" />
            of {layout.pageCount}
          </label>
          <button type="button" disabled={page >= layout.pageCount} onClick={() => setPage(page + 1)} className="rounded-md px-2 py-1 ring-1 ring-stone-300 disabled:opacity-40">
            Next
          </button>
        </nav>
        {rendering.data ? <PageCanvas doc={rendering.data.doc} page={page} width={720} /> : <div className="h-96 animate-pulse rounded bg-stone-200" />}
        {rendering.error && <p className="text-sm text-red-700">The pages could not be drawn: {String(rendering.error)}</p>}
      </div>
      <aside className="space-y-3 text-sm">
        <h2 className="text-base font-semibold break-words" data-testid="doc-title">{layout.title ?? doc.name}</h2>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-stone-700">
          <dt>Pages</dt>
          <dd data-testid="page-count">{layout.pageCount}</dd>
          <dt>Size</dt>
          <dd>{(doc.size / 1048576).toFixed(1)} MB</dd>
          <dt>Read in</dt>
          <dd>{(doc.layoutMs / 1000).toFixed(1)} s</dd>
          <dt>Outline</dt>
          <dd>{layout.outline.length ? `${layout.outline.length} top entries` : "none"}</dd>
        </dl>
        {(failed.length > 0 || noText > 0) && (
          <p className="rounded-md bg-amber-50 p-2 text-amber-900 ring-1 ring-amber-200" data-testid="page-warnings">
            {failed.length > 0 && `${failed.length} page${failed.length > 1 ? "s" : ""} could not be read (${failed.map((p) => p.page).join(", ")}). `}
            {noText > 0 && `${noText} page${noText > 1 ? "s have" : " has"} no text layer.`}
          </p>
        )}
        <h3 className="pt-2 font-medium">Text of page {page}</h3>
        <pre className="max-h-[28rem] overflow-auto whitespace-pre-wrap rounded-md bg-white p-2 text-xs text-stone-700 ring-1 ring-stone-200" data-testid="page-text">
          {layout.pages[page - 1]?.text || "(no text on this page)"}
        </pre>
      </aside>
    </section>
  );
}

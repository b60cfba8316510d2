import { memo, useEffect, useRef, useState } from "react";
import type { PageLink } from "../../../core/links";
import { pageLinks, renderPage, type RenderableDocument } from "../../../bridge/pdf-renderer";
import { LinkLayer } from "./link-layer";

interface PageCanvasProps {
  doc: RenderableDocument;
  page: number;
  width: number;
  /** Called once the page is drawn, with its canvas. */
  onRendered?: (canvas: HTMLCanvasElement) => void;
}

/**
 * One rendered page; re-renders when the width changes, cancels when it unmounts.
 * Memoised: its slot renders again when a highlight or find mark on it changes.
 */
export const PageCanvas = memo(function PageCanvas({ doc, page, width, onRendered }: PageCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [links, setLinks] = useState<PageLink[]>([]);
  useEffect(() => {
    let cancelled = false;
    // Most pages have no links: a new empty list for an empty one would only render the page again.
    pageLinks(doc, page).then(
      (found) => !cancelled && setLinks((shown) => (found.length === 0 && shown.length === 0 ? shown : found)),
    );
    return () => {
      cancelled = true;
    };
  }, [doc, page]);
  useEffect(() => {
    const wanted = new AbortController();
    const canvas = ref.current;
    if (!canvas) return;
    renderPage(doc, page, canvas, width, wanted.signal)
      .then((drawn) => drawn && !wanted.signal.aborted && onRendered?.(canvas))
      .catch((err: unknown) => {
        if (!wanted.signal.aborted) setFailed(err instanceof Error ? err.message : String(err));
      });
    return () => wanted.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new callback alone does not redraw
  }, [doc, page, width]);
  return (
    <figure
      className="relative mx-auto h-full bg-white shadow-md ring-1 ring-stone-200"
      style={{ width }}
      data-page={page}
    >
      <canvas ref={ref} aria-label={`Page ${page}`} role="img" />
      <LinkLayer links={links} />
      {failed && (
        <figcaption className="p-4 text-sm text-red-700">
          Page {page} could not be drawn: {failed}
        </figcaption>
      )}
    </figure>
  );
});

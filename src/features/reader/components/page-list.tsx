import type { RenderableDocument } from "../../../bridge/pdf-renderer";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { pageName, type PageLabels } from "../../../core/pages";
import type { FindHit } from "../../../core/find";
import type { PageLayout } from "../../../core/types";
import { useAskStore, type ActiveCitation } from "../../../stores/ask-store";
import { useReaderStore } from "../../../stores/reader-store";
import { useFindStore } from "../../../stores/find-store";
import { FindLayer } from "./find-layer";
import { HighlightLayer } from "./highlight-layer";
import { PageCanvas } from "./page-canvas";
import { TextPage } from "./text-page";
import { OcrNote } from "./ocr-note";
import {
  listHeight,
  pageHeight,
  useCurrentPage,
  useFitWidth,
  useJumpScroll,
  useNearPages,
  usePageTops,
} from "./use-page-geometry";

interface PageListProps {
  doc: RenderableDocument | null;
  pages: PageLayout[];
  /** Picture of page 1 to show until it is drawn (a reopened document). */
  preview?: string | null;
  /** Called when page 1 has been drawn. */
  onFirstPage?: (canvas: HTMLCanvasElement, width: number) => void;
  /** Grid pages of a text document, drawn as text rather than by pdf.js. */
  isText?: boolean;
  labels?: PageLabels;
}

interface PageContentProps {
  doc: RenderableDocument | null;
  page: PageLayout;
  width: number;
  isText: boolean;
  onRendered?: (canvas: HTMLCanvasElement) => void;
}

/** A page's text or canvas; a blank sheet of its size while the document is not open yet. */
function PageContent({ doc, page, width, isText, onRendered }: PageContentProps) {
  if (isText) return <TextPage page={page} width={width} />;
  if (doc) return <PageCanvas doc={doc} page={page.page} width={width} onRendered={onRendered} />;
  return <div className="h-full w-full bg-white shadow-sm ring-1 ring-stone-200" aria-hidden />;
}

interface PageSlotProps extends PageContentProps {
  /** How far down the list the slot sits: slots are placed, not stacked, as only the near ones exist. */
  top: number;
  /** The printed page name shown above the page. */
  label: string;
  /** Page 1's picture while it is not yet drawn. */
  preview: string | null;
  findHits: FindHit[] | undefined;
  currentHit: FindHit | undefined;
  highlight: ActiveCitation | null;
}

/**
 * One page's slot: its sheet, find marks, highlight and printed name. Memoised: the list
 * re-renders whenever a page comes near, a citation is shown or a find moves, and only
 * the pages that changed need to render again.
 */
const PageSlot = memo(function PageSlot({
  top,
  label,
  preview,
  findHits,
  currentHit,
  highlight,
  ...content
}: PageSlotProps) {
  const { page, width } = content;
  const height = pageHeight(page, width);
  return (
    <div data-slot={page.page} style={{ top, width, height }} className="absolute left-0">
      <PageContent {...content} />
      {preview && (
        <img
          src={preview}
          alt=""
          data-testid="first-page-preview"
          className="absolute inset-0 h-full w-full bg-white shadow-md"
        />
      )}
      {findHits && <FindLayer hits={findHits} current={currentHit} />}
      {highlight && (
        <HighlightLayer
          rects={highlight.rects}
          width={width}
          height={height}
          seq={highlight.seq}
          precision={highlight.precision}
        />
      )}
      <OcrNote page={page} />
      {/* In the gap above the page, so it fits at any width. */}
      <span
        className="pointer-events-none absolute -top-4 right-0 whitespace-nowrap text-[10px] leading-4 text-stone-600"
        data-testid="page-label"
      >
        {label}
      </span>
    </div>
  );
});

/**
 * The pages in a list as long as the whole document, where only the slots near the
 * viewport exist, each placed at its own top: a 500-page filing opens, scrolls and is
 * closed with a handful of slots in the DOM, not 500 (every reopen used to build and
 * tear down a slot per page). Memoised: the document view renders again as the document
 * loads and is stored, the pages only when what they show changes.
 */
export const PageList = memo(function PageList({
  doc,
  pages,
  preview,
  onFirstPage,
  isText = false,
  labels,
}: PageListProps) {
  const [firstDrawn, setFirstDrawn] = useState(false);
  const zoom = useReaderStore((s) => s.zoom);
  const active = useAskStore((s) => s.active);
  const findHits = useFindStore((s) => s.hits);
  const findIndex = useFindStore((s) => s.index);
  const hitsByPage = useMemo(() => {
    const m = new Map<number, FindHit[]>();
    for (const h of findHits) m.set(h.page, [...(m.get(h.page) ?? []), h]);
    return m;
  }, [findHits]);
  const scroller = useRef<HTMLDivElement>(null);
  const width = Math.round(useFitWidth(scroller) * zoom);
  const tops = usePageTops(pages, width);
  const near = useNearPages(scroller, tops);
  useCurrentPage(scroller, pages, tops);
  useJumpScroll(scroller, pages, tops, width);
  // The latest callback and width, read when page 1 is drawn: a new callback from the
  // parent must not re-render page 1's slot (the draw itself waits on doc, page and width).
  const firstPage = useRef({ onFirstPage, width });
  useEffect(() => {
    firstPage.current = { onFirstPage, width };
  });
  const onFirstRendered = useCallback((canvas: HTMLCanvasElement) => {
    setFirstDrawn(true);
    firstPage.current.onFirstPage?.(canvas, firstPage.current.width);
  }, []);

  return (
    // Focusable, so the pages scroll from the keyboard even when none of them holds a link.
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="Pages"
      className="h-full overflow-auto bg-stone-200/60 px-4 py-4 focus-visible:outline-2 focus-visible:outline-amber-600"
      data-testid="page-list"
    >
      <div className="relative mx-auto" style={{ width, height: listHeight(pages, tops, width) }}>
        {pages.slice(near.first, near.last + 1).map((p, i) => (
          <PageSlot
            key={p.page}
            top={tops[near.first + i]}
            doc={doc}
            page={p}
            width={width}
            isText={isText}
            onRendered={p.page === 1 ? onFirstRendered : undefined}
            label={pageName(labels, p.page)}
            preview={p.page === 1 && !firstDrawn ? (preview ?? null) : null}
            findHits={hitsByPage.get(p.page)}
            currentHit={hitsByPage.has(p.page) ? findHits[findIndex] : undefined}
            highlight={active?.page === p.page ? active : null}
          />
        ))}
      </div>
    </div>
  );
});

import type { PDFDocumentProxy } from "pdfjs-dist";
import { useEffect, useMemo, useRef, useState } from "react";
import type { PageLayout } from "../../../core/types";
import { useAskStore } from "../../../app/ask-store";
import { useReaderStore } from "../../../app/reader-store";
import { HighlightLayer } from "./highlight-layer";
import { PageCanvas } from "./page-canvas";
import { TextPage } from "./text-page";

/** At zoom 100% a page fills the viewer's width, up to this many CSS pixels. */
const MAX_FIT_WIDTH = 900;
const GAP = 16;

/** The viewer's inner width, kept current as the window or panels resize. */
function useFitWidth(ref: React.RefObject<HTMLDivElement | null>): number {
  const [fit, setFit] = useState(MAX_FIT_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setFit(Math.max(240, Math.min(MAX_FIT_WIDTH, el.clientWidth - 32))));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return fit;
}

interface PageListProps {
  doc: PDFDocumentProxy | null;
  pages: PageLayout[];
  /** Picture of page 1 to show until it is drawn (a reopened document). */
  preview?: string | null;
  /** Called when page 1 has been drawn. */
  onFirstPage?: (canvas: HTMLCanvasElement, width: number) => void;
  /** Grid pages of a text document, drawn as text rather than by pdf.js. */
  isText?: boolean;
}

/**
 * Every page as a placeholder of its real size; only pages near the viewport get a
 * canvas, so a 500-page document scrolls as lightly as a short one.
 */
export function PageList({ doc, pages, preview, onFirstPage, isText = false }: PageListProps) {
  const [firstDrawn, setFirstDrawn] = useState(false);
  const zoom = useReaderStore((s) => s.zoom);
  const jump = useReaderStore((s) => s.jump);
  const setCurrentPage = useReaderStore((s) => s.setCurrentPage);
  const active = useAskStore((s) => s.active);
  const scroller = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState<Set<number>>(new Set([1]));
  const fitWidth = useFitWidth(scroller);
  const width = Math.round(fitWidth * zoom);
  const heightOf = (p: PageLayout) => Math.round(width * (p.height && p.width ? p.height / p.width : 11 / 8.5));

  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const visible = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        setNear((prev) => {
          const next = new Set(prev);
          for (const e of entries) {
            const page = Number((e.target as HTMLElement).dataset.slot);
            if (e.isIntersecting) next.add(page);
            else next.delete(page);
            visible.set(page, e.intersectionRatio);
          }
          return next;
        });
      },
      { root, rootMargin: "100% 0px", threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    root.querySelectorAll("[data-slot]").forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [pages.length, width]);

  // Top of every page slot, computed once per layout and width, shared by scrolling and jumps.
  const tops = useMemo(() => {
    const out: number[] = [];
    let y = 0;
    for (const p of pages) {
      out.push(y);
      y += heightOf(p) + GAP;
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- heightOf depends on width only
  }, [pages, width]);

  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const onScroll = () => {
      // The last page whose top is above a third of the way down the viewer (binary search).
      const mark = root.scrollTop + root.clientHeight / 3;
      let lo = 0;
      let hi = tops.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (tops[mid] <= mark) lo = mid;
        else hi = mid - 1;
      }
      if (pages[lo]) setCurrentPage(pages[lo].page);
    };
    root.addEventListener("scroll", onScroll, { passive: true });
    return () => root.removeEventListener("scroll", onScroll);
  }, [tops, pages, setCurrentPage]);

  useEffect(() => {
    const root = scroller.current;
    if (!root || !jump) return;
    const page = pages[jump.page - 1];
    // A jump to a position on a page (a citation) puts it a third of the way down the
    // viewer, where the eye lands; a jump to a page shows its top.
    const offset = jump.top > 0 && page ? heightOf(page) * jump.top - root.clientHeight / 3 : -8;
    root.scrollTo({ top: Math.max(0, (tops[jump.page - 1] ?? 0) + offset) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new jump request scrolls
  }, [jump?.seq]);

  return (
    <div ref={scroller} className="h-full overflow-auto bg-stone-200/60 px-4 py-4" data-testid="page-list">
      <div className="mx-auto flex flex-col items-center" style={{ gap: GAP, width }}>
        {pages.map((p) => (
          <div key={p.page} data-slot={p.page} style={{ width, height: heightOf(p) }} className="relative">
            {isText && near.has(p.page) ? (
              <TextPage page={p} width={width} />
            ) : doc && near.has(p.page) ? (
              <PageCanvas
                doc={doc}
                page={p.page}
                width={width}
                onRendered={
                  p.page === 1
                    ? (canvas) => {
                        setFirstDrawn(true);
                        onFirstPage?.(canvas, width);
                      }
                    : undefined
                }
              />
            ) : (
              <div className="h-full w-full bg-white shadow-sm ring-1 ring-stone-200" aria-hidden />
            )}
            {p.page === 1 && preview && !firstDrawn && (
              <img
                src={preview}
                alt=""
                data-testid="first-page-preview"
                className="absolute inset-0 h-full w-full bg-white shadow-md"
              />
            )}
            {active?.page === p.page && (
              <HighlightLayer
                rects={active.rects}
                width={width}
                height={heightOf(p)}
                seq={active.seq}
                precision={active.precision}
              />
            )}
            <span className="pointer-events-none absolute -left-10 top-1 hidden text-xs text-stone-500 xl:block">
              {p.page}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

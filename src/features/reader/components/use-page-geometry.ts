/**
 * Where the reader's pages sit: the viewer's width, each page slot's height and top, which
 * slots are near the viewport, which page is current, and scrolling to a jump request.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { PageLayout } from "../../../core/types";
import { useReaderStore } from "../../../stores/reader-store";
import { nearPageRange, sameRange, slotAt, type PageRange } from "./visible-pages";

/** At zoom 100% a page fills the viewer's width, up to this many CSS pixels. */
const MAX_FIT_WIDTH = 900;
export const PAGE_GAP = 16;

/** A page slot's height at this width (US Letter when the page has no size). */
export function pageHeight(p: PageLayout, width: number): number {
  return Math.round(width * (p.height && p.width ? p.height / p.width : 11 / 8.5));
}

/** The viewer's inner width, kept current as the window or panels resize. */
export function useFitWidth(ref: RefObject<HTMLDivElement | null>): number {
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

const FIRST_PAGE: PageRange = { first: 0, last: 0 };

/**
 * The page slots within a screen of the viewport (page 1 to start with), worked out from
 * the scroll position and the slots' tops: once a frame while scrolling, and when the
 * viewer is resized. The same range object while nothing comes or goes, so the page list
 * does not render again on every scroll event.
 */
export function useNearPages(ref: RefObject<HTMLDivElement | null>, tops: number[]): PageRange {
  const [near, setNear] = useState<PageRange>(FIRST_PAGE);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      const next = nearPageRange(tops, root.scrollTop, root.clientHeight);
      setNear((prev) => (sameRange(prev, next) ? prev : next));
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    update();
    root.addEventListener("scroll", onScroll, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(root);
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener("scroll", onScroll);
      resized.disconnect();
    };
  }, [ref, tops]);
  return near;
}

/** Top of every page slot, computed once per layout and width, shared by mounting, scrolling and jumps. */
export function usePageTops(pages: PageLayout[], width: number): number[] {
  return useMemo(() => {
    const out: number[] = [];
    let y = 0;
    for (const p of pages) {
      out.push(y);
      y += pageHeight(p, width) + PAGE_GAP;
    }
    return out;
  }, [pages, width]);
}

/** The height of all the slots stacked with gaps between them: the scrollable length of the list. */
export function listHeight(pages: PageLayout[], tops: number[], width: number): number {
  const n = pages.length;
  return n === 0 ? 0 : tops[n - 1] + pageHeight(pages[n - 1], width);
}

/** The current page is the last one whose top is above a third of the way down the viewer. */
export function useCurrentPage(ref: RefObject<HTMLDivElement | null>, pages: PageLayout[], tops: number[]): void {
  const setCurrentPage = useReaderStore((s) => s.setCurrentPage);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onScroll = () => {
      const here = pages[slotAt(tops, root.scrollTop + root.clientHeight / 3)];
      if (here) setCurrentPage(here.page);
    };
    root.addEventListener("scroll", onScroll, { passive: true });
    return () => root.removeEventListener("scroll", onScroll);
  }, [ref, tops, pages, setCurrentPage]);
}

/** Whether the reader has scrolled, touched or typed in the viewer (a jump sets it back to false). */
function useReaderMoved(ref: RefObject<HTMLDivElement | null>): RefObject<boolean> {
  const moved = useRef(false);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onMove = () => void (moved.current = true);
    const events = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
    for (const e of events) root.addEventListener(e, onMove, { passive: true });
    return () => events.forEach((e) => root.removeEventListener(e, onMove));
  }, [ref]);
  return moved;
}

/**
 * Scrolls to each new jump request. A jump to a position on a page (a citation) puts it
 * a third of the way down the viewer, where the eye lands; a jump to a page shows its top.
 * A jump holds until the reader moves: pages that change size under it (the viewer's
 * width settling, a reopened document's real page sizes arriving) scroll it back into place.
 */
export function useJumpScroll(
  ref: RefObject<HTMLDivElement | null>,
  pages: PageLayout[],
  tops: number[],
  width: number,
): void {
  const jump = useReaderStore((s) => s.jump);
  const moved = useReaderMoved(ref);
  const lastJump = useRef<number | undefined>(undefined);
  useEffect(() => {
    const root = ref.current;
    if (!root || !jump) return;
    if (lastJump.current === jump.seq && moved.current) return;
    if (lastJump.current !== jump.seq) moved.current = false;
    lastJump.current = jump.seq;
    const page = pages[jump.page - 1];
    const offset = jump.top > 0 && page ? pageHeight(page, width) * jump.top - root.clientHeight / 3 : -8;
    root.scrollTo({ top: Math.max(0, (tops[jump.page - 1] ?? 0) + offset) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new jump, or new page positions under an unmoved one
  }, [jump?.seq, tops]);
}

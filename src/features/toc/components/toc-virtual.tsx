/**
 * The contents of a very long document (a thousand pages of merged filings, a regulation)
 * as a virtual list: the open sections flattened to rows of one height, and only the rows
 * in view (and a few either side) in the DOM. Thousands of sections as nested lists cost
 * seconds of rendering and tens of thousands of nodes for as long as the document is open.
 *
 * The reading position is marked as in the nested tree and scrolled into view when it
 * moves; arrow keys move through every row, not only those drawn, scrolling as they go.
 * Titles are cut to one line (the whole title on hover) so rows keep one height.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { pageSpanName, type PageLabels } from "../../../core/pages";
import type { TreeNode } from "../../../core/tree";
import { useReaderStore } from "../../../stores/reader-store";
import type { WalkMarks } from "../../../stores/walk-marks";
import { holdsReadPage, SectionEntry, SectionToggle } from "./toc-row-parts";

/** Row height in px (one line of 13px text with its padding). */
export const TOC_ROW_PX = 26;
/** Rows drawn beyond the view on each side, so a quick scroll does not show blanks. */
const OVERSCAN = 12;

export interface FlatRow {
  node: TreeNode;
  depth: number;
  parent: string | null;
}

/** The rows a nested tree shows: every section whose ancestors are all open, in order. */
export function visibleRows(nodes: readonly TreeNode[], open: ReadonlySet<string>): FlatRow[] {
  const rows: FlatRow[] = [];
  const walk = (list: readonly TreeNode[], depth: number, parent: string | null) => {
    for (const node of list) {
      rows.push({ node, depth, parent });
      if (open.has(node.id) && node.children.length) walk(node.children, depth + 1, node.id);
    }
  };
  walk(nodes, 0, null);
  return rows;
}

/** The nearest ancestor that scrolls (the contents' side panel). */
function scrollerOf(el: HTMLElement): HTMLElement {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if (overflowY === "auto" || overflowY === "scroll") return p;
  }
  return el.parentElement ?? el;
}

/**
 * Where the list starts inside its scroller's content, from layout offsets (which, unlike
 * client rectangles, do not move as the scroller scrolls).
 */
const listTopIn = (list: HTMLElement, scroller: HTMLElement) =>
  list.offsetParent === scroller ? list.offsetTop : list.offsetTop - scroller.offsetTop;

interface Props {
  rows: FlatRow[];
  hereId: string | null;
  marks: WalkMarks;
  labels: PageLabels;
  open: ReadonlySet<string>;
  toggle: (id: string) => void;
}

/** Where the list starts inside its scroller, and what of it is in view. */
function useViewport(list: React.RefObject<HTMLUListElement | null>) {
  const [view, setView] = useState({ top: 0, height: 800 });
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const scroller = scrollerOf(el);
    const update = () =>
      setView({ top: scroller.scrollTop - listTopIn(el, scroller), height: scroller.clientHeight || 800 });
    update();
    scroller.addEventListener("scroll", update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(scroller);
    return () => {
      scroller.removeEventListener("scroll", update);
      resize.disconnect();
    };
  }, [list]);
  return view;
}

/** Scrolls the row at `index` into view (a third of the way down when it was out of it). */
function revealRow(list: HTMLUListElement, index: number): void {
  const scroller = scrollerOf(list);
  const rowTop = listTopIn(list, scroller) + index * TOC_ROW_PX;
  const height = scroller.clientHeight || 800;
  if (rowTop < scroller.scrollTop || rowTop + TOC_ROW_PX > scroller.scrollTop + height)
    scroller.scrollTop = Math.max(0, rowTop - height / 3);
}

const KEYS = ["ArrowDown", "ArrowUp", "ArrowRight", "ArrowLeft", "Home", "End"];

export function VirtualTocRows({ rows, hereId, marks, labels, open, toggle }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const view = useViewport(list);
  const jumpTo = useReaderStore((s) => s.jumpTo);
  const [focusId, setFocusId] = useState<string | null>(null);
  const indexOf = useMemo(() => new Map(rows.map((r, i) => [r.node.id, i])), [rows]);
  const hereIndex = hereId ? (indexOf.get(hereId) ?? -1) : -1;
  useEffect(() => {
    if (hereIndex >= 0 && list.current) revealRow(list.current, hereIndex);
  }, [hereIndex]);
  // A row the keys moved to is focused once it is drawn; a later scroll does not take focus back.
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusId || !focusPending.current) return;
    const entry = list.current?.querySelector<HTMLButtonElement>(`[data-toc-entry="${CSS.escape(focusId)}"]`);
    if (!entry) return;
    entry.focus();
    focusPending.current = false;
  }, [focusId, view]);
  const first = Math.max(0, Math.floor(view.top / TOC_ROW_PX) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / TOC_ROW_PX) + OVERSCAN);
  const move = (index: number) => {
    const target = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (list.current) revealRow(list.current, indexOf.get(target.node.id)!);
    focusPending.current = true;
    setFocusId(target.node.id);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const id = (document.activeElement as HTMLElement | null)?.dataset?.tocEntry;
    const at = id ? indexOf.get(id) : undefined;
    if (at === undefined || !KEYS.includes(e.key)) return;
    e.preventDefault();
    e.stopPropagation();
    const { node, parent } = rows[at];
    if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(rows.length - 1);
    else if (e.key === "ArrowRight" && node.children.length) {
      if (open.has(node.id)) move(at + 1);
      else toggle(node.id);
    } else if (e.key === "ArrowLeft") {
      if (node.children.length && open.has(node.id)) toggle(node.id);
      else if (parent) move(indexOf.get(parent)!);
    }
  };
  return (
    <ul
      ref={list}
      className="relative"
      style={{ height: rows.length * TOC_ROW_PX }}
      data-testid="toc-virtual"
      data-rows={rows.length}
      onKeyDown={onKeyDown}
    >
      {rows.slice(first, last).map(({ node, depth }, k) => {
        const here = node.id === hereId;
        const pages = pageSpanName(labels, node.page_start, node.page_end);
        const read = holdsReadPage(node, marks);
        return (
          <li
            key={node.id}
            className="absolute inset-x-0"
            style={{ top: (first + k) * TOC_ROW_PX, height: TOC_ROW_PX, paddingLeft: depth * 12 }}
          >
            <div
              className={`flex h-full items-center gap-1 rounded-md pr-1 ${here ? "bg-amber-100" : "hover:bg-stone-100"}`}
              data-testid="toc-row"
              data-here={here}
              data-ranked={marks.sections.has(node.id)}
            >
              <SectionToggle node={node} open={open.has(node.id)} toggle={toggle} />
              <SectionEntry node={node} pages={pages} here={here} jumpTo={jumpTo} className="truncate">
                {node.title}
              </SectionEntry>
              {read && <span className="h-2 w-2 shrink-0 rounded-full bg-amber-500" title="Holds pages read" />}
              <span className="shrink-0 text-[11px] tabular-nums text-stone-600" data-testid="toc-pages">
                {pages}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

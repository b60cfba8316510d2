import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { pageSpanName, type PageLabels } from "../../../core/pages";
import type { SectionTree, TreeNode } from "../../../core/tree";
import { useAskStore } from "../../../stores/ask-store";
import { useReaderStore } from "../../../stores/reader-store";
import { walkMarks, type WalkMarks } from "../../../stores/walk-marks";
import { holdsReadPage, SectionEntry, SectionToggle } from "./toc-row-parts";
import { VirtualTocRows, visibleRows } from "./toc-virtual";

/** From this many rows shown, the contents are a virtual list (toc-virtual.tsx). */
export const VIRTUAL_FROM_ROWS = 400;

const SOURCE_LABEL: Record<SectionTree["source"], string> = {
  outline: "from the PDF's bookmarks",
  contents: "from the contents page",
  "cross-reference": "from the Form 10-K cross-reference index",
  merged: "from several sources, each section names its own",
  headings: "from the headings",
  repaired: "from the headings, levels repaired",
  fallback: "in blocks of pages (no structure found)",
};

/**
 * The reading position in the tree, as the ids from a top-level section down to it: among
 * sections holding `page`, the last to start (a section ending where the next begins
 * hands over), descending only into open ones.
 */
function herePathOf(nodes: readonly TreeNode[], page: number, open: ReadonlySet<string>): string[] {
  const holding = nodes.filter((n) => page >= n.page_start && page <= n.page_end);
  const last = holding[holding.length - 1];
  if (!last) return [];
  return [last.id, ...(open.has(last.id) ? herePathOf(last.children, page, open) : [])];
}

/** The path given to every section off the reading position: one value, so they skip re-rendering. */
const NOT_HERE: readonly string[] = [];

/** The rest of the path for `child` when it is on it, else NOT_HERE. */
const pathFor = (path: readonly string[], child: TreeNode) => (path[0] === child.id ? path : NOT_HERE);

interface NodeProps {
  node: TreeNode;
  marks: WalkMarks;
  labels: PageLabels;
  open: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** The reading position's path from this section down (starting with its id), or NOT_HERE. */
  herePath: readonly string[];
}

/** Sibling sections as rows; only the one on the reading position gets the rest of its path. */
function sectionRows(
  nodes: readonly TreeNode[],
  herePath: readonly string[],
  shared: Omit<NodeProps, "node" | "herePath">,
) {
  return nodes.map((n) => <TocNode key={n.id} node={n} {...shared} herePath={pathFor(herePath, n)} />);
}

/**
 * One section and its open children. Memoised, with the reading position handed only down
 * its own path: the tree re-renders as the current page changes while scrolling, and only
 * the sections the position leaves or enters need to render again.
 */
const TocNode = memo(function TocNode({ node, marks, labels, open: openIds, toggle, herePath }: NodeProps) {
  const open = openIds.has(node.id);
  const ranked = marks.sections.has(node.id);
  const read = holdsReadPage(node, marks);
  const jumpTo = useReaderStore((s) => s.jumpTo);
  const here = herePath.length === 1;
  const below = herePath.slice(1);
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (here) row.current?.scrollIntoView({ block: "nearest" });
  }, [here]);
  const pages = pageSpanName(labels, node.page_start, node.page_end);
  return (
    <li>
      <div
        ref={row}
        className={`group flex items-start gap-1 rounded-md pr-1 ${here ? "bg-amber-100" : "hover:bg-stone-100"}`}
        data-testid="toc-row"
        data-here={here}
        data-ranked={ranked}
      >
        <SectionToggle node={node} open={open} toggle={toggle} className="mt-0.5" />
        <SectionEntry node={node} pages={pages} here={here} jumpTo={jumpTo} className="py-0.5 leading-snug">
          {/* Cut to two lines at rest; the whole title on hover or keyboard focus. */}
          <span className="line-clamp-2 group-hover:line-clamp-none group-focus-within:line-clamp-none">
            {node.title}
          </span>
        </SectionEntry>
        {read && (
          <span className="mt-1 h-2 w-2 shrink-0 rounded-full bg-amber-500" title="Holds pages read for your answer" />
        )}
        <span
          className="mt-0.5 shrink-0 text-[11px] tabular-nums text-stone-600"
          title={`Pages ${pages}`}
          data-testid="toc-pages"
        >
          {pages}
        </span>
      </div>
      {open && node.children.length > 0 && (
        <ul className="ml-3 border-l border-stone-200 pl-1">
          {sectionRows(node.children, below, { marks, labels, open: openIds, toggle })}
        </ul>
      )}
    </li>
  );
});

/**
 * Arrow keys move between entries the way a tree does: Up/Down to the previous/next
 * shown entry, Right opens a section (or enters it), Left closes it (or goes to its parent).
 */
function treeKeys(e: React.KeyboardEvent<HTMLElement>, open: ReadonlySet<string>, toggle: (id: string) => void): void {
  const entries = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("[data-toc-entry]")];
  const at = entries.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || !["ArrowDown", "ArrowUp", "ArrowRight", "ArrowLeft", "Home", "End"].includes(e.key)) return;
  e.preventDefault();
  const id = entries[at].dataset.tocEntry!;
  const hasChildren = entries[at].dataset.hasChildren === "true";
  const parent = () => entries[at].closest("ul")?.closest("li")?.querySelector<HTMLButtonElement>("[data-toc-entry]");
  if (e.key === "ArrowDown") entries[Math.min(entries.length - 1, at + 1)].focus();
  else if (e.key === "ArrowUp") entries[Math.max(0, at - 1)].focus();
  else if (e.key === "Home") entries[0].focus();
  else if (e.key === "End") entries[entries.length - 1].focus();
  else if (e.key === "ArrowRight" && hasChildren) {
    if (open.has(id)) entries[at + 1]?.focus();
    else toggle(id);
  } else if (e.key === "ArrowLeft") {
    if (hasChildren && open.has(id)) toggle(id);
    else parent()?.focus();
  }
}

/**
 * The document's own table of contents; click a section to jump to its first page.
 * Memoised: the document view renders again as the document loads and is stored.
 */
export const TocTree = memo(function TocTree({ tree, labels }: { tree: SectionTree; labels?: PageLabels }) {
  const result = useAskStore((s) => s.result);
  const marks = useMemo(() => walkMarks(result), [result]);
  const current = useReaderStore((s) => s.currentPage);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(tree.nodes.map((n) => n.id)));
  const toggle = useCallback(
    (id: string) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  // The same array while the position stays in one section, so the sections on it skip too.
  const pathKey = herePathOf(tree.nodes, current, open).join("\n");
  const herePath = useMemo(() => (pathKey ? pathKey.split("\n") : NOT_HERE), [pathKey]);
  const rows = useMemo(() => visibleRows(tree.nodes, open), [tree.nodes, open]);
  const virtual = rows.length >= VIRTUAL_FROM_ROWS;
  return (
    <nav
      aria-label="Table of contents"
      data-testid="toc"
      data-source={tree.source}
      onKeyDown={(e) => treeKeys(e, open, toggle)}
      data-virtual={virtual}
      aria-describedby="toc-keys"
    >
      <p id="toc-keys" className="sr-only">
        Arrow keys move between sections; Right opens a section, Left closes it; Enter goes to its first page.
      </p>
      <p className="mb-2 px-1 text-[11px] uppercase tracking-wide text-stone-500">
        Contents · {SOURCE_LABEL[tree.source]}
      </p>
      {virtual ? (
        <VirtualTocRows
          rows={rows}
          hereId={herePath.length ? herePath[herePath.length - 1] : null}
          marks={marks}
          labels={labels}
          open={open}
          toggle={toggle}
        />
      ) : (
        <ul>{sectionRows(tree.nodes, herePath, { marks, labels, open, toggle })}</ul>
      )}
    </nav>
  );
});

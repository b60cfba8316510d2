/**
 * What a contents row shows in both the nested tree and the virtual list: the toggle of a
 * section with children, the entry's hover title, and whether the section holds pages read
 * for the answer, and the entry button itself. One place, so the two lists cannot drift apart.
 */
import type { ReactNode } from "react";
import type { PartSource, TreeNode } from "../../../core/tree";
import type { WalkMarks } from "../../../stores/walk-marks";

const PART_SOURCE_LABEL: Record<PartSource, string> = {
  outline: "from the bookmarks",
  contents: "from the contents page",
  "cross-reference": "from the Form 10-K cross-reference index",
  headings: "from the headings",
  cover: "the pages before the first section",
  model: "found by the model",
  fallback: "a block of pages",
};

/** The entry's hover title: its name, its pages and where the section came from. */
const entryTitle = (node: TreeNode, pages: string) =>
  `${node.title} (p. ${pages}${node.source ? `, ${PART_SOURCE_LABEL[node.source]}` : ""})`;

/** The section (or a further range of it) holds a page read for the answer. */
export function holdsReadPage(node: TreeNode, marks: WalkMarks): boolean {
  const ranges = [node, ...(node.extra_ranges ?? [])];
  for (const p of marks.evidencePages) if (ranges.some((r) => p >= r.page_start && p <= r.page_end)) return true;
  return false;
}

const TOGGLE_CLASS = "w-5 shrink-0 rounded text-stone-500 focus-visible:outline-2 focus-visible:outline-amber-600";

/** Open or close a section with children; the space of one for a section without. */
export function SectionToggle(props: {
  node: TreeNode;
  open: boolean;
  toggle: (id: string) => void;
  className?: string;
}) {
  const { node, open, toggle, className = "" } = props;
  if (!node.children.length) return <span className="w-5 shrink-0" />;
  return (
    <button
      type="button"
      onClick={() => toggle(node.id)}
      aria-expanded={open}
      aria-label={`${open ? "Collapse" : "Expand"} ${node.title}`}
      className={`${className} ${TOGGLE_CLASS}`.trim()}
    >
      {open ? "▾" : "▸"}
    </button>
  );
}

const ENTRY_CLASS =
  "min-w-0 flex-1 rounded text-left text-[13px] text-stone-800 focus-visible:outline-2 focus-visible:outline-amber-600";

/** The section's name as a button that jumps to its first page; `className` adds the list's own fit. */
export function SectionEntry(props: {
  node: TreeNode;
  pages: string;
  here: boolean;
  jumpTo: (page: number) => void;
  className: string;
  children: ReactNode;
}) {
  const { node, pages, here, jumpTo, className, children } = props;
  return (
    <button
      type="button"
      data-toc-entry={node.id}
      data-has-children={node.children.length > 0}
      onClick={() => jumpTo(node.page_start)}
      aria-current={here ? "location" : undefined}
      title={entryTitle(node, pages)}
      data-part-source={node.source}
      className={`${ENTRY_CLASS} ${className}`}
    >
      {children}
    </button>
  );
}

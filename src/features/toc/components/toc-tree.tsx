import { useState } from "react";
import type { SectionTree, TreeNode } from "../../../core/tree";
import { useAskStore } from "../../../app/ask-store";
import { useReaderStore } from "../../../app/reader-store";
import { walkMarks, type WalkMarks } from "../../../app/walk-marks";

const SOURCE_LABEL: Record<SectionTree["source"], string> = {
  outline: "from the PDF's bookmarks",
  contents: "from the contents page",
  headings: "from the headings",
  repaired: "from the headings, levels repaired",
  fallback: "in blocks of pages (no structure found)",
};

function TocNode({ node, depth, marks }: { node: TreeNode; depth: number; marks: WalkMarks }) {
  const [open, setOpen] = useState(depth < 1);
  const mark = marks.sections.get(node.id);
  let read = false;
  for (const p of marks.evidencePages) if (p >= node.page_start && p <= node.page_end) read = true;
  const jumpTo = useReaderStore((s) => s.jumpTo);
  const current = useReaderStore((s) => s.currentPage);
  const here = current >= node.page_start && current <= node.page_end && (node.children.length === 0 || !open);
  return (
    <li>
      <div className={`group flex items-start gap-1 rounded-md pr-1 ${here ? "bg-amber-100" : "hover:bg-stone-100"}`}>
        {node.children.length > 0 ? (
          <button type="button" onClick={() => setOpen(!open)} aria-expanded={open} aria-label={`${open ? "Collapse" : "Expand"} ${node.title}`} className="mt-0.5 w-5 shrink-0 text-stone-500">
            {open ? "▾" : "▸"}
          </button>
        ) : (
          <span className="w-5 shrink-0" />
        )}
        <button type="button" onClick={() => jumpTo(node.page_start)} className="min-w-0 flex-1 py-0.5 text-left text-[13px] leading-snug text-stone-800">
          <span className="line-clamp-2">{node.title}</span>
        </button>
        {mark && (
          <span className="mt-0.5 shrink-0 rounded bg-stone-800 px-1 text-[10px] font-semibold text-white tabular-nums" title={`Ranked #${mark.rank} by the agent (score ${mark.score.toFixed(2)})`} data-testid="toc-rank">
            #{mark.rank} {mark.score.toFixed(2)}
          </span>
        )}
        {read && <span className="mt-1 h-2 w-2 shrink-0 rounded-full bg-amber-500" title="Holds evidence pages" />}
        <span className="mt-0.5 shrink-0 text-[11px] tabular-nums text-stone-400">{node.page_start}</span>
      </div>
      {open && node.children.length > 0 && (
        <ul className="ml-3 border-l border-stone-200 pl-1">
          {node.children.map((c) => (
            <TocNode key={c.id} node={c} depth={depth + 1} marks={marks} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The document's own table of contents; click a section to jump to its first page. */
export function TocTree({ tree }: { tree: SectionTree }) {
  const result = useAskStore((s) => s.result);
  const marks = walkMarks(result);
  return (
    <nav aria-label="Table of contents" data-testid="toc" data-source={tree.source}>
      <p className="mb-2 px-1 text-[11px] uppercase tracking-wide text-stone-500">Contents · {SOURCE_LABEL[tree.source]}</p>
      <ul>
        {tree.nodes.map((n) => (
          <TocNode key={n.id} node={n} depth={0} marks={marks} />
        ))}
      </ul>
    </nav>
  );
}

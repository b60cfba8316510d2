import { memo, useMemo } from "react";
import { pageName, type PageLabels } from "../../../core/pages";
import type { SectionTree } from "../../../core/tree";
import { useAskStore } from "../../../stores/ask-store";
import { walkMarks } from "../../../stores/walk-marks";
import { useReaderStore } from "../../../stores/reader-store";

const at = (page: number, pageCount: number) => `${((page - 1) / Math.max(1, pageCount)) * 100}%`;

interface MapProps {
  pageCount: number;
  tree: SectionTree;
  labels?: PageLabels;
}

/**
 * The top-level sections as bands. Memoised: the map re-renders each time the current page
 * changes while scrolling, and the bands (one per section) stay as they are.
 */
const SectionBands = memo(function SectionBands({ pageCount, tree, labels }: MapProps) {
  const name = (p: number) => pageName(labels, p);
  const span = (a: number, b: number) => `${Math.max(0.4, ((b - a + 1) / Math.max(1, pageCount)) * 100)}%`;
  return tree.nodes.map((n, i) => (
    <div
      key={n.id}
      title={`${n.title} (${name(n.page_start)} to ${name(n.page_end)})`}
      className={`absolute inset-x-0 ${i % 2 ? "bg-stone-200" : "bg-stone-300/70"}`}
      style={{ top: at(n.page_start, pageCount), height: span(n.page_start, n.page_end) }}
    />
  ));
});

/**
 * A thin map of the whole document beside the pages: top-level sections as bands, the
 * evidence pages and the shown citation as ticks, and where the viewer is. The eye finds
 * the evidence before reading; a click jumps there.
 */
export const DocumentMap = memo(function DocumentMap({ pageCount, tree, labels }: MapProps) {
  const name = (p: number) => pageName(labels, p);
  const result = useAskStore((s) => s.result);
  const active = useAskStore((s) => s.active);
  const currentPage = useReaderStore((s) => s.currentPage);
  const jumpTo = useReaderStore((s) => s.jumpTo);
  const marks = useMemo(() => walkMarks(result), [result]);
  return (
    <div
      className="relative h-full w-4 shrink-0 cursor-pointer border-l border-stone-200 bg-stone-100"
      role="navigation"
      aria-label="Document map"
      data-testid="document-map"
      onClick={(e) => {
        const box = e.currentTarget.getBoundingClientRect();
        jumpTo(Math.min(pageCount, Math.max(1, Math.ceil(((e.clientY - box.top) / box.height) * pageCount))));
      }}
    >
      <SectionBands pageCount={pageCount} tree={tree} labels={labels} />
      <div
        className="pointer-events-none absolute inset-x-0 h-0.5 bg-sky-600"
        style={{ top: at(currentPage, pageCount) }}
      />
      {[...marks.evidencePages].map((p) => (
        <div
          key={p}
          title={`Read for your answer: ${name(p)}`}
          data-testid="map-evidence"
          className="pointer-events-none absolute left-0.5 right-0.5 h-1.5 rounded-sm bg-amber-500"
          style={{ top: at(p, pageCount) }}
        />
      ))}
      {active && (
        <div
          title={`Citation shown: ${name(active.page)}`}
          className="pointer-events-none absolute -left-0.5 -right-0.5 h-2 rounded-sm bg-stone-900"
          style={{ top: at(active.page, pageCount) }}
        />
      )}
    </div>
  );
});

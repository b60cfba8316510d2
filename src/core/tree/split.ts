/**
 * Long sections are split at their own sub-headings so no leaf is huge (a 10-K's
 * Item 8 becomes its statements and notes). Works on the flat heading list so the
 * result goes through the same assembler as every source.
 */
import type { DocumentLayout } from "../types";
import { assembleTree, flattenTree, sortHeadings } from "./assemble";
import { rankedHeadings, type RankedHeading } from "./headings";
import type { Heading, TreeNode } from "./types";

export const MAX_LEAF_PAGES = 20;

/** Tree → headings at their nested depth, in document order. */
export function toHeadings(nodes: TreeNode[]): Heading[] {
  return flattenTree(nodes).map((n) => {
    const h: Heading = { title: n.title, level: n.level, page: n.page_start, line: n.line_start };
    if (n.source) h.source = n.source;
    if (n.extra_ranges || n.source === "cross-reference")
      h.ranges = [
        [n.page_start, n.page_end],
        ...(n.extra_ranges ?? []).map((r): [number, number] => [r.page_start, r.page_end]),
      ];
    return h;
  });
}

const before = (a: { page: number; line: number }, b: { page: number; line: number }) =>
  a.page < b.page || (a.page === b.page && a.line < b.line);

export function splitLongLeaves(layout: DocumentLayout, nodes: TreeNode[], body: number): TreeNode[] {
  const headings = sortHeadings(toHeadings(nodes));
  const leaves = flattenTree(nodes).filter((n) => !n.children.length && n.page_end - n.page_start + 1 > MAX_LEAF_PAGES);
  if (!leaves.length) return nodes;
  const added: Heading[] = [];
  for (const leaf of leaves) {
    const start = { page: leaf.page_start, line: leaf.line_start };
    const next = headings.find((h) => before(start, h));
    const subs = rankedHeadings(layout, body, [leaf.page_start, leaf.page_end]).filter(
      (h) => before(start, h) && (!next || before(h, next)),
    );
    added.push(
      ...keepSubHeadings(subs).map((h): Heading => ({
        title: h.title,
        page: h.page,
        line: h.line,
        level: leaf.level + 1,
        source: "headings",
      })),
    );
  }
  return added.length ? assembleTree(layout, [...headings, ...added]) : nodes;
}

/**
 * Which sub-headings cut the section. Numbered notes, when present, are the cuts, with
 * the most prominent style kept only before the first note (the statements ahead of the
 * notes); otherwise the most prominent style in the section.
 */
function keepSubHeadings(subs: RankedHeading[]): RankedHeading[] {
  const notes = subs.filter((h) => h.kind === "note");
  const styled = subs.filter((h) => h.rank !== "label");
  const top = Math.min(...styled.map((h) => h.rank as number));
  const topStyled = styled.filter((h) => h.rank === top);
  if (notes.length >= 2) return [...topStyled.filter((h) => before(h, notes[0])), ...notes];
  return topStyled.length >= 2 ? topStyled : [];
}

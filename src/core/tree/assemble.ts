/**
 * Flat headings → nested nodes. Every source ends here, so nesting, page ranges and
 * ids are computed one way. A section ends where the next heading of the same or a
 * higher level starts: on the page before it when that heading opens its page.
 */
import type { DocumentLayout } from "../types";
import type { Heading, TreeNode } from "./types";

/** A heading opens its page when nothing but running-header text is above it. */
export function opensPage(layout: DocumentLayout, h: { page: number; line: number }): boolean {
  const lines = layout.pages[h.page - 1]?.lines ?? [];
  for (let i = 0; i < h.line && i < lines.length; i++) {
    if (lines[i].y1 > 0.12) return false;
  }
  return true;
}

/** Document order; ties keep the sources' order (stable sort). */
export function sortHeadings(headings: Heading[]): Heading[] {
  return [...headings].sort((a, b) => a.page - b.page || a.line - b.line);
}

export function assembleTree(layout: DocumentLayout, headings: Heading[]): TreeNode[] {
  const hs = sortHeadings(headings);
  const ends = sectionEnds(layout, hs);
  const roots: TreeNode[] = [];
  const stack: TreeNode[] = [];
  hs.forEach((h, i) => {
    const node: TreeNode = {
      id: "",
      title: h.title,
      level: h.level,
      page_start: h.page,
      page_end: ends[i],
      line_start: h.line,
      children: [],
    };
    if (h.source) node.source = h.source;
    // A source that states the range (a cross-reference index) is taken at its word.
    if (h.ranges?.length) {
      node.page_end = Math.max(h.page, h.ranges[0][1]);
      if (h.ranges.length > 1) node.extra_ranges = h.ranges.slice(1).map(([a, b]) => ({ page_start: a, page_end: b }));
    }
    while (stack.length && stack[stack.length - 1].level >= h.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  });
  normaliseLevels(roots, 1, "s");
  return roots;
}

function sectionEnds(layout: DocumentLayout, hs: Heading[]): number[] {
  return hs.map((h, i) => {
    let j = i + 1;
    while (j < hs.length && hs[j].level > h.level) j++;
    if (j >= hs.length) return layout.pageCount;
    const next = hs[j];
    const end = opensPage(layout, next) ? next.page - 1 : next.page;
    return Math.max(h.page, end);
  });
}

/** Levels become depths (a child of a level-1 node jumping to level 4 is level 2), ids become paths. */
function normaliseLevels(nodes: TreeNode[], level: number, prefix: string): void {
  nodes.forEach((n, i) => {
    n.level = level;
    n.id = `${prefix}${prefix === "s" ? "" : "."}${i + 1}`;
    normaliseLevels(n.children, level + 1, n.id);
  });
}

export function treeDepth(nodes: TreeNode[]): number {
  return nodes.reduce((d, n) => Math.max(d, 1 + treeDepth(n.children)), 0);
}

export function countNodes(nodes: TreeNode[]): number {
  return nodes.reduce((c, n) => c + 1 + countNodes(n.children), 0);
}

export function flattenTree(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children)]);
}

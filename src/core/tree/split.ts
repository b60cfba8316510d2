/**
 * Long sections are split at their own sub-headings so no leaf is huge (a 10-K's
 * Item 8 becomes its statements and notes). Works on the flat heading list so the
 * result goes through the same assembler as every source.
 */
import type { DocumentLayout } from "../types";
import { assembleTree, flattenTree, sortHeadings } from "./assemble";
import { layoutHeadings } from "./headings";
import type { Heading, TreeNode } from "./types";

export const MAX_LEAF_PAGES = 20;

/** Tree → headings at their nested depth, in document order. */
export function toHeadings(nodes: TreeNode[]): Heading[] {
  return flattenTree(nodes).map((n) => ({ title: n.title, level: n.level, page: n.page_start, line: n.line_start }));
}

const before = (a: { page: number; line: number }, b: { page: number; line: number }) => a.page < b.page || (a.page === b.page && a.line < b.line);

export function splitLongLeaves(layout: DocumentLayout, nodes: TreeNode[], body: number): TreeNode[] {
  const headings = sortHeadings(toHeadings(nodes));
  const leaves = flattenTree(nodes).filter((n) => !n.children.length && n.page_end - n.page_start + 1 > MAX_LEAF_PAGES);
  if (!leaves.length) return nodes;
  const added: Heading[] = [];
  for (const leaf of leaves) {
    const start = { page: leaf.page_start, line: leaf.line_start };
    const next = headings.find((h) => before(start, h));
    const subs = layoutHeadings(layout, body, [leaf.page_start, leaf.page_end]).filter(
      (h) => before(start, h) && (!next || before(h, next)),
    );
    added.push(...keepSubHeadings(subs).map((h) => ({ ...h, level: leaf.level + h.level })));
  }
  return added.length ? assembleTree(layout, [...headings, ...added]) : nodes;
}

/** Keep the two top ranks found in the section, renumbered 1 and 2 below the leaf. */
function keepSubHeadings(subs: Heading[]): Heading[] {
  const levels = [...new Set(subs.map((h) => h.level))].sort((a, b) => a - b).slice(0, 2);
  const kept = subs.filter((h) => levels.includes(h.level));
  return kept.length >= 2 ? kept.map((h) => ({ ...h, level: levels.indexOf(h.level) + 1 })) : [];
}

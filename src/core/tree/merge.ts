/**
 * Two sources, one tree: a filing's items (the spine) and another source's sections
 * (an annual report's own contents). Each section is placed under the item whose pages
 * hold where it opens, one level below it; sections outside every item stay at the top.
 * Both keep their own source, so the tree says where each part came from.
 */
import type { DocumentLayout } from "../types";
import { assembleTree, flattenTree } from "./assemble";
import { parseLabel } from "./labels";
import type { Heading, TreeNode } from "./types";

const isSpineLabel = (title: string) => {
  const k = parseLabel(title)?.kind;
  return k === "item" || k === "part";
};

/** The tightest spine node whose pages hold the heading's start (a later start on the same page). */
function container(spine: TreeNode[], h: Heading): TreeNode | null {
  let best: TreeNode | null = null;
  for (const n of spine) {
    const inside = n.page_start <= h.page && h.page <= n.page_end && (n.page_start < h.page || n.line_start <= h.line);
    if (
      inside &&
      (!best ||
        n.page_end - n.page_start < best.page_end - best.page_start ||
        (n.page_end - n.page_start === best.page_end - best.page_start && n.level > best.level))
    )
      best = n;
  }
  return best;
}

export function mergeUnderSpine(layout: DocumentLayout, spine: Heading[], other: Heading[]): Heading[] {
  const spineNodes = flattenTree(assembleTree(layout, spine));
  const kept = other.filter((h) => !isSpineLabel(h.title));
  if (!kept.length) return spine;
  const top = Math.min(...kept.map((h) => h.level));
  const placed = kept.map((h) => {
    const rel = h.level - top + 1;
    const c = container(spineNodes, h);
    return { ...h, level: c ? c.level + rel : rel };
  });
  // The spine goes first so that an item and a section opening at the same line nest item-first.
  return [...spine, ...placed];
}

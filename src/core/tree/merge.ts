/**
 * Two sources, one tree: a filing's items (the spine) and another source's sections
 * (an annual report's own contents). Each section is placed under the item whose pages
 * hold where it opens, one level below it; sections outside every item stay at the top.
 * Both keep their own source, so the tree says where each part came from.
 */
import type { DocumentLayout } from "../types";
import { assembleTree, flattenTree } from "./assemble";
import { parseLabel } from "./labels";
import { titleKey } from "./text-match";
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
  return mergeKept(
    layout,
    spine,
    other.filter((h) => !isSpineLabel(h.title)),
  );
}

/**
 * A thin outline's bookmarks as the spine, another source's sections under them; a section the
 * outline already names (same page, same title) is not repeated.
 */
export function mergeUnderOutline(layout: DocumentLayout, outline: Heading[], other: Heading[]): Heading[] {
  const named = (h: Heading) => outline.some((o) => o.page === h.page && sameTitle(o.title, h.title));
  return mergeKept(
    layout,
    outline,
    other.filter((h) => !named(h)),
  );
}

function sameTitle(a: string, b: string): boolean {
  const [x, y] = [titleKey(a), titleKey(b)];
  return x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `);
}

function mergeKept(layout: DocumentLayout, spine: Heading[], kept: Heading[]): Heading[] {
  const spineNodes = flattenTree(assembleTree(layout, spine));
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

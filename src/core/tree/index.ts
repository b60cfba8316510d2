/** Public surface of the section-tree module. */
export { buildIndex, buildIndexSync, type BuiltTree, type TreeStage } from "./build-index";
export { systemOneLevelOracle } from "./system-one-oracle";
export { reconstructHeadings } from "./reconstruct";
export { buildTextTree, markdownHeadings, htmlHeadings, plainTextHeadings } from "./text-tree";
export { countNodes, flattenTree, treeDepth } from "./assemble";
export type * from "./types";
import type { SectionTree, TreeNode } from "./types";

interface BriefNode {
  title: string;
  level: number;
  page_start: number;
  page_end: number;
  source?: TreeNode["source"];
  extra_ranges?: TreeNode["extra_ranges"];
  children: BriefNode[];
}

/** The tree as the CLI reports it: titles, levels, page ranges (with any further ranges) and sources. */
export function briefTree(tree: SectionTree): { source: SectionTree["source"]; nodes: BriefNode[] } {
  const brief = (n: TreeNode): BriefNode => ({
    title: n.title,
    level: n.level,
    page_start: n.page_start,
    page_end: n.page_end,
    ...(n.source ? { source: n.source } : {}),
    ...(n.extra_ranges ? { extra_ranges: n.extra_ranges } : {}),
    children: n.children.map(brief),
  });
  return { source: tree.source, nodes: tree.nodes.map(brief) };
}

/**
 * What a tree test compares: each section the built tree opens, as "title@first page", in tree
 * order, so a test states the sections it expects and never walks the tree itself.
 */
import { buildIndex, flattenTree } from "../core/tree";
import type { DocumentLayout } from "../core/types";

export async function openedSections(layout: DocumentLayout): Promise<string[]> {
  return flattenTree((await buildIndex(layout)).nodes).map((n) => `${n.title}@${n.page_start}`);
}

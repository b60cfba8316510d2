/** Public surface of navigation: the per-document index, the offline navigator and judgewalk. */
import type { SectionTree } from "../tree";
import type { DocumentLayout } from "../types";
import { buildNavIndex, pagesByNumber } from "./doc-index";
import { markDocumentFurniture } from "../pages/furniture";
import type { NavDocument } from "./lexical-steps";
import type { NavIndex } from "./types";

export { buildNavIndex } from "./doc-index";
export { navigateOffline, type NavigateOptions } from "./navigate";
export { extractKeywords, searchTokens } from "./keywords";
export { findReferences } from "./anchors";
export type { NavDocument } from "./lexical-steps";
export type * from "./types";

/** A navigable document: the stored index plus the layout's page texts. */
export function navDocument(layout: DocumentLayout, tree: SectionTree, index?: NavIndex): NavDocument {
  // The answer reads these pages next: their running heads and feet are found across all of them once.
  markDocumentFurniture(layout.pages);
  const pages = pagesByNumber(layout);
  const cover = pages[0] ?? undefined;
  return {
    index: index ?? buildNavIndex(layout, tree),
    texts: pages.map((p) => p?.text ?? ""),
    ...(cover ? { cover } : {}),
  };
}
export { judgewalk } from "./judgewalk";

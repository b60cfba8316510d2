/** Public surface of navigation: the per-document index, the offline navigator and judgewalk. */
import type { SectionTree } from "../tree";
import type { DocumentLayout } from "../types";
import { buildNavIndex, pagesByNumber } from "./doc-index";
import { markDocumentFurniture } from "../pages/furniture";
import type { NavDocument } from "./lexical-steps";
import type { NavIndex } from "./types";
import { packNavIndex, unpackNavIndex, type StoredNavIndex } from "./stored-index";

export { buildNavIndex } from "./doc-index";
export { navigateOffline, type NavigateOptions } from "./navigate";
export { extractKeywords, searchTokens } from "./keywords";
export { findReferences } from "./anchors";
export type { NavDocument } from "./lexical-steps";
export type * from "./types";

/** A navigable document: the stored index plus the layout's page texts. */
export function navDocument(layout: DocumentLayout, tree: SectionTree, index?: NavIndex): NavDocument {
  return navigable(layout, () => index ?? buildNavIndex(layout, tree));
}

function navigable(layout: DocumentLayout, index: () => NavIndex): NavDocument {
  // The answer reads these pages next: their running heads and feet are found across all of them once.
  markDocumentFurniture(layout.pages);
  const pages = pagesByNumber(layout);
  const cover = pages[0] ?? undefined;
  return {
    index: index(),
    texts: pages.map((p) => p?.text ?? ""),
    ...(cover ? { cover } : {}),
  };
}

/**
 * A stored document navigable from its stored index (stored-index.ts): its pages take the
 * stored furniture, and neither the index nor the furniture is worked out from its lines.
 */
export function storedNavDocument(layout: DocumentLayout, stored: StoredNavIndex): NavDocument {
  // First: the pages take the stored furniture, so marking the document's furniture finds it done.
  const index = unpackNavIndex(stored, layout.pages);
  return navigable(layout, () => index);
}

/** A navigable document's index and furniture in the form storage keeps. */
export const storableIndex = (doc: NavDocument, layout: DocumentLayout): StoredNavIndex =>
  packNavIndex(doc.index, layout.pages);

export { isCurrentStoredIndex, type StoredNavIndex } from "./stored-index";
export { judgewalk } from "./judgewalk";

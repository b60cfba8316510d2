/** Find in the document: a pure matcher over page words (case, accents, ligatures, hyphens and line breaks folded). */
export { foldPage, type FoldedPage } from "./folded-page";
export { findInPages, MAX_HITS, type FindHit } from "./find-in-pages";

/** Printed page numbers: detected from headers and footers, named and typed the way people cite them. */
export { detectPrintedLabels, edgeCandidates } from "./printed-labels";
export {
  chooseLabels,
  documentLabels,
  withPrintedLabels,
  pageFromInput,
  pageName,
  pageSpanName,
  printedLabel,
  shortPageName,
  type PageLabels,
} from "./page-names";
export {
  documentFurniture,
  furnitureOf,
  isFurnitureWord,
  lineShape,
  markDocumentFurniture,
  pageOwnFurniture,
  rememberDocumentFurniture,
  type PageFurniture,
} from "./furniture";

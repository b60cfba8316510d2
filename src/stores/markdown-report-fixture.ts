/**
 * A short Markdown annual report opened as the app opens a document, for UI and store tests (imported by tests only)
 * that need a real layout and tree without a PDF engine.
 */
import type { OpenDocument } from "./open-document-store";
import { textDocument } from "../core/text/text-layout";

export const MARKDOWN_REPORT = `# Results of operations

Total revenue was 4,512 million dollars in fiscal 2023, up from 3,990 million in fiscal 2022.

# People

The company employed 1,200 people at the end of the year. Revenue per employee rose.
`;

export function openMarkdownReport(): OpenDocument {
  const { layout, tree } = textDocument("markdown", MARKDOWN_REPORT, "Annual report");
  const bytes = new TextEncoder().encode(MARKDOWN_REPORT);
  return {
    id: null,
    name: "report.md",
    size: bytes.length,
    bytes,
    layout,
    tree,
    layoutMs: 0,
    treeMs: 0,
    loadMs: 0,
    complete: true,
  };
}

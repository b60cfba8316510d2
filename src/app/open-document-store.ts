/**
 * The open document: the one owner of what the reader shows. `showDocument` and
 * `closeDocument` are the only ways in and out; they keep the load progress in step.
 */
import { create } from "zustand";
import type { SectionTree } from "../core/tree";
import type { DocumentLayout, PageLayout } from "../core/types";
import { useIngestProgressStore } from "./ingest-progress-store";

export interface OpenDocument {
  /** Storage id (content hash); null when the document could not be stored. */
  id: string | null;
  name: string;
  size: number;
  bytes: Uint8Array;
  layout: DocumentLayout;
  tree: SectionTree;
  layoutMs: number;
  treeMs: number;
  /** Time to read it back from storage when it was reopened, else 0. */
  loadMs: number;
  /** False while a reopened document's page layouts are still being read from storage. */
  complete: boolean;
  /** Object URL of the stored picture of page 1 (reopened documents), shown until it is drawn. */
  preview?: string | null;
  /** The password this PDF was opened with, kept in memory only so its pages can be drawn. */
  password?: string;
}

interface OpenDocumentState {
  document: OpenDocument | null;
  /** A reopened document's remaining page layouts arrived from storage. */
  layoutsLoaded(id: string, pages: PageLayout[]): void;
}

export const useOpenDocumentStore = create<OpenDocumentState>((set) => ({
  document: null,
  layoutsLoaded: (id, pages) =>
    set((s) =>
      s.document?.id === id && pages.length === s.document.layout.pageCount
        ? { document: { ...s.document, layout: { ...s.document.layout, pages }, complete: true } }
        : {},
    ),
}));

/** Show a loaded document in the reader (its load is then complete). */
export function showDocument(document: OpenDocument): void {
  useOpenDocumentStore.setState({ document });
  useIngestProgressStore.getState().ready();
}

/** Back to the library: nothing open, nothing loading. */
export function closeDocument(): void {
  useOpenDocumentStore.setState({ document: null });
  useIngestProgressStore.getState().reset();
}


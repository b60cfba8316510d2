/**
 * The open document: the one owner of what the reader shows. `showDocument` and
 * `closeDocument` are the only ways in and out; they keep the load progress in step.
 */
import { create } from "zustand";
import type { SectionTree } from "../core/tree";
import type { DocumentLayout, PageLayout } from "../core/types";
import { useFindStore } from "./find-store";
import { parseAnswerLink } from "./answer-links";
import { useAskStore } from "./ask-store";
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
  /** Which engine laid out a PDF read in this session ("pdfjs" when PDFium refused the file). */
  engine?: "pdfium" | "pdfjs";
  /** The password this PDF was opened with, kept in memory only so its pages can be drawn. */
  password?: string;
}

interface OpenDocumentState {
  document: OpenDocument | null;
  /** True from "ready" until the document is in the library (or failed to be stored). */
  storing: boolean;
  /** A reopened document's remaining page layouts arrived from storage. */
  layoutsLoaded(id: string, pages: PageLayout[]): void;
  /**
   * Pages read by OCR after the document opened, put in their places (the document is known by
   * its bytes: one not stored has no id); with the tree and printed labels built again from them.
   */
  pagesRead(
    bytes: Uint8Array,
    pages: PageLayout[],
    rebuilt?: { tree: SectionTree; printedLabels?: (string | null)[] | null },
  ): void;
}

export const useOpenDocumentStore = create<OpenDocumentState>((set) => ({
  document: null,
  storing: false,
  layoutsLoaded: (id, pages) =>
    set((s) =>
      s.document?.id === id && pages.length === s.document.layout.pageCount
        ? { document: { ...s.document, layout: { ...s.document.layout, pages }, complete: true } }
        : {},
    ),
  pagesRead: (bytes, read, rebuilt) =>
    set((s) => {
      if (s.document?.bytes !== bytes) return {};
      const byPage = new Map(read.map((p) => [p.page, p]));
      const pages = s.document.layout.pages.map((p) => byPage.get(p.page) ?? p);
      const labels = rebuilt?.printedLabels ? { printedLabels: rebuilt.printedLabels } : {};
      const layout = { ...s.document.layout, ...labels, pages };
      return { document: { ...s.document, layout, ...(rebuilt ? { tree: rebuilt.tree } : {}) } };
    }),
}));

/** Documents still being written, by id: what needs the stored record (page-1 picture, answers) waits on these. */
const pendingStores = new Map<string, Promise<boolean>>();

/** Resolves once the document with this id is stored (true) or could not be (false). */
export function whenStored(id: string): Promise<boolean> {
  return pendingStores.get(id) ?? Promise.resolve(true);
}

/**
 * Show a loaded document in the reader (its load is then complete). `storing` when it is
 * shown before it is in the library: contents and Ask appear while storage finishes, and
 * a document that could not be stored loses its id.
 */
export function showDocument(document: OpenDocument, storing: Promise<boolean> | null = null): void {
  const id = document.id;
  useOpenDocumentStore.setState({ document, storing: storing !== null && id !== null });
  const progress = useIngestProgressStore.getState();
  // Counted before "ready", so work that waits for the ingest to end also waits for this.
  if (storing) {
    progress.storingBegan();
    void storing.then(progress.storingEnded, progress.storingEnded);
  }
  progress.ready();
  if (!storing || !id) return;
  pendingStores.set(id, storing);
  void storing.then((ok) => {
    if (pendingStores.get(id) === storing) pendingStores.delete(id);
    useOpenDocumentStore.setState((s) =>
      s.document?.id !== id ? {} : ok ? { storing: false } : { storing: false, document: { ...s.document, id: null } },
    );
  });
}

/**
 * Back to the library: nothing open, nothing loading, and nothing of the document kept.
 * The shown answer holds the text of every page it read and the find hits their marks;
 * left in their stores they stayed in memory until another document was opened. The
 * address goes with the answer: a document answer's link left on the library would be
 * taken, when the document is reopened, for a link being followed, and no answer shown.
 */
export function closeDocument(): void {
  useOpenDocumentStore.setState({ document: null, storing: false });
  useIngestProgressStore.getState().reset();
  useAskStore.getState().clear();
  useFindStore.getState().close();
  if (parseAnswerLink(location.hash)) history.replaceState(null, "", location.pathname + location.search);
}

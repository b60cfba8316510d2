/** UI state of the open document and of the ingest in flight. */
import { create } from "zustand";
import type { SectionTree } from "../../../core/tree";
import type { DocumentLayout, PageLayout } from "../../../core/types";

/**
 * Stages in the order a PDF goes through them: the file is read ("opening"), its pages
 * are laid out, the contents are found and the sections placed on their pages; then the
 * document is "ready" (contents and Ask shown) while storing finishes behind it.
 */
export type IngestStage = "idle" | "opening" | "laying-out" | "finding-contents" | "placing-sections" | "ready" | "failed";

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

interface DocumentState {
  stage: IngestStage;
  fileName: string | null;
  progress: { done: number; total: number };
  error: string | null;
  /** Set when the file needs a password; the prompt re-runs the ingest with it. */
  passwordFor: File | null;
  document: OpenDocument | null;
  begin(fileName: string): void;
  progressed(done: number, total: number): void;
  /** True from "ready" until the document is in the library (or failed to be stored). */
  storing: boolean;
  staged(stage: "finding-contents" | "placing-sections"): void;
  finish(doc: OpenDocument, storing?: boolean): void;
  /** Storage finished: the id it is stored under, or null when it could not be stored. */
  stored(id: string, ok: boolean): void;
  fail(message: string, passwordFor?: File | null): void;
  reset(): void;
  close(): void;
  /** A reopened document's remaining page layouts arrived from storage. */
  layoutsLoaded(id: string, pages: PageLayout[]): void;
}

const IN_PROGRESS: IngestStage[] = ["opening", "laying-out", "finding-contents", "placing-sections"];

export const useDocumentStore = create<DocumentState>((set) => ({
  stage: "idle",
  fileName: null,
  progress: { done: 0, total: 0 },
  error: null,
  passwordFor: null,
  document: null,
  storing: false,
  begin: (fileName) => set({ stage: "opening", fileName, progress: { done: 0, total: 0 }, error: null, passwordFor: null }),
  // A late progress report (they are throttled to animation frames) must not reopen a
  // finished or failed ingest.
  progressed: (done, total) => set((s) => (s.stage === "opening" || s.stage === "laying-out" ? { stage: "laying-out", progress: { done, total } } : {})),
  // Stage reports come over their own message channel and may arrive late: they only
  // ever move an ingest in progress forward, never reopen a finished one.
  staged: (stage) => set((s) => (IN_PROGRESS.indexOf(s.stage) >= 0 && IN_PROGRESS.indexOf(s.stage) < IN_PROGRESS.indexOf(stage) ? { stage } : {})),
  finish: (document, storing = false) => set({ stage: "ready", document, error: null, storing }),
  stored: (id, ok) => set((s) => (s.document?.id !== id ? { storing: false } : { storing: false, document: ok ? s.document : { ...s.document, id: null } })),
  fail: (error, passwordFor = null) => set({ stage: "failed", error, passwordFor }),
  layoutsLoaded: (id, pages) =>
    set((s) => (s.document?.id === id && pages.length === s.document.layout.pageCount ? { document: { ...s.document, layout: { ...s.document.layout, pages }, complete: true } } : {})),
  close: () => set({ document: null, stage: "idle", fileName: null, error: null, passwordFor: null }),
  reset: () => set({ stage: "idle", fileName: null, error: null, passwordFor: null }),
}));

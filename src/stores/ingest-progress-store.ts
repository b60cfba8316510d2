/**
 * How far loading a document has got (a new file laid out and indexed, or a stored one
 * read back), and how it failed. App-wide: the status line, the ingest and the library's
 * reopen all use it. The document itself lives in open-document-store.
 */
import { create } from "zustand";

/**
 * Stages in the order a PDF goes through them: the file is read ("opening"), its pages
 * are laid out, the contents are found and the sections placed on their pages; then the
 * document is "ready" (contents and Ask shown) while storing finishes behind it.
 */
export type IngestStage =
  "idle" | "opening" | "laying-out" | "finding-contents" | "placing-sections" | "ready" | "failed";

/** The stages of a file still being read, in order. */
const IN_PROGRESS: readonly IngestStage[] = ["opening", "laying-out", "finding-contents", "placing-sections"];

/** A file is being read: one of the stages before "ready". */
export const isReading = (stage: IngestStage): boolean => IN_PROGRESS.includes(stage);

interface IngestProgressState {
  stage: IngestStage;
  fileName: string | null;
  progress: { done: number; total: number };
  error: string | null;
  /** Set when the file needs a password; the prompt re-runs the ingest with it. */
  passwordFor: File | null;
  /** Documents shown and still being stored behind (the first page drawn, then the database). */
  storing: number;
  begin(fileName: string): void;
  progressed(done: number, total: number): void;
  staged(stage: "finding-contents" | "placing-sections"): void;
  ready(): void;
  fail(message: string, passwordFor?: File | null): void;
  reset(): void;
  storingBegan(): void;
  storingEnded(): void;
}

export const useIngestProgressStore = create<IngestProgressState>((set) => ({
  stage: "idle",
  fileName: null,
  progress: { done: 0, total: 0 },
  error: null,
  passwordFor: null,
  storing: 0,
  begin: (fileName) =>
    set({ stage: "opening", fileName, progress: { done: 0, total: 0 }, error: null, passwordFor: null }),
  // A late progress report (they are throttled to one every 100 ms) must not reopen a
  // finished or failed ingest.
  progressed: (done, total) =>
    set((s) =>
      s.stage === "opening" || s.stage === "laying-out" ? { stage: "laying-out", progress: { done, total } } : {},
    ),
  // Stage reports come over their own message channel and may arrive late: they only
  // ever move an ingest in progress forward, never reopen a finished one.
  staged: (stage) =>
    set((s) => {
      const at = IN_PROGRESS.indexOf(s.stage);
      return at >= 0 && at < IN_PROGRESS.indexOf(stage) ? { stage } : {};
    }),
  ready: () => set({ stage: "ready", error: null }),
  fail: (error, passwordFor = null) => set({ stage: "failed", error, passwordFor }),
  reset: () => set({ stage: "idle", fileName: null, error: null, passwordFor: null }),
  storingBegan: () => set((s) => ({ storing: s.storing + 1 })),
  storingEnded: () => set((s) => ({ storing: Math.max(0, s.storing - 1) })),
}));

/** A file is being read, or a shown one is still being stored: work that wants both cores. */
export const isIngesting = (s: Pick<IngestProgressState, "stage" | "storing">): boolean =>
  isReading(s.stage) || s.storing > 0;

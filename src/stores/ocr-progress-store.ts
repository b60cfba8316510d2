/**
 * How far OCR has got on the open document: the page being read, how many of how many, and
 * how it ended. Pages are read after the document opens, so this is apart from the ingest's
 * own progress (the reader is already showing the first pages).
 */
import { create } from "zustand";

export type OcrRunState = "idle" | "reading" | "storing" | "done" | "cancelled" | "failed";

interface OcrProgressState {
  state: OcrRunState;
  /** Which run this is: a run's late reports after another began are dropped. */
  run: number;
  /** The document being read (its bytes identify it; a document not stored has no id). */
  bytes: Uint8Array | null;
  page: number;
  done: number;
  total: number;
  /** Pages that came out with no legible text (blank, pictures, timed out…), for the summary. */
  unread: number;
  error: string | null;
  cancel: (() => void) | null;
  /** Starts a run and returns its number. */
  began(bytes: Uint8Array, total: number, cancel: () => void): number;
  reading(run: number, page: number): void;
  read(run: number, done: number, legible: boolean): void;
  ended(run: number, state: "storing" | "done" | "cancelled" | "failed", error?: string): void;
  reset(): void;
}

const IDLE = { state: "idle" as const, bytes: null, page: 0, done: 0, total: 0, unread: 0, error: null, cancel: null };

let runs = 0;

export const useOcrProgressStore = create<OcrProgressState>((set) => ({
  ...IDLE,
  run: 0,
  began: (bytes, total, cancel) => {
    const run = ++runs;
    set({ ...IDLE, run, state: "reading", bytes, total, cancel });
    return run;
  },
  reading: (run, page) => set((s) => (s.run === run && s.state === "reading" ? { page } : {})),
  read: (run, done, legible) =>
    set((s) => (s.run === run && s.state === "reading" ? { done, unread: s.unread + (legible ? 0 : 1) } : {})),
  ended: (run, state, error) =>
    set((s) =>
      s.run !== run || s.state === "failed"
        ? {}
        : { state, error: error ?? null, ...(state === "storing" ? {} : { cancel: null }) },
    ),
  reset: () => set({ ...IDLE, run: ++runs }),
}));

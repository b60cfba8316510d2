/** The question asked of the whole library (or a selection), its answer, and which citation is open. */
import { create } from "zustand";
import type { LibraryAskResult } from "../../../core/library/ask-library";

interface LibraryAskState {
  status: "idle" | "asking" | "done" | "error";
  question: string;
  streamed: string;
  result: LibraryAskResult | null;
  error: string | null;
  /** Ids asked; null means every document. */
  selection: string[] | null;
  /** Index into libraryCitations(result) of the citation open in the reader, or null. */
  position: number | null;
  start(question: string): void;
  stream(text: string): void;
  done(result: LibraryAskResult): void;
  failed(message: string): void;
  select(selection: string[] | null): void;
  opened(position: number | null): void;
}

export const useLibraryAskStore = create<LibraryAskState>((set) => ({
  status: "idle",
  question: "",
  streamed: "",
  result: null,
  error: null,
  selection: null,
  position: null,
  start: (question) => set({ status: "asking", question, streamed: "", result: null, error: null, position: null }),
  stream: (text) => set((s) => ({ streamed: s.streamed + text })),
  done: (result) => set({ status: "done", result, question: result.question, position: null }),
  failed: (error) => set({ status: "error", error }),
  select: (selection) => set({ selection }),
  opened: (position) => set({ position }),
}));

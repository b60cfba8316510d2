/** Find in the document: the bar's query, its hits and which one is shown. */
import { create } from "zustand";
import type { FindHit } from "../core/find";

interface FindState {
  open: boolean;
  query: string;
  hits: FindHit[];
  /** Index of the shown hit, -1 before stepping. */
  index: number;
  show(): void;
  close(): void;
  setResults(query: string, hits: FindHit[]): void;
  select(index: number): void;
  step(direction: 1 | -1): void;
}

export const useFindStore = create<FindState>((set, get) => ({
  open: false,
  query: "",
  hits: [],
  index: -1,
  show: () => set({ open: true }),
  // Closed on every document opened: an already closed bar keeps its state, so the pages
  // subscribed to its hits do not render again for a new empty list.
  close: () => set((s) => (!s.open && !s.hits.length && s.index === -1 ? s : { open: false, hits: [], index: -1 })),
  setResults: (query, hits) => set({ query, hits, index: hits.length ? 0 : -1 }),
  select: (index) => set({ index }),
  step: (direction) => {
    const { hits, index } = get();
    if (hits.length) set({ index: (index + direction + hits.length) % hits.length });
  },
}));

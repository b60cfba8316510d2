/** The question being asked, its answer, and which citation is shown on the page. */
import { create } from "zustand";
import type { AskResult } from "../core/ask/ask-document";
import type { Rect } from "../core/types";

export interface ActiveCitation {
  /** Index into answer.claims and that claim's citations. */
  claim: number;
  citation: number;
  page: number;
  rects: Rect[];
  precision: string;
  /** Bumped on every click so the same citation flashes again. */
  seq: number;
}

/** A citation being previewed (chip hovered or focused), with where its chip sits on screen. */
export interface CitationPreviewRequest {
  page: number;
  rects: Rect[];
  quote: string | null;
  anchor: { left: number; top: number; bottom: number };
}

interface AskState {
  preview: CitationPreviewRequest | null;
  setPreview(preview: CitationPreviewRequest | null): void;
  status: "idle" | "asking" | "done" | "error";
  question: string;
  streamed: string;
  result: AskResult | null;
  error: string | null;
  /** Why the shown answer has no link: it could not be stored (null when it is stored or being replayed). */
  unstored: string | null;
  active: ActiveCitation | null;
  start(question: string): void;
  stream(text: string): void;
  done(result: AskResult, unstored?: string | null): void;
  failed(message: string): void;
  show(claim: number, citation: number): void;
  step(direction: 1 | -1): void;
  clear(): void;
}

function citationAt(result: AskResult | null, claim: number, citation: number, seq: number): ActiveCitation | null {
  const c = result?.answer.claims[claim]?.citations[citation];
  return c ? { claim, citation, page: c.page, rects: c.rects, precision: c.precision, seq } : null;
}

/** All (claim, citation) pairs in reading order, for next/previous. */
function allCitations(result: AskResult | null): [number, number][] {
  return result?.answer.claims.flatMap((c, i) => c.citations.map((_, j) => [i, j] as [number, number])) ?? [];
}

/** Nothing asked yet: where the store starts and what clear() returns to. */
const IDLE = {
  status: "idle",
  question: "",
  streamed: "",
  result: null,
  error: null,
  unstored: null,
  active: null,
  preview: null,
} as const satisfies Partial<AskState>;

export const useAskStore = create<AskState>((set, get) => ({
  ...IDLE,
  setPreview: (preview) => set({ preview }),
  start: (question) =>
    set({ status: "asking", question, streamed: "", result: null, error: null, unstored: null, active: null }),
  stream: (text) => set((s) => ({ streamed: s.streamed + text })),
  done: (result, unstored = null) => set({ status: "done", result, question: result.question, unstored }),
  failed: (error) => set({ status: "error", error }),
  show: (claim, citation) => set((s) => ({ active: citationAt(s.result, claim, citation, (s.active?.seq ?? 0) + 1) })),
  step: (direction) => {
    const { result, active, show } = get();
    const all = allCitations(result);
    if (all.length === 0) return;
    const at = active ? all.findIndex(([a, b]) => a === active.claim && b === active.citation) : -1;
    const [claim, citation] = all[(at + direction + all.length) % all.length];
    show(claim, citation);
  },
  clear: () => set(IDLE),
}));

/**
 * Marks for the table of contents after a question: which sections the agent ranked
 * (with their order and score) and which contain the pages it returned, so the person
 * sees the walk on the document's own structure.
 */
import type { AskResult } from "../core/ask/ask-document";

export interface WalkMark {
  /** 1-based position among the chosen sections. */
  rank: number;
  score: number;
}

export interface WalkMarks {
  sections: Map<string, WalkMark>;
  /** Pages returned as evidence. */
  evidencePages: Set<number>;
}

export function walkMarks(result: AskResult | null): WalkMarks {
  const sections = new Map<string, WalkMark>();
  const evidencePages = new Set<number>();
  if (!result) return { sections, evidencePages };
  const rank = result.navigation.steps.find((s) => s.step === "rank-sections");
  rank?.chosen.forEach((id, i) => {
    const c = rank.candidates.find((x) => x.id === id);
    sections.set(id, { rank: i + 1, score: c?.p ?? c?.score ?? 0 });
  });
  for (const e of result.evidence) for (let p = e.page_start; p <= e.page_end; p++) evidencePages.add(p);
  return { sections, evidencePages };
}

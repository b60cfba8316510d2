/**
 * Recall figures of the FinanceBench eval. Evidence ranges count as their pages in
 * order; a question is a hit at k when any gold page is among the first k pages.
 */
import type { EvidencePage } from "../../core/navigate";

export interface QuestionOutcome {
  id: string;
  doc: string;
  gold: number[];
  pages: number[];
  ms: number;
  requests: number;
  degraded: boolean;
}

export function expandPages(evidence: EvidencePage[]): number[] {
  const out: number[] = [];
  for (const e of evidence) for (let p = e.page_start; p <= e.page_end; p++) if (!out.includes(p)) out.push(p);
  return out;
}

const hitAt = (o: QuestionOutcome, k: number) => o.pages.slice(0, k).some((p) => o.gold.includes(p));
const fullAt = (o: QuestionOutcome, k: number) => o.gold.every((g) => o.pages.slice(0, k).includes(g));
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const r3 = (x: number) => Math.round(x * 1000) / 1000;

export function summarise(outcomes: QuestionOutcome[], withRequests: boolean) {
  const share = (f: (o: QuestionOutcome) => boolean) => r3(outcomes.filter(f).length / (outcomes.length || 1));
  const base = {
    questions: outcomes.length,
    recall_at_1: share((o) => hitAt(o, 1)),
    recall_at_3: share((o) => hitAt(o, 3)),
    recall_at_5: share((o) => hitAt(o, 5)),
    recall_at_10: share((o) => hitAt(o, 10)),
    full_recall_at_5: share((o) => fullAt(o, 5)),
    mean_pages: r3(mean(outcomes.map((o) => o.pages.length))),
    ms_per_question: r3(mean(outcomes.map((o) => o.ms))),
  };
  if (!withRequests) return base;
  return {
    ...base,
    requests_per_question: r3(mean(outcomes.map((o) => o.requests))),
    degraded_questions: outcomes.filter((o) => o.degraded).length,
  };
}

export function outcomeLine(o: QuestionOutcome): string {
  const rank = o.pages.findIndex((p) => o.gold.includes(p));
  const mark = rank < 0 ? "MISS" : `@${rank + 1}`;
  return (
    `${mark.padEnd(5)} ${o.doc.padEnd(34)} gold ${o.gold.join(",").padEnd(10)} got ` +
    `${o.pages.join(",").padEnd(22)} ${o.ms.toFixed(1)}ms ${o.id}`
  );
}

/**
 * Figures of the library eval. A question counts for doc_recall_at_1 when the first
 * evidence page is in its gold document, and for recall_at_5 when a gold page OF THE
 * GOLD DOCUMENT is among the first five evidence pages (a page number alone could be
 * anyone's). single_recall_at_5 is the same question navigated in its gold document
 * alone, so the two can be compared on exactly the same questions.
 */
import type { LibraryEvidencePage } from "../../core/library/merge-evidence";

export interface LibraryOutcome {
  id: string;
  doc: string;
  gold: number[];
  /** (document, page) of each evidence page in order, ranges expanded. */
  pages: { doc: string; page: number }[];
  single: number[];
  ms: number;
  routed: string[];
}

export function expandLibraryPages(evidence: LibraryEvidencePage[]): { doc: string; page: number }[] {
  const out: { doc: string; page: number }[] = [];
  for (const e of evidence)
    for (let p = e.page_start; p <= e.page_end; p++)
      if (!out.some((o) => o.doc === e.doc_id && o.page === p)) out.push({ doc: e.doc_id, page: p });
  return out;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const docHit = (o: LibraryOutcome) => o.pages[0]?.doc === o.doc;
const pageHit = (o: LibraryOutcome, k: number) =>
  o.pages.slice(0, k).some((p) => p.doc === o.doc && o.gold.includes(p.page));
const singleHit = (o: LibraryOutcome, k: number) => o.single.slice(0, k).some((p) => o.gold.includes(p));

export function summariseLibrary(outcomes: LibraryOutcome[]) {
  const share = (f: (o: LibraryOutcome) => boolean) => r3(outcomes.filter(f).length / (outcomes.length || 1));
  const timed = outcomes.slice(1).map((o) => o.ms);
  return {
    questions: outcomes.length,
    doc_recall_at_1: share(docHit),
    recall_at_5: share((o) => pageHit(o, 5)),
    single_recall_at_5: share((o) => singleHit(o, 5)),
    recall_at_10: share((o) => pageHit(o, 10)),
    docs_per_question: r3(outcomes.reduce((s, o) => s + o.routed.length, 0) / (outcomes.length || 1)),
    ms_first: r3(outcomes[0]?.ms ?? 0),
    ms_per_question: r3(timed.reduce((a, b) => a + b, 0) / (timed.length || 1)),
    ms_max: r3(Math.max(0, ...timed)),
  };
}

export function libraryOutcomeLine(o: LibraryOutcome): string {
  const rank = o.pages.findIndex((p) => p.doc === o.doc && o.gold.includes(p.page));
  const at = rank < 0 ? "" : `@${rank + 1}`;
  const mark = docHit(o) ? at || "MISS" : `WRONG${at}`;
  const first = o.pages[0] ? `${o.pages[0].doc.replace(/\.pdf$/, "")}:${o.pages[0].page}` : "-";
  const doc = o.doc.replace(/\.pdf$/, "");
  return `${mark.padEnd(8)} ${doc.padEnd(34)} first ${first.padEnd(40)} ${o.ms.toFixed(1)}ms ${o.id}`;
}

/**
 * Step 3: follow cross-references. The best pages are scanned for "Note 7", "Item 8"
 * and the like; a reference whose line shares words with the question is followed to
 * the page its target starts on, which then ranks just below the page that cited it.
 */
import { findReferences, type CrossReference } from "./anchors";
import { findPartReferences, resolvePart, type PartReference } from "./part-references";
import { lineShape, runningTextShapes } from "../pages/furniture";

const partName = (p: PartReference) => `${p.kind[0].toUpperCase()}${p.kind.slice(1)} ${p.label.toUpperCase()}`;
import { terms } from "./keywords";
import type { NavDocument, ScoredPage } from "./lexical-steps";
import type { NavQuery } from "./query";
import { MAX_EVIDENCE } from "./trace";

/** Pages whose references are followed. */
export const REFERRING_PAGES = 3;

export interface FollowedReference {
  from: number;
  to: number;
  ref: string;
  context: string;
}

export function resolveReference(doc: NavDocument, ref: CrossReference): number | null {
  const table = ref.kind === "note" ? doc.index.notes : doc.index.items;
  return table[ref.label] ?? null;
}

/** Every page a reference leads to: an item a cross-reference index splits over several ranges leads to each. */
export function resolveReferencePages(doc: NavDocument, ref: CrossReference): number[] {
  const ranges = ref.kind === "item" ? doc.index.item_ranges?.[ref.label] : undefined;
  if (ranges?.length) return ranges;
  const one = resolveReference(doc, ref);
  return one === null ? [] : [one];
}

const running = new WeakMap<NavDocument, Set<string>>();

/**
 * Shapes (digits aside) of the lines that head or foot many pages, as page furniture reads them from
 * text. A running head names the part the page belongs to ("3.2. THE SERIAL PORT  CHAPTER 3. NOTES ON
 * SUPPORTED BOARDS"): it cites nothing.
 */
function runningShapes(doc: NavDocument): Set<string> {
  let out = running.get(doc);
  if (!out) running.set(doc, (out = runningTextShapes(doc.texts.map((t) => t ?? ""))));
  return out;
}

/** References on the best pages that point somewhere new and concern the question. */
export function candidateReferences(doc: NavDocument, ranked: ScoredPage[]): FollowedReference[] {
  // A target already among the pages returned needs no following; one ranked lower is moved up.
  const have = new Set(ranked.slice(0, MAX_EVIDENCE).map((r) => r.page));
  const out: FollowedReference[] = [];
  for (const r of ranked.slice(0, REFERRING_PAGES)) {
    // "see Section 4.2", "Appendix B": numbered parts of any document, found from the tree or their headings.
    for (const part of findPartReferences(doc.texts[r.page - 1] ?? "")) {
      if (runningShapes(doc).has(lineShape(part.context))) continue;
      const to = resolvePart(doc, part);
      if (to === null || to === r.page || have.has(to)) continue;
      have.add(to);
      out.push({ from: r.page, to, ref: partName(part), context: part.context });
    }
    for (const ref of findReferences(doc.texts[r.page - 1] ?? "")) {
      for (const to of resolveReferencePages(doc, ref)) {
        if (to === r.page || have.has(to)) continue;
        have.add(to);
        out.push({
          from: r.page,
          to,
          ref: `${ref.kind === "note" ? "Note" : "Item"} ${ref.label.toUpperCase()}`,
          context: ref.context,
        });
      }
    }
  }
  return out;
}

/** Lexically, a reference matters when its own line uses the question's words. */
export function relevantLexically(q: NavQuery, ref: FollowedReference): boolean {
  return terms(ref.context).some((t) => (q.terms.get(t) ?? 0) >= 1);
}

/** Inserts each followed page right after the page that cited it. */
export function insertFollowed(ranked: ScoredPage[], followed: FollowedReference[]): ScoredPage[] {
  const out = [...ranked];
  // The ranges of one reference (an item split over several) stay first to last.
  let last: { key: string; at: number } | null = null;
  for (const f of followed) {
    const key = `${f.from}|${f.ref}`;
    const at: number = last?.key === key ? last.at : out.findIndex((r) => r.page === f.from);
    const score = at >= 0 ? out[at].score - 1e-6 : 0;
    last = { key, at: at + 1 };
    out.splice(at + 1, 0, {
      page: f.to,
      score,
      why: `followed "${f.ref}" from page ${f.from}: ${f.context.trim().slice(0, 100)}`,
    });
  }
  return out;
}

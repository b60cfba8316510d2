/**
 * Source 3: headings from the layout (candidates in heading-candidates). Rank comes
 * from the label ("PART II" > "Item 7." > "Note 7"), else from the style: larger first,
 * then bold, then capitals. Deterministic: no model, the same tree every time.
 */
import type { DocumentLayout, PageLayout } from "../types";
import { pageCandidates, withoutRunningHeads, type Candidate } from "./heading-candidates";
import { isNoiseTitle } from "./noise";
import type { Heading } from "./types";

export interface RankedHeading extends Heading {
  /** "label" for Part/Item/Note/Article headings, else the style rank (0 = most prominent). */
  rank: number | "label";
  kind: string | null;
}

const styleKey = (c: Candidate) => `${c.size}|${c.bold ? 1 : 0}|${c.caps ? 1 : 0}`;

function styleRanks(cands: Candidate[]): Map<string, number> {
  const styles = [...new Map(cands.map((c) => [styleKey(c), c])).values()].sort(
    (a, b) => b.size - a.size || Number(b.bold) - Number(a.bold) || Number(b.caps) - Number(a.caps),
  );
  return new Map(styles.map((c, i) => [styleKey(c), i]));
}

/** Each page's candidates, once per layout: several sources and the leaf splitter ask for them. */
const pageCache = new WeakMap<PageLayout, { body: number; cands: Candidate[] }>();

function candidatesOf(page: PageLayout, body: number): Candidate[] {
  const hit = pageCache.get(page);
  if (hit && hit.body === body) return hit.cands;
  const cands = pageCandidates(page, body);
  pageCache.set(page, { body, cands });
  return cands;
}

export function rankedHeadings(layout: DocumentLayout, body: number, pages?: [number, number]): RankedHeading[] {
  const [from, to] = pages ?? [1, layout.pageCount];
  const inRange = layout.pages.slice(from - 1, to);
  const cands = withoutRunningHeads(
    inRange.flatMap((p) => candidatesOf(p, body)),
    inRange,
  );
  const ranks = styleRanks(cands.filter((c) => !c.label || c.label.kind === "numbered"));
  // Noise is dropped after ranking: the cover's large type still sets the style ranks.
  return cands
    .filter((c) => !isNoiseTitle(c.title))
    .map((c) => ({
      title: c.title,
      page: c.page,
      line: c.line,
      level: 0,
      kind: c.label?.kind ?? null,
      rank: c.label && c.label.kind !== "numbered" ? "label" : ranks.get(styleKey(c))!,
    }));
}

const LABEL_LEVEL: Record<string, number> = { part: 1, article: 1, item: 2, section: 2, note: 3 };
const MAX_STYLES = 3;

/** Whole-document headings with levels: labels first, then up to three styles below them. */
export function layoutHeadings(layout: DocumentLayout, body: number): Heading[] {
  const ranked = rankedHeadings(layout, body);
  const kinds = new Set(ranked.filter((h) => h.rank === "label").map((h) => h.kind!));
  // Levels used by labels present, compacted: a 10-K without PART headings starts at Item.
  const used = [...new Set([...kinds].map((k) => LABEL_LEVEL[k]))].sort();
  const labelLevel = (k: string) => used.indexOf(LABEL_LEVEL[k]) + 1;
  const base = used.length + 1;
  const out: Heading[] = [];
  for (const h of ranked) {
    if (h.rank === "label") out.push({ title: h.title, page: h.page, line: h.line, level: labelLevel(h.kind!) });
    else if (h.rank < MAX_STYLES) out.push({ title: h.title, page: h.page, line: h.line, level: base + h.rank });
  }
  return out;
}

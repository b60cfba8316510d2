/**
 * Source 3: headings from the layout (candidates in heading-candidates, numbered schemes in
 * numbered-headings). In a filing rank comes from the label ("PART II" > "Item 7." > "Note 7"),
 * else from the style: larger first, then bold, then capitals. Elsewhere a numbering scheme
 * gives the depth. Deterministic: no model, the same tree every time.
 */
import type { DocumentLayout, PageLayout } from "../types";
import { numberedHeadings, type NumberedHeading } from "./numbered-headings";
import { numberedLines, styleOf } from "./numbered-lines";
import { pageCandidates, type Candidate } from "./heading-candidates";
import { repeatsItself } from "./repeated-styles";
import { withoutRunningHeads } from "./running-heads";
import { isNoiseTitle } from "./noise";
import { partStyle } from "./part-titles";
import type { Heading } from "./types";

export interface RankedHeading extends Heading {
  /** "label" for Part/Item/Note/Article headings, else the style rank (0 = most prominent). */
  rank: number | "label";
  kind: string | null;
}

const styleKey = (c: Candidate) => `${c.size}|${c.bold ? 1 : 0}|${c.caps ? 1 : 0}`;

/**
 * Ranks of the styles headings recur in, most prominent first. A style seen on one page only (a
 * cover's display type, a poster's slogan) takes no rank from the document's section levels.
 */
function styleRanks(cands: Candidate[], recurring: boolean): Map<string, number> {
  const pagesOf = new Map<string, Set<number>>();
  const titlesOf = new Map<string, string[]>();
  for (const c of cands) {
    const key = styleKey(c);
    pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(c.page));
    const titles = titlesOf.get(key);
    if (titles) titles.push(c.title);
    else titlesOf.set(key, [c.title]);
  }
  const spread = recurring && new Set(cands.map((c) => c.page)).size > 2;
  const order = (a: Candidate, b: Candidate) =>
    b.size - a.size || Number(b.bold) - Number(a.bold) || Number(b.caps) - Number(a.caps);
  // Outside filings, a style whose lines say the same thing again and again is a specimen, not a level.
  const all = [...new Map(cands.map((c) => [styleKey(c), c])).values()]
    .filter((c) => !spread || !repeatsItself(titlesOf.get(styleKey(c))!))
    .sort(order);
  const styles = all.filter((c) => !spread || pagesOf.get(styleKey(c))!.size > 1);
  const ranks = new Map(styles.map((c, i) => [styleKey(c), i]));
  // A one-page style above every recurring one (a title in display type) ranks with the top.
  if (styles.length) for (const c of all) if (order(c, styles[0]) < 0) ranks.set(styleKey(c), 0);
  return ranks;
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

/**
 * Candidates with their rank. `recurring`: only styles seen on more than one page rank (any document
 * but a filing, whose one-page styles, such as a statement's title, are sections).
 */
export function rankedHeadings(
  layout: DocumentLayout,
  body: number,
  pages?: [number, number],
  recurring = false,
): RankedHeading[] {
  const [from, to] = pages ?? [1, layout.pageCount];
  const inRange = layout.pages.slice(from - 1, to);
  const cands = withoutRunningHeads(
    inRange.flatMap((p) => candidatesOf(p, body)),
    inRange,
  );
  const ranks = styleRanks(
    cands.filter((c) => !c.label || c.label.kind === "numbered"),
    recurring,
  );
  // Noise is dropped after ranking: the cover's large type still sets the style ranks.
  return cands
    .filter((c) => !isNoiseTitle(c.title))
    .map((c) => ({
      title: c.title,
      page: c.page,
      line: c.line,
      level: 0,
      kind: c.label?.kind ?? null,
      rank: c.label && c.label.kind !== "numbered" ? "label" : (ranks.get(styleKey(c)) ?? Infinity),
    }));
}

const LABEL_LEVEL: Record<string, number> = { part: 1, article: 1, item: 2, section: 2, note: 3 };
const MAX_STYLES = 3;
/** Fewer numbered sections than this is no scheme to build on. */
const MIN_NUMBERED = 3;

/**
 * Whole-document headings with levels. A filing's labels (Part, Item, Note) rank first, then up
 * to three styles below them. Any other document is read by its numbering scheme when it has
 * one (papers, contracts, manuals), with unnumbered headings placed by their type against it.
 */
export function layoutHeadings(layout: DocumentLayout, body: number): Heading[] {
  const ranked = rankedHeadings(layout, body);
  if (ranked.some((h) => h.kind === "item")) return labelledHeadings(ranked);
  const numbered = numberedHeadings(layout.pages, body);
  if (numbered.length >= MIN_NUMBERED) return aroundScheme(layout, body, numbered, ranked);
  return labelledHeadings(rankedHeadings(layout, body, undefined, true));
}

function labelledHeadings(ranked: RankedHeading[]): Heading[] {
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

/** Larger, then bold, then capitals. */
function prominence(style: string): number {
  const [size, bold, caps] = style.split("|").map(Number);
  return size * 4 + bold * 2 + caps;
}

/**
 * The scheme's sections, and the unnumbered headings ("Abstract", "References", a chapter's
 * title) at the level whose numbered headings share their type, above the scheme when set more
 * prominently than its first level, between two levels when between their types; those set
 * less prominently than every numbered level are paragraph titles and are left out.
 */
function aroundScheme(
  layout: DocumentLayout,
  body: number,
  numbered: NumberedHeading[],
  ranked: RankedHeading[],
): Heading[] {
  const byLevel = new Map<number, Map<string, number>>();
  for (const h of numbered) {
    const m = byLevel.get(h.level) ?? new Map<string, number>();
    m.set(h.style, (m.get(h.style) ?? 0) + 1);
    byLevel.set(h.level, m);
  }
  const levels = [...byLevel.keys()].sort((a, b) => a - b);
  const modal = levels.map((l) => [...byLevel.get(l)!].sort((a, b) => b[1] - a[1])[0][0]);
  const taken = new Set(
    numberedLines(layout.pages, body).flatMap((l) => [l.line, ...l.more].map((i) => `${l.page}:${i}`)),
  );
  const out: Heading[] = numbered.map((h) => ({ title: h.title, page: h.page, line: h.line, level: h.level }));
  const unnumbered = ranked.flatMap((h) => {
    if (taken.has(`${h.page}:${h.line}`) || h.kind === "article" || h.kind === "section" || h.kind === "numbered")
      return [];
    const line = layout.pages[h.page - 1]?.lines[h.line];
    return line ? [{ ...h, style: styleOf(line, h.title) }] : [];
  });
  // A compendium's part titles (each before its part's numbering restarts) sit above the scheme.
  const prominent = unnumbered.filter((h) => prominence(h.style) > prominence(modal[0]));
  const part = partStyle(prominent, numbered, levels[0]);
  for (const h of unnumbered) {
    const p = prominence(h.style);
    const same = modal.findIndex((m) => prominence(m) === p);
    let level: number | null;
    if (h.style === part) level = levels[0] - 0.5;
    else if (same >= 0) level = levels[same];
    else if (p > prominence(modal[0])) level = levels[0];
    else {
      const below = modal.findIndex((m) => prominence(m) < p);
      level = below > 0 ? levels[below - 1] + 0.5 : null;
    }
    // Below the scheme's first level before its first number there is nothing to sit under: a cover's lines.
    if (level !== null && level > levels[0] && before(h, numbered[0])) continue;
    if (level !== null) out.push({ title: h.title, page: h.page, line: h.line, level });
  }
  return out;
}

const before = (a: { page: number; line: number }, b: { page: number; line: number }) =>
  a.page < b.page || (a.page === b.page && a.line < b.line);

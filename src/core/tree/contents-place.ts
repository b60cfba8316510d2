/**
 * Source 2, step 2: place contents entries on physical pages. Printed numbers differ
 * from physical ones (covers, roman front matter, "F-" series), so for each numbering
 * series the offset most entries agree on is found from where their titles start lines
 * in the body; then each entry is checked on its own page, searching nearby pages when
 * the consensus page lacks it.
 */
import type { DocumentLayout } from "../types";
import { bodyBelowListing, type ContentsEntry } from "./contents-find";
import { splitPageRef } from "./contents-rows";
import { isContentsTitle } from "./contents-titles";
import { DIVISION_LISTS } from "./division-words";
import { withoutNumbering } from "./line-numbering";
import { describesPage } from "./outline-titles";
import { romanValue } from "../text/number-tokens";
import { parseLabel } from "./labels";
import { isEmphasised } from "./style";
import { beyondLatin, docText, titleKey } from "./text-match";
import { findInDocument, findInScript } from "./title-search";

export interface Placed {
  entry: ContentsEntry;
  page: number;
  line: number;
  /** False when the title was not found and the page comes from the consensus offset alone. */
  found: boolean;
}

interface Ref {
  series: string;
  n: number;
}

function parseRef(printed: string): Ref | null {
  const m = /^([A-Z]{1,2})-?(\d+)$/.exec(printed);
  if (m) return { series: m[1], n: Number(m[2]) };
  if (/^\d+$/.test(printed)) return { series: "", n: Number(printed) };
  const r = romanValue(printed);
  return r === null ? null : { series: "roman", n: r };
}

interface Hit {
  page: number;
  line: number;
  score: number;
}

const DIVIDED = DIVISION_LISTS.numbered_prefix;

/** Lines in the body where the entry's title starts, best-styled first on each page. */
function hitsFor(layout: DocumentLayout, entry: ContentsEntry, firstBody: number, body: number): Hit[] {
  const dt = docText(layout);
  const key = titleKey(entry.title);
  const found = findInDocument(layout, key, firstBody);
  const bare = withoutNumbering(entry.title);
  // "2. Requirements" listed, "Chapter 2. Requirements" set on its page: the same number, a division word before it.
  const divided =
    bare && !found.length
      ? DIVIDED.flatMap((w) => findInDocument(layout, titleKey(`${w} ${entry.title}`), firstBody))
      : [];
  // "2 Installation" listed, "INSTALLATION" set on a chapter's opening page under "CHAPTER TWO".
  // A chapter's opening page may set its title in display type without the number the contents and the
  // running heads give it ("1 Getting started" listed, "Getting started" at 20 pt under "Chapter 1").
  const bareKey = bare && bare.length >= 4 ? titleKey(bare) : "";
  const bareHits = bareKey ? findInDocument(layout, bareKey, firstBody) : [];
  const display = (h: { page: number; line: number }) => isEmphasised(dt[h.page - 1].lines[h.line], body);
  const more = found.length ? bareHits.filter(display) : bareHits;
  // A title in another script than Latin, which the key keeps too little of, is looked for on its own letters.
  const inScript = beyondLatin(entry.title) ? findInScript(layout, entry.title, firstBody) : [];
  const seen = new Set([...found, ...divided, ...more].map((h) => `${h.page}:${h.line}`));
  const others = inScript.filter((h) => !seen.has(`${h.page}:${h.line}`));
  return [...found, ...divided, ...more, ...others].map(({ page, line }) => {
    const tight = dt[page - 1].single(line).length <= key.length + 12 ? 1 : 0;
    return { page, line, score: (isEmphasised(dt[page - 1].lines[line], body) ? 2 : 0) + tight };
  });
}

/** The offset (physical − printed) that the most entries of a series agree on. */
function consensusOffset(refs: (Ref | null)[], hits: Hit[][], series: string): number | null {
  const votes = new Map<number, number>();
  refs.forEach((r, i) => {
    if (!r || r.series !== series) return;
    for (const d of new Set(hits[i].map((h) => h.page - r.n))) votes.set(d, (votes.get(d) ?? 0) + 1);
  });
  let best: number | null = null;
  let bestVotes = 0;
  for (const [d, v] of [...votes].sort((a, b) => Math.abs(a[0]) - Math.abs(b[0]) || a[0] - b[0])) {
    if (v > bestVotes) [best, bestVotes] = [d, v];
  }
  return bestVotes >= 2 || (bestVotes === 1 && refs.filter((r) => r?.series === series).length === 1) ? best : null;
}

const SEARCH_RADIUS = 3;

function pick(hits: Hit[], expected: number, minPage: number): Hit | null {
  let best: Hit | null = null;
  let bestCost = Infinity;
  for (const h of hits) {
    if (h.page < minPage) continue;
    const dist = Math.abs(h.page - expected);
    if (dist > SEARCH_RADIUS) continue;
    const cost = dist * 10 - h.score;
    if (cost < bestCost) [best, bestCost] = [h, cost];
  }
  return best;
}

export function placeEntries(
  layout: DocumentLayout,
  entries: ContentsEntry[],
  contentsPages: number[],
  body: number,
  listings: number[] = contentsPages,
): Placed[] {
  const last = Math.max(...contentsPages);
  // The body may begin on the contents' last page, below its last entry ("1 Introduction" under the list).
  const tail = bodyBelowListing(layout, entries, last);
  const firstBody = tail === null ? last + 1 : last;
  const refs = entries.map((e) => (e.printed ? parseRef(e.printed) : null));
  // Front matter numbered in roman (a preface, acknowledgements) may be set before the contents pages;
  // on those pages only the contents' own heading ("Contents vii" listed) is a hit, never a listed row.
  const from = (r: Ref | null) => (r?.series === "roman" ? 1 : firstBody);
  const dt = docText(layout);
  // Another run's page may set its part's title above its contents title ("Part Two", "Commands", "Contents").
  const listedFrom = (page: number) =>
    contentsPages.includes(page) ? -1 : dt[page - 1].lines.findIndex((l) => isContentsTitle(l.text.trim()));
  const listing = (h: Hit) =>
    listings.includes(h.page) &&
    !(h.page === last && tail !== null && h.line >= tail && !splitPageRef(dt[h.page - 1].lines[h.line]?.text ?? "")) &&
    h.line > listedFrom(h.page) &&
    !isContentsTitle(dt[h.page - 1].lines[h.line]?.text.trim() ?? "");
  const hits = entries.map((e, i) => hitsFor(layout, e, from(refs[i]), body).filter((h) => !listing(h)));
  const offsets = new Map<string, number | null>();
  for (const r of refs) if (r && !offsets.has(r.series)) offsets.set(r.series, consensusOffset(refs, hits, r.series));
  const found = new Map<number, Hit>();
  let minPage = 1;
  entries.forEach((_, i) => {
    const r = refs[i];
    const offset = r ? offsets.get(r.series) : null;
    if (!r || offset === null || offset === undefined) return;
    const hit = pick(hits[i], r.n + offset, Math.max(minPage, from(r)));
    if (!hit) return;
    found.set(i, hit);
    minPage = hit.page;
  });
  return placeAll(layout, entries, refs, offsets, found, firstBody);
}

/**
 * Every numbered entry on its page: where its title was found, else at its printed number plus the
 * offset its nearest found neighbours of the same series, before and after it, agree on (checked
 * entry by entry: pages inserted without numbers shift the offset from there on). Pages never go back.
 */
function placeAll(
  layout: DocumentLayout,
  entries: ContentsEntry[],
  refs: (Ref | null)[],
  offsets: Map<string, number | null>,
  found: Map<number, Hit>,
  firstBody: number,
): Placed[] {
  const placed: Placed[] = [];
  let minPage = firstBody;
  const localOffset = (i: number, r: Ref): number | null => {
    const near = (step: number) => {
      for (let j = i + step; j >= 0 && j < entries.length; j += step) {
        const h = found.get(j);
        if (h && refs[j]?.series === r.series) return h.page - refs[j]!.n;
      }
      return null;
    };
    const [before, after] = [near(-1), near(1)];
    if (before !== null && after !== null) return before === after ? before : null;
    // At either end of the list only the items a filing must have are placed on the consensus alone.
    return isItem(entries[i]) ? (offsets.get(r.series) ?? null) : null;
  };
  entries.forEach((entry, i) => {
    const r = refs[i];
    if (!r) return;
    const hit = found.get(i);
    if (hit) placed.push({ entry, page: hit.page, line: hit.line, found: true });
    else {
      const offset = localOffset(i, r);
      if (offset === null) return;
      const expected = r.n + offset;
      if (expected < minPage || expected > layout.pageCount) return;
      // Checked on its page: most of the title's words are there, as a heading set differently would have them.
      if (!isItem(entry) && !describesPage(layout, entry.title, expected)) return;
      const prev = placed[placed.length - 1];
      placed.push({ entry, page: expected, line: prev?.page === expected ? prev.line + 1 : 0, found: false });
    }
    minPage = placed[placed.length - 1].page;
  });
  return placed;
}

function isItem(e: ContentsEntry): boolean {
  const k = parseLabel(e.title)?.kind;
  return k === "item" || k === "part";
}

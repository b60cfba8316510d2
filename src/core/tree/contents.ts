/**
 * Source 2: the contents page. Entries are found, placed (contents-place), then ranked:
 * PART > Item by label (so items nest under parts whatever the indentation), other
 * entries by indentation under the entry above them.
 */
import type { DocumentLayout, Line } from "../types";
import { findContents, TITLE_TOP, type ContentsEntry, type ContentsPages } from "./contents-find";
import { isContentsTitle } from "./contents-titles";
import { leadingRun } from "./contents-gutter";
import { romanPartEntries } from "./contents-parts";
import { placeEntries, type Placed } from "./contents-place";
import { parseLabel } from "./labels";
import { isDivision } from "./numbering";
import { docText, findTitle } from "./text-match";
import type { Heading } from "./types";

/** Share of numbered entries that must be found in the body for the contents to be sound. */
export const MIN_FOUND = 0.5;
/** Indentation steps of a contents page are wider than this (about 5 pt); jitter within a level is narrower. */
const INDENT = 0.008;

/** Entries that must be found in the body, fewest, for a contents to be read (unless `minFound` is 0). */
const FEWEST_FOUND = 3;

/**
 * `minFound`: share of numbered entries whose titles must be found in the body, and at least `fewest`
 * of them. A filing's items are also taken with none found, placed by the printed numbers alone (the
 * offset the other entries agree on), when no sounder source has them.
 */
export function contentsHeadings(
  layout: DocumentLayout,
  body: number,
  contents: ContentsPages | null = findContents(layout),
  minFound = MIN_FOUND,
  fewest = FEWEST_FOUND,
): Heading[] | null {
  if (!contents) return null;
  const placed = placeEntries(layout, contents.entries, contents.pages, body, contents.listings);
  const numbered = contents.entries.filter((e) => e.printed !== null).length;
  const found = placed.filter((p) => p.found).length;
  if ((found < fewest && minFound > 0) || found < minFound * numbered || !placed.length) return null;
  // A title listed twice (a running head read as a row) placed on the same line is one section.
  const seen = new Set<string>();
  const once = placed.filter((p) => {
    const key = `${p.entry.title}|${p.page}|${p.line}`;
    return !seen.has(key) && !!seen.add(key);
  });
  const withParts = placeParts(layout, contents.entries, once);
  const levels = entryLevels(withParts.map((p) => p.entry));
  return withParts.map((p, i): Heading => ({
    title: p.entry.title,
    level: levels[i],
    page: p.page,
    line: p.line,
    source: "contents",
  }));
}

/**
 * Unnumbered rows ("PART II", "Item 1. Financial Statements") open where their first placed entry does,
 * or just above it.
 */
function placeParts(layout: DocumentLayout, entries: ContentsEntry[], placed: Placed[]): Placed[] {
  const byEntry = new Map(placed.map((p) => [p.entry, p]));
  const out: Placed[] = [];
  entries.forEach((e, i) => {
    const p = byEntry.get(e);
    if (p) return void out.push(p);
    if (e.printed !== null) return;
    const next = entries
      .slice(i + 1)
      .map((x) => byEntry.get(x))
      .find((x) => x);
    const prev = out[out.length - 1];
    if (!next || (prev && prev.page > next.page)) return;
    // A chapter opens on its own page before its first entry: the last place its title starts, back to the
    // entry before.
    const dt = docText(layout);
    for (let page = next.page; page >= Math.max(prev?.page ?? 1, next.page - 3); page--) {
      const hits = findTitle(dt[page - 1], e.title).filter(
        (l) => (page < next.page || l <= next.line) && (page > (prev?.page ?? 0) || l > prev!.line),
      );
      if (hits.length) return void out.push({ entry: e, page, line: hits[hits.length - 1], found: true });
    }
    out.push({ entry: e, page: next.page, line: next.line, found: false });
  });
  return out;
}

/** "Chapter 1: …", "Part Two" rank like a filing's PART: above the entries listed under them. */
function divisionKind(title: string): "part" | null {
  return isDivision(title) ? "part" : null;
}

/** Levels from labels first, indentation second. */
export function entryLevels(entries: ContentsEntry[]): number[] {
  // Entries listed before the first part (a preface, an introduction) stand beside the parts.
  const romanParts = romanPartEntries(entries.map((e) => e.title));
  const kindOf = (e: ContentsEntry, i: number) =>
    romanParts.has(i) ? "part" : (parseLabel(e.title)?.kind ?? divisionKind(e.title));
  const firstPart = entries.findIndex((e, i) => kindOf(e, i) === "part");
  const depths = numberingDepths(entries, kindOf);
  let hasParts = false;
  const stack: { x0: number; level: number; part: boolean }[] = [];
  return entries.map((e, i) => {
    hasParts ||= firstPart >= 0 && i >= firstPart;
    const kind = kindOf(e, i);
    let level: number;
    if (kind === "part") level = 1;
    else if (kind === "item") level = hasParts ? 2 : 1;
    else {
      while (stack.length && stack[stack.length - 1].x0 > e.x0 + INDENT) stack.pop();
      const top = stack[stack.length - 1];
      if (depths[i] !== null) level = depths[i]! + (hasParts ? 1 : 0);
      else if (!top) level = hasParts ? 2 : 1;
      // A part listed at its chapters' indentation still holds them.
      else if (top.part && romanParts.size) level = top.level + 1;
      else level = Math.abs(top.x0 - e.x0) <= INDENT ? top.level : top.level + 1;
    }
    while (stack.length && stack[stack.length - 1].level >= level) stack.pop();
    stack.push({ x0: e.x0, level, part: kind === "part" });
    return level;
  });
}

/** "2.3 Citation commands" → 2, "3 Reference bibliography" → 1, "A.1 Proofs" → 2. */
const DOTTED_ENTRY = /^(?:\d{1,2}|[A-Z](?=\.\d))((?:\.\d{1,2}){0,3})\.?\s+\S/;
/** Share of a listing's entries that must be numbered for the numbers to rank them. */
const NUMBERED_LISTING = 0.5;

/**
 * The depth of each entry's dotted number, where the listing is numbered so throughout (half its
 * entries or more, with chapters among them) and lists no filing's items or parts: a number says how
 * deep an entry sits wherever a column, a page or a wrapped title moves its indentation ("2.2" set
 * further in than "2.1" in the contents' second column). Null for an entry the numbers do not rank.
 */
function numberingDepths(
  entries: ContentsEntry[],
  kindOf: (e: ContentsEntry, i: number) => string | null,
): (number | null)[] {
  const none = entries.map(() => null);
  if (entries.some((e, i) => kindOf(e, i) === "item" || kindOf(e, i) === "part")) return none;
  const depths = entries.map((e) => {
    const m = DOTTED_ENTRY.exec(e.title.trim());
    return m ? m[1].split(".").length : null;
  });
  const numbered = depths.filter((d) => d !== null);
  // Numbers that restart under each chapter ("1. Settings" under "2. Using exteps") rank nothing.
  const ranked = numbered.includes(1) && numbered.some((d) => d! > 1);
  return ranked && numbered.length >= NUMBERED_LISTING * entries.length ? depths : none;
}

/**
 * The contents page itself as a section ("Contents", "Table of Contents"), where its title line says
 * so: a reader's tree lists it, and it opens the front matter the entries do not cover.
 */
/** The most a contents title set low on its page stands above the listing's first entry (a few rows). */
const TITLE_GAP = 0.08;

export function contentsPageHeading(layout: DocumentLayout, contents = findContents(layout)): Heading | null {
  const page = contents?.pages[0];
  const lines = page ? (layout.pages[page - 1]?.lines ?? []) : [];
  // A paper sets its contents under the title and abstract: the title is then the line right above the listing.
  const first = contents?.entries.find((e) => e.listedOn === page && e.bottom !== undefined)?.bottom;
  const heads = (l: Line) => l.y0 < TITLE_TOP || (first !== undefined && l.y1 < first && first - l.y1 < TITLE_GAP);
  // A contents set in two columns may give its title on one line with the right column's first entry.
  // A running head gives the title with the page's folio ("Contents 3"): the section is "Contents".
  const title = (l: Line) =>
    [l.text.trim().replace(/\s+(?:\d+|[ivxlc]+)$/i, ""), leadingRun(l)].find((t) => isContentsTitle(t));
  const line = lines.findIndex((l) => heads(l) && title(l) !== undefined);
  return line < 0 ? null : { title: title(lines[line])!, level: 1, page: page!, line, source: "contents" };
}

/** Physical − printed page that most found entries of the contents page agree on (plain numbers only). */
export function contentsOffset(layout: DocumentLayout, body: number): number | null {
  const contents = findContents(layout);
  if (!contents) return null;
  const votes = new Map<number, number>();
  for (const p of placeEntries(layout, contents.entries, contents.pages, body)) {
    if (!p.found || !/^\d+$/.test(p.entry.printed ?? "")) continue;
    const d = p.page - Number(p.entry.printed);
    votes.set(d, (votes.get(d) ?? 0) + 1);
  }
  const best = [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return best ? best[0] : null;
}

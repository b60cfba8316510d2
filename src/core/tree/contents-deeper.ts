/**
 * Sections a contents page is too shallow to list: a manual's "History" section lists no subsections,
 * though its versions are set as subsections ("[2018/09/01 v2.0a]") in the very type the listed ones
 * are. Where the listing gives second-level entries, their type (size, weight, left edge) is the
 * document's subsection style; a first-level section listed without any, whose pages hold lines in
 * that style, takes them as its subsections. Only a style set apart from the body (larger type) is
 * trusted: bold body-size lines are as often run-in terms as headings. A changelog's releases
 * ("0.4.1 2022-03-20", "Version 2.3 (2019-04-01)") are its section's subsections in any type set apart.
 */
import type { DocumentLayout, Line } from "../types";
import { isContentsTitle } from "./contents-titles";
import { readsAsSentence } from "./noise";
import type { Heading } from "./types";
import { upperMedian } from "../layout/geometry";
import { isVersionHeading } from "./version-headings";

/** Larger than the body by this much is a heading's type. */
const LARGER = 1.1;
/** Type sizes within this (points) and left edges within this (page widths) are one style. */
const SAME_SIZE = 0.3;
const SAME_EDGE = 0.012;
/** So many listed subsections in one style at least, before it is the document's. */
const MIN_LISTED = 3;
/** So many releases in one section at least, before their headings are its subsections. */
const MIN_RELEASES = 2;
/** A subsection title is a few words. */
const MAX_WORDS = 12;

interface Style {
  size: number;
  bold: boolean;
  x0: number;
}

const lineOf = (layout: DocumentLayout, h: Heading): Line | undefined => layout.pages[h.page - 1]?.lines[h.line];

/** The style most listed second-level headings share, or null when they share none. */
function subsectionStyle(layout: DocumentLayout, headings: Heading[], body: number): Style | null {
  const lines = headings.filter((h) => h.level === 2).flatMap((h) => lineOf(layout, h) ?? []);
  if (lines.length < MIN_LISTED) return null;
  const size = upperMedian(lines.map((l) => l.fontSize));
  const x0 = upperMedian(lines.map((l) => l.x0));
  const alike = lines.filter((l) => Math.abs(l.fontSize - size) <= SAME_SIZE && Math.abs(l.x0 - x0) <= SAME_EDGE);
  if (alike.length * 2 <= lines.length || size < body * LARGER) return null;
  const bold = alike.filter((l) => l.bold).length * 2 > alike.length;
  return { size, bold, x0 };
}

const inStyle = (l: Line, s: Style) =>
  Math.abs(l.fontSize - s.size) <= SAME_SIZE && Math.abs(l.x0 - s.x0) <= SAME_EDGE && l.bold === s.bold;

/** The subsections of first-level sections listed without any, found by the listed ones' style. */
export function deeperThanListed(layout: DocumentLayout, headings: Heading[], body: number): Heading[] {
  const style = subsectionStyle(layout, headings, body);
  // A release's heading set apart from the body (bold or larger) is a subsection whatever the listed ones' style.
  const release = (l: Line) => (l.bold || l.fontSize >= body * LARGER) && isVersionHeading(l.text);
  const sorted = [...headings].sort((a, b) => a.page - b.page || a.line - b.line);
  const found: Heading[] = [];
  sorted.forEach((h, i) => {
    // The contents page's own section holds the listing's rows, not subsections.
    if (h.level !== 1 || isContentsTitle(h.title)) return;
    const next = sorted.slice(i + 1).find((o) => o.level <= 2);
    if (next && next.level === 2) return;
    const end = next ?? { page: layout.pageCount, line: Infinity };
    const styled: Heading[] = [];
    const releases: Heading[] = [];
    for (let p = h.page; p <= end.page; p++) {
      (layout.pages[p - 1]?.lines ?? []).forEach((l, line) => {
        if ((p === h.page && line <= h.line) || (p === end.page && line >= end.line)) return;
        const heading = { title: l.text.trim(), level: 2, page: p, line, source: h.source };
        if (release(l)) return void releases.push(heading);
        if (
          !style ||
          !inStyle(l, style) ||
          l.words.length > MAX_WORDS ||
          readsAsSentence(l.text) ||
          !/\p{L}/u.test(l.text)
        )
          return;
        styled.push(heading);
      });
    }
    // One version line is a mention; a changelog lists releases one after another.
    const listed = releases.length >= MIN_RELEASES ? releases : [];
    found.push(...[...styled, ...listed].sort((a, b) => a.page - b.page || a.line - b.line));
  });
  return found;
}

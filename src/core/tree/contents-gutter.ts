/**
 * A contents page in two columns that the layout read as one: each row runs from a left entry's page
 * number on into the right column's entry ("14.2.2 Existing Templates . . 39 17. The leadsheet Class 47").
 * The gutter shows as page numbers that end at one edge, past the page's left part, each followed after
 * a gap by more words; every row is cut where it crosses that edge, and a row starting right of it is
 * the right column's. Without three such rows the page is left as it is.
 */
import type { Line } from "../types";

/** A word that is a page number alone: arabic, or roman as front matter numbers its pages. */
export const PAGE_NUMBER = /^(\d{1,4}|[ivxl]{1,6})$/;
/** A gap between two words wider than this (page widths) sets them apart: wider than a word space. */
export const SET_APART = 0.01;
/** Page numbers ending within this of one another end at one edge. */
const SAME_EDGE = 0.006;
/** A gutter lies past this share of the page's width. */
const LEFT_PART = 0.3;
const MIN_ROWS = 3;

/** Some of a line's words, as a line of `column`. */
export const piece = (l: Line, ws: Line["words"], column: number): Line => ({
  ...l,
  words: ws,
  text: ws.map((w) => w.text).join(" "),
  x0: ws[0].x0,
  x1: ws[ws.length - 1].x1,
  column,
});

/**
 * The words of a line up to its first gap wider than a word space: the left column's part of a line
 * the layout ran across two columns ("Contents 4.4 Format of", "Symbols E").
 */
export function leadingRun(l: Line): string {
  const end = l.words.findIndex((w, j) => j > 0 && w.x0 - l.words[j - 1].x1 > SET_APART);
  return (end < 0 ? l.words : l.words.slice(0, end)).map((w) => w.text).join(" ");
}

/** Where a line crosses the gutter: the index of the right column's first word, or -1. */
function crossing(l: Line): number {
  return l.words.findIndex(
    (w, j) =>
      j >= 2 &&
      PAGE_NUMBER.test(l.words[j - 1].text) &&
      l.words[j - 1].x0 - l.words[j - 2].x1 > SET_APART &&
      w.x0 - l.words[j - 1].x1 > SET_APART &&
      /^[\p{Lu}\d]/u.test(w.text) &&
      l.words[j - 1].x1 > LEFT_PART,
  );
}

/**
 * Where a line crosses a known gutter: the first word set apart that starts past it, after a word
 * that ends at or before it. Found so, a row is cut whatever the right column's part starts with (a
 * wrapped title's tail, "floats 10") and the contents' own title is cut from the entry beside it.
 */
function across(l: Line, edge: number): number {
  return l.words.findIndex(
    (w, j) => j >= 1 && w.x0 - l.words[j - 1].x1 > SET_APART && w.x0 > edge && l.words[j - 1].x1 < edge + SAME_EDGE,
  );
}

export function gutterColumns(lines: Line[]): Line[] {
  if (new Set(lines.map((l) => l.column)).size > 1) return lines;
  const cuts = lines.map(crossing);
  const edges = cuts.flatMap((j, i) => (j > 0 ? [lines[i].words[j - 1].x1] : []));
  const edge = edges.find((x) => edges.filter((y) => Math.abs(x - y) < SAME_EDGE).length >= MIN_ROWS);
  if (edge === undefined) return lines;
  return lines.flatMap((l) => {
    const j = across(l, edge);
    if (j > 0) return [piece(l, l.words.slice(0, j), 0), piece(l, l.words.slice(j), 1)];
    return l.x0 > edge + 0.005 ? [{ ...l, column: 1 }] : [l];
  });
}

/**
 * Text set inside a figure (a plot's tick labels, axis titles, panel labels, legends): printed
 * on the page but no part of its prose, so reading leaves it out (furniture.ts). A figure's
 * words, when its lines share a baseline with the text beside it, are read into that text's
 * lines ("Vegan does not have indices for evenness (equi- 3.0"), and its own lines between two
 * lines of one sentence cut the sentence in two. Told apart by geometry alone, never by what
 * the words say:
 *
 * - a word set on its side: its box far taller than it is wide for the letters it holds;
 * - a line set much smaller than the page's text, with one or two words or its words far
 *   apart (tick labels along an axis);
 * - a word much smaller than the rest of its line and far from its neighbours (a tick label
 *   that shares the baseline of a line of text), or much taller (a stamp set on its side in the margin).
 *
 * Sub- and superscripts are as small but sit against their word; footnotes are smaller only
 * a little, and set as runs of words.
 */
import type { Line, PageLayout, Word } from "../types";
import { upperMedian } from "../layout/geometry";

/**
 * Share of the page's text size at or under which type is a figure's, not the text's (with the line's or word's shape:
 * few words, or far apart). A foot note's 8 on 10 is above it. A lead-in's list (answer/cite/lead-in-list.ts
 * FLOAT_TYPE) skips smaller floats by a looser share of its own line's size, as its foot notes are out already.
 */
const FIGURE_TYPE = 0.75;
/**
 * A word boxed this many times taller than the words of its line, far from them, is no word of it: a stamp set on
 * its side in the margin (an arXiv paper's "arXiv:2310.07609v1 [cs.CL] 11 Oct 2023", each word boxed by the stamp's
 * type size), read into the line that shares its height ("ask-11 ing", "Multi-Oct hop"). A drop cap is as tall,
 * but set against its word.
 */
const STAMP_TYPE = 2;
/** The gap (in ems) that keeps a word so tall apart from its line: wider than any word space. */
const STAMP_GAP = 1;
/** A gap (in ems of the line's type) wider than any between the words of one sentence. */
const FAR_GAP = 2;
/** A word set on its side: height over width, for words of at least ROTATED_CHARS characters. */
const ROTATED_RATIO = 2;
const ROTATED_CHARS = 3;

/**
 * A page whose words are mostly set this large (points) holds no text, only a title: a cover or title page. The
 * smaller lines under its title are its byline and date ("Aurélien Lherbier", set centred in two words), not a
 * figure's tick labels.
 */
const TITLE_TYPE = 16;

/** The page's text size: the type size most of its words are set in (median by word). */
export function textSize(page: PageLayout): number {
  return upperMedian(page.lines.flatMap((l) => l.words.map(() => l.fontSize)));
}

const heightPt = (page: PageLayout, w: Word) => (w.y1 - w.y0) * page.height;
const widthPt = (page: PageLayout, w: Word) => (w.x1 - w.x0) * page.width;

function setOnItsSide(page: PageLayout, w: Word): boolean {
  return [...w.text].length >= ROTATED_CHARS && heightPt(page, w) > ROTATED_RATIO * widthPt(page, w);
}

/** Gaps (points) between each word and the next on the line. */
function gaps(page: PageLayout, l: Line): number[] {
  const out: number[] = [];
  for (let i = 1; i < l.words.length; i++) out.push((l.words[i].x0 - l.words[i - 1].x1) * page.width);
  return out;
}

/**
 * A line set in figure type, short or with its words far apart. A short one that starts where lines of the
 * text start is the last line of a footnote ("of the data."), not a tick label.
 */
function figureLine(page: PageLayout, l: Line, size: number, textEdges: readonly number[]): boolean {
  if (!(l.fontSize <= FIGURE_TYPE * size)) return false;
  if (l.words.length <= 2) {
    const tolerance = (0.5 * l.fontSize) / page.width;
    return !textEdges.some((x) => Math.abs(x - l.x0) <= tolerance);
  }
  return upperMedian(gaps(page, l)) > FAR_GAP * l.fontSize;
}

/** Where the lines set in the text's type start: the left edges of its columns (and indents). */
function textEdgesOf(page: PageLayout, size: number): number[] {
  return page.lines.filter((l) => Math.abs(l.fontSize - size) < 0.5 && l.words.length >= 3).map((l) => l.x0);
}

/**
 * Lines of a page that are a figure's text as a whole, and words of text lines that are.
 * Pages without a size (no geometry) have none.
 */
export function figureText(page: PageLayout): { lines: number[]; words: [number, number][] } {
  const out = { lines: [] as number[], words: [] as [number, number][] };
  const size = textSize(page);
  if (!(size > 0) || !page.width || !page.height) return out;
  const edges = textEdgesOf(page, size);
  const titlePage = size >= TITLE_TYPE;
  page.lines.forEach((l, li) => {
    if (!l.words.length) return;
    if ((!titlePage && figureLine(page, l, size, edges)) || l.words.every((w) => setOnItsSide(page, w))) {
      out.lines.push(li);
      return;
    }
    const typical = upperMedian(l.words.map((w) => heightPt(page, w)));
    const g = gaps(page, l);
    l.words.forEach((w, wi) => {
      if (setOnItsSide(page, w)) return out.words.push([li, wi]);
      const small = heightPt(page, w) <= FIGURE_TYPE * typical;
      const large = heightPt(page, w) >= STAMP_TYPE * typical;
      const before = wi > 0 ? g[wi - 1] : Infinity;
      const after = wi < g.length ? g[wi] : Infinity;
      // A stamp's word sits apart from the line's own words by more than a word space stretched in justifying.
      const apart = (large ? STAMP_GAP : FAR_GAP) * l.fontSize;
      if ((small || large) && before > apart && after > apart) out.words.push([li, wi]);
    });
  });
  return out;
}

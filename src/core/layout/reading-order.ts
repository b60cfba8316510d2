/**
 * Reading order. Words are first grouped into phrases (runs on one baseline with
 * word-sized gaps). If the page has a two-column body — prose phrases on both sides of
 * an empty vertical gutter — the page is cut into horizontal bands at every phrase that
 * crosses the gutter (titles, wide figures), and each band reads left column then right.
 * Tables do not trigger this: their right-hand cells are short numbers, not prose.
 */
import type { PlacedWord } from "./words";

export interface Phrase {
  words: PlacedWord[];
  x0: number;
  x1: number;
  baseline: number;
  fontSize: number;
  /** 0 for full-width text or the left column, 1 for the right column. */
  column: number;
}

/** Gap, in font sizes, that ends a phrase (table cells and gutters are wider). */
const PHRASE_GAP = 1.0;
const BINS = 200;

export function toPhrases(words: PlacedWord[]): Phrase[] {
  const phrases: Phrase[] = [];
  let current: Phrase | null = null;
  for (const w of words) {
    const size = current ? Math.max(current.fontSize, w.fontSize) : w.fontSize;
    const joins =
      current &&
      Math.abs(current.baseline - w.baseline) < 0.3 * size &&
      w.x0 - current.x1 < PHRASE_GAP * size &&
      w.x0 - current.x1 > -0.5 * size;
    if (current && joins) {
      current.words.push(w);
      current.x1 = Math.max(current.x1, w.x1);
    } else {
      current = { words: [w], x0: w.x0, x1: w.x1, baseline: w.baseline, fontSize: w.fontSize, column: 0 };
      phrases.push(current);
    }
  }
  return phrases;
}

export interface Gutter {
  x: number;
  /** Vertical span (baselines) where both columns hold prose; outside it text is full width. */
  top: number;
  bottom: number;
}

interface GutterKind {
  /** A phrase this wide (share of the page) or wider, of three words or more, is prose. */
  width: number;
  /** Each side holds this share of the prose at least. */
  share: number;
  /** The side with fewer phrases is set smaller than the other. */
  smaller: boolean;
}

/** Two columns of prose. */
const COLUMNS: GutterKind = { width: 0.2, share: 0.2, smaller: false };
/** Notes beside the body (a manual's margin): narrower and fewer lines, in smaller type. */
const SIDE_NOTES: GutterKind = { width: 0.15, share: 0.1, smaller: true };

/** Find an empty vertical gutter between two prose columns, or beside a column of notes, or null. */
export function findGutter(phrases: Phrase[], pageWidth: number): Gutter | null {
  return gutterAmong(phrases, pageWidth, COLUMNS) ?? gutterAmong(phrases, pageWidth, SIDE_NOTES);
}

function gutterAmong(phrases: Phrase[], pageWidth: number, kind: GutterKind): Gutter | null {
  const all = phrases.filter((p) => p.x1 - p.x0 >= kind.width * pageWidth && p.words.length >= 3);
  const gutter = gutterOf(all, pageWidth, kind);
  if (gutter) return gutter;
  // Full-width figures and captions above two columns hide the gutter: look again among
  // the prose that has prose beside it on the same baseline, which only columns have.
  const paired = all.filter((p) => all.some((q) => q !== p && sideBySide(p, q)));
  return paired.length < all.length ? gutterOf(paired, pageWidth, kind) : null;
}

const medianSize = (side: Phrase[]) => side.map((p) => p.fontSize).sort((a, b) => a - b)[side.length >> 1];

/** The side with fewer phrases is in type a tenth smaller than the other's, or more. */
function notesSetSmaller(left: Phrase[], right: Phrase[]): boolean {
  const [notes, body] = left.length < right.length ? [left, right] : [right, left];
  return medianSize(notes) <= 0.9 * medianSize(body);
}

function sideBySide(a: Phrase, b: Phrase): boolean {
  const size = Math.max(a.fontSize, b.fontSize);
  return Math.abs(a.baseline - b.baseline) < 0.3 * size && (b.x0 - a.x1 >= size || a.x0 - b.x1 >= size);
}

function gutterOf(prose: Phrase[], pageWidth: number, kind: GutterKind): Gutter | null {
  if (prose.length < 8) return null;
  const coverage = new Array<number>(BINS).fill(0);
  for (const p of prose) {
    const a = Math.max(0, Math.floor((p.x0 / pageWidth) * BINS));
    const b = Math.min(BINS - 1, Math.floor((p.x1 / pageWidth) * BINS));
    for (let i = a; i <= b; i++) coverage[i]++;
  }
  // Titles and wide figures may cross the gutter, so look for the least-covered run of
  // bins in the middle half rather than an empty one.
  const lo = Math.floor(BINS * 0.25);
  const hi = Math.ceil(BINS * 0.75);
  const least = Math.min(...coverage.slice(lo, hi + 1));
  if (least > Math.max(1, prose.length * 0.15)) return null;
  let best: [number, number] | null = null;
  let runStart = -1;
  for (let i = lo; i <= hi + 1; i++) {
    const open = i <= hi && coverage[i] === least;
    if (open && runStart < 0) runStart = i;
    if (!open && runStart >= 0) {
      if (!best || i - runStart > best[1] - best[0]) best = [runStart, i];
      runStart = -1;
    }
  }
  if (!best) return null;
  const gutter = (((best[0] + best[1]) / 2) * pageWidth) / BINS;
  const left = prose.filter((p) => p.x1 <= gutter);
  const right = prose.filter((p) => p.x0 >= gutter);
  const enough = Math.max(4, prose.length * kind.share);
  if (left.length < enough || right.length < enough) return null;
  if (kind.smaller && !notesSetSmaller(left, right)) return null;
  const span = (side: Phrase[]) => [Math.min(...side.map((p) => p.baseline)), Math.max(...side.map((p) => p.baseline))];
  const [lTop, lBottom] = span(left);
  const [rTop, rBottom] = span(right);
  const slack = 2 * prose[0].fontSize;
  return { x: gutter, top: Math.max(lTop, rTop) - slack, bottom: Math.min(lBottom, rBottom) + slack };
}

/**
 * Order phrases for reading: bands top to bottom; inside a two-column band the left
 * column's phrases come before the right column's. Returns groups that each read as one
 * block of lines.
 */
export function orderPhrases(phrases: Phrase[], pageWidth: number): Phrase[][] {
  const byTop = [...phrases].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const found = findGutter(phrases, pageWidth);
  if (found === null) return [byTop];
  const gutter = widenGutter(found, byTop);

  const blocks: Phrase[][] = [];
  let left: Phrase[] = [];
  let right: Phrase[] = [];
  let full: Phrase[] = [];
  const flushColumns = () => {
    if (left.length) blocks.push(left);
    if (right.length) blocks.push(right);
    left = [];
    right = [];
  };
  const flushFull = () => {
    if (full.length) blocks.push(full);
    full = [];
  };
  for (const p of byTop) {
    const inColumns = p.baseline >= gutter.top && p.baseline <= gutter.bottom;
    if (!inColumns || (p.x0 < gutter.x && p.x1 > gutter.x)) {
      flushColumns();
      full.push(p);
    } else {
      flushFull();
      p.column = p.x0 >= gutter.x ? 1 : 0;
      (p.column ? right : left).push(p);
    }
  }
  flushColumns();
  flushFull();
  return blocks;
}

const crosses = (p: Phrase, x: number) => p.x0 < x && p.x1 > x;
/** Widest space, in font sizes, between the words of a justified line (a table's cells stand further apart). */
const JUSTIFIED_GAP = 2.5;

/** Phrases on one baseline, in reading order of baselines. */
function rowsOf(sorted: Phrase[]): Phrase[][] {
  const rows: Phrase[][] = [];
  for (const p of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0].baseline - p.baseline) < 0.3 * Math.max(row[0].fontSize, p.fontSize)) row.push(p);
    else rows.push([p]);
  }
  return rows;
}

/**
 * The columns' prose may begin below a table or figure that sits in one column only, while
 * the other column's prose carries on beside it (a paper's table at the top of the left
 * column). Read as full width, each table row would be interleaved with a line of the other
 * column. The gutter's span reaches up and down over rows that keep to their side of it
 * and whose right-hand phrases are lines of the right column: words that start where its
 * lines start. A phrase across the gutter (a title, a wide table) or a right-hand phrase
 * elsewhere (a figure cell, a page number) ends the reach.
 */
function widenGutter(g: Gutter, sorted: Phrase[]): Gutter {
  const right = sorted.filter((p) => p.x0 >= g.x && p.baseline >= g.top && p.baseline <= g.bottom);
  if (!right.length) return g;
  const start = Math.min(...right.map((p) => p.x0));
  const fits = (row: Phrase[]) => {
    if (row.some((p) => crosses(p, g.x))) return false;
    const side = row.filter((p) => p.x0 >= g.x).sort((a, b) => a.x0 - b.x0);
    if (!side.length) return true;
    const first = side[0];
    const size = first.fontSize;
    // A justified line's words stand further apart than a phrase's, so its pieces are taken together.
    if (side.some((p, i) => i > 0 && p.x0 - side[i - 1].x1 > JUSTIFIED_GAP * size)) return false;
    const words = side.flatMap((p) => p.words);
    // Words, or one long word (a web address wrapped over the column's lines); not a figure or a folio.
    const isLine = (words.length >= 2 || words[0].text.length >= 12) && /\p{L}/u.test(words[words.length - 1].text);
    return isLine && first.x0 >= start - size && first.x0 <= start + 3 * size;
  };
  const rows = rowsOf(sorted);
  let top = g.top;
  let bottom = g.bottom;
  const above = rows.filter((r) => r[0].baseline < g.top).reverse();
  for (const row of above) {
    if (!fits(row)) break;
    top = row[0].baseline - 0.3 * row[0].fontSize;
  }
  for (const row of rows.filter((r) => r[0].baseline > g.bottom)) {
    if (!fits(row)) break;
    bottom = row[0].baseline + 0.3 * row[0].fontSize;
  }
  return { ...g, top, bottom };
}

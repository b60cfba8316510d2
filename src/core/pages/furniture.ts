/**
 * Page furniture: what is printed on a page but is not its text. Running heads and feet (a
 * line at the top or bottom of a page whose shape, digits aside, repeats on other pages),
 * lone page numbers, printer's slugs ("14773_00_i-xviii_r9jm.qxd 2/10/04 3:46 PM Page iv"),
 * margin line numbers (a column of integers beside the text that counts its lines) and note
 * markers (a small raised number after a word), and the text inside figures (figure-text.ts).
 *
 * Furniture is marked, never deleted: find, page labels and highlights still see every word;
 * only reading (sentences, quotes, answers) leaves it out. Marks are derived from the pages
 * alone, so they need no storage: a document's marks are worked out once from all its pages
 * (`markDocumentFurniture`) and remembered per page object; a page seen alone gets the marks
 * that need no other page.
 */
import type { Line, PageLayout, Word } from "../types";
import { figureText } from "./figure-text";

export interface PageFurniture {
  /** Lines (indices into page.lines) that are furniture as a whole. */
  lines: Set<number>;
  /** Words inside text lines that are furniture: line index → word indices. */
  words: Map<number, Set<number>>;
}

/** Lines at each edge of a page (in vertical order) that can be a running head or foot. */
const EDGE_LINES = 3;
/** How far (page heights) from the top or bottom a running head or foot may sit. */
const EDGE_BAND = 0.25;
/** Pages a line's shape must recur on to be a running head or foot (the tree's running titles too). */
export const RUNNING_PAGES = 3;
/** Gap (page widths) between a margin number and its line's text: wider than a numbered step's indent. */
const MARGIN_GAP = 0.035;
/** Margin numbers on a page before they are taken for line numbers. */
const MIN_LINE_NUMBERS = 6;

const LONE_PAGE_NUMBER = /^[-–—\s]*(?:page\s*)?(\d{1,4}|[ivxlc]{1,7})(?:\s*(?:of|\/)\s*\d{1,4})?[-–—\s]*$/i;
/** A line that is nothing but a page number ("12", "- iv -", "Page 3 of 9"): a folio. */
export const isLonePageNumber = (text: string) => LONE_PAGE_NUMBER.test(text.trim());
// A layout program's proof line: file name, date, time, page ("…r9jm.qxd 2/10/04 3:46 PM Page iv").
const PRINTERS_SLUG = /\.[a-z]{2,4}\s+\d{1,2}\/\d{1,2}\/\d{2,4}\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm)?\s+page\s+\S+/i;
const INTEGER = /^\d{1,4}$/;
const NOTE_MARK = /^\d{1,3}[,.;:)]?$/;
/**
 * An ordinal's raised suffix ("12th Street", "2nd year"): raised far enough, it reads as a line of its own between
 * the lines of text, and then inside a sentence ("by and th between").
 */
const ORDINAL_SUFFIX = /^(?:st|nd|rd|th)$/i;
/** How far above its line's baseline, in that line's font size, a raised suffix sits at most. */
const RAISE = 0.5;

/** A line's shape: letters and digits, each run of digits (or a roman numeral) as "#". */
export function lineShape(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b[ivxlc]{1,7}\b(?=\W*$)/, "#")
    .replace(/\d+/g, "#")
    .replace(/[^a-z#]/g, "");
}

const empty = (): PageFurniture => ({ lines: new Set(), words: new Map() });

/** Line indices of a page's first and last EDGE_LINES lines, by their place on the page. */
function edgeLines(page: PageLayout): number[] {
  const byY = page.lines.map((_, i) => i).sort((a, b) => page.lines[a].y0 - page.lines[b].y0);
  if (byY.length <= 2 * EDGE_LINES) return byY;
  return [...byY.slice(0, EDGE_LINES), ...byY.slice(-EDGE_LINES)];
}

/** Marks that need no other page: lone page numbers and slugs at the edges, line numbers, note markers. */
export function pageOwnFurniture(page: PageLayout): PageFurniture {
  const out = empty();
  for (const i of edgeLines(page)) {
    const t = page.lines[i].text.trim();
    if (isLonePageNumber(t)) out.lines.add(i);
  }
  page.lines.forEach((l, i) => PRINTERS_SLUG.test(l.text) && out.lines.add(i));
  markLineNumbers(page, out);
  markNoteMarkers(page, out);
  const figure = figureText(page);
  for (const li of figure.lines) out.lines.add(li);
  for (const [li, wi] of figure.words) addWord(out, li, wi);
  return out;
}

function addWord(f: PageFurniture, line: number, word: number): void {
  let set = f.words.get(line);
  if (!set) f.words.set(line, (set = new Set()));
  set.add(word);
}

interface MarginNumber {
  line: number;
  word: number;
  value: number;
  x: number;
}

/**
 * Margin line numbers: integers first or last on their line, set apart from the text by a
 * gap, outside the text's edge, that count upward down the page about as fast as the lines
 * between them (every line numbered, or every fifth). Numbered steps in a manual are set
 * inside the text and count paragraphs, not lines, so they stay.
 */
function markLineNumbers(page: PageLayout, out: PageFurniture): void {
  for (const side of ["left", "right"] as const) {
    const found: MarginNumber[] = [];
    const textEdges: number[] = [];
    page.lines.forEach((l, li) => {
      const wi = side === "left" ? 0 : l.words.length - 1;
      const w = l.words[wi];
      if (!w) return;
      const neighbour = l.words[side === "left" ? 1 : l.words.length - 2];
      const apart = !neighbour || (side === "left" ? neighbour.x0 - w.x1 : w.x0 - neighbour.x1) > MARGIN_GAP;
      if (INTEGER.test(w.text) && apart) {
        found.push({ line: li, word: wi, value: Number(w.text), x: side === "left" ? w.x1 : w.x0 });
        if (neighbour) textEdges.push(side === "left" ? neighbour.x0 : neighbour.x1);
      } else textEdges.push(side === "left" ? w.x0 : w.x1);
    });
    if (found.length < MIN_LINE_NUMBERS || !textEdges.length) continue;
    const edge = side === "left" ? Math.min(...textEdges) : Math.max(...textEdges);
    const outside = found.filter((m) => (side === "left" ? m.x < edge - 0.005 : m.x > edge + 0.005));
    if (outside.length >= MIN_LINE_NUMBERS && countsLines(page.lines, outside))
      for (const m of outside) addWord(out, m.line, m.word);
  }
}

/** True when the numbers rise down the page, each step about the number of text lines it spans. */
function countsLines(lines: Line[], numbers: MarginNumber[]): boolean {
  const sorted = [...numbers].sort((a, b) => lines[a.line].baseline - lines[b.line].baseline);
  const baselines = [...new Set(lines.map((l) => Math.round(l.baseline * 400)))].sort((a, b) => a - b);
  const rowOf = (m: MarginNumber) => baselines.indexOf(Math.round(lines[m.line].baseline * 400));
  let fit = 0;
  for (let i = 1; i < sorted.length; i++) {
    const step = sorted[i].value - sorted[i - 1].value;
    const rows = rowOf(sorted[i]) - rowOf(sorted[i - 1]);
    if (step > 0 && rows > 0 && Math.abs(step - rows) <= Math.max(1, rows * 0.25)) fit++;
  }
  return fit >= 0.8 * (sorted.length - 1);
}

/**
 * A small number raised above its line's baseline, after a word: a note marker. Raised far
 * enough, it reads as a line of its own between two lines of text ("it", "9", "knew"): a line
 * of nothing but such numbers or ordinal suffixes (a few at most), set in a smaller size than the
 * text beside it, is one too; so is a line of suffixes raised just above the line they belong to.
 */
function markNoteMarkers(page: PageLayout, out: PageFurniture): void {
  if (!page.height) return;
  page.lines.forEach((l, li) => {
    const next = page.lines[li + 1];
    const beside = Math.max(page.lines[li - 1]?.fontSize ?? 0, next?.fontSize ?? 0);
    const marks = l.words.length <= 3 && l.words.every((w) => NOTE_MARK.test(w.text));
    const suffixes = l.words.length > 0 && l.words.length <= 3 && l.words.every((w) => ORDINAL_SUFFIX.test(w.text));
    if ((marks || suffixes) && l.fontSize < 0.8 * beside) {
      out.lines.add(li);
      return;
    }
    // A suffix set nearly as large as its text (0.85 of it) is still one when it sits just above the next line's
    // baseline, within the height a raised glyph of that line reaches.
    const raisedInto =
      !!next && next.baseline > l.baseline && next.baseline - l.baseline < (RAISE * next.fontSize) / page.height;
    if (suffixes && raisedInto && l.fontSize < 0.9 * next.fontSize) {
      out.lines.add(li);
      return;
    }
    const em = l.fontSize / page.height;
    if (!(em > 0)) return;
    l.words.forEach((w: Word, wi) => {
      if (wi === 0 || !NOTE_MARK.test(w.text)) return;
      const raised = w.y1 < l.baseline - 0.2 * em;
      const small = w.y1 - w.y0 < 0.6 * em;
      if (raised && small) addWord(out, li, wi);
    });
  });
}

/**
 * The keys (line shapes, with their edge where it is known) found at the edges of at least
 * RUNNING_PAGES pages: the running heads and feet. `edges` holds each page's edge keys.
 */
export function recurringEdgeKeys(edges: readonly (readonly (string | null)[])[]): Set<string> {
  const pagesWith = new Map<string, number>();
  for (const keys of edges) for (const key of new Set(keys)) if (key) pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  return new Set([...pagesWith].filter(([, n]) => n >= RUNNING_PAGES).map(([key]) => key));
}

/** A line's shape when it can be a running head or foot: one with words in it, not a bare folio. */
function runningShape(text: string): string | null {
  const shape = lineShape(text);
  return /[a-z]{2}/.test(shape) ? shape : null;
}

/**
 * Shapes of the running heads and feet of pages known only by their text (no geometry, so no edge
 * band): a page's first and last EDGE_LINES non-blank lines are its edges.
 */
export function runningTextShapes(texts: readonly string[]): Set<string> {
  return recurringEdgeKeys(
    texts.map((text) => {
      const lines = text.split("\n").filter((l) => l.trim());
      return [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)].map(runningShape);
    }),
  );
}

/** Marks for every page of a document: each page's own, plus running heads and feet found across pages. */
export function documentFurniture(pages: readonly PageLayout[]): Map<PageLayout, PageFurniture> {
  const marks = new Map(pages.map((p) => [p, pageOwnFurniture(p)]));
  const edges = pages.map((p) => edgeLines(p).map((i) => ({ i, key: edgeKey(p.lines[i]) })));
  const running = recurringEdgeKeys(edges.map((keyed) => keyed.map(({ key }) => key)));
  pages.forEach((p, k) => {
    for (const { i, key } of edges[k]) if (key && running.has(key)) marks.get(p)!.lines.add(i);
  });
  return marks;
}

/**
 * A line's shape with the edge it sits at: a running head only repeats where heads are. A page's last
 * lines that end mid-page are no foot, however often they recur: an agreement printed three times in
 * one file ends each copy with the same governing-law line.
 */
function edgeKey(line: Line): string | null {
  const shape = runningShape(line.text);
  if (!shape) return null;
  if (line.y0 < EDGE_BAND) return `top:${shape}`;
  return line.y1 > 1 - EDGE_BAND ? `bottom:${shape}` : null;
}

const remembered = new WeakMap<PageLayout, PageFurniture>();
const seenWhole = new WeakSet<PageLayout>();

/** Works out the furniture of a whole document and remembers it for each of its pages. */
export function markDocumentFurniture(pages: readonly PageLayout[]): void {
  if (!pages.length || (seenWhole.has(pages[0]) && seenWhole.has(pages[pages.length - 1]))) return;
  for (const [page, f] of documentFurniture(pages)) {
    remembered.set(page, f);
    seenWhole.add(page);
  }
}

/**
 * Takes a document's marks worked out before (stored with its navigation index) as its own, so
 * a document read back from storage is not worked over again; `pages` must be the whole document.
 */
export function rememberDocumentFurniture(
  pages: readonly PageLayout[],
  marks: ReadonlyMap<number, PageFurniture>,
): void {
  for (const page of pages) {
    remembered.set(page, marks.get(page.page) ?? { lines: new Set(), words: new Map() });
    seenWhole.add(page);
  }
}

/** The page's furniture: the document's marks when they were worked out, else the page's own. */
export function furnitureOf(page: PageLayout): PageFurniture {
  let f = remembered.get(page);
  if (!f) remembered.set(page, (f = pageOwnFurniture(page)));
  return f;
}

/** True when the word `wi` of line `li` is furniture (its line is, or it is). */
export function isFurnitureWord(f: PageFurniture, li: number, wi: number): boolean {
  return f.lines.has(li) || (f.words.get(li)?.has(wi) ?? false);
}

/**
 * How a laid-out page crosses between threads: as compact JSON text. A page is a graph of
 * a few thousand small objects (words with their rectangles); structured clone rebuilds
 * such a graph slowly on the receiving side, while a string is copied as one block and
 * JSON.parse reads it fast. The main thread receives every page while the layout workers
 * are busy on both cores, and forwards the same text to the reading worker.
 *
 * Keyed JSON of a page repeated every key per word and carried each word's text three
 * times (the word, its line, the page), 12.8 MB for a 252-page 10-K. Here a line is a
 * tuple and its words one flat array; a line's text and rectangle and the page's text are
 * derived again on arrival, and coordinates on the 1e-5 grid core rounds to go as
 * integers: 4.7 MB, written and read in about half the CPU. What is not derivable (a line
 * whose text or box is not its words') is sent as it is, so any PageLayout survives.
 */
import type { Line, PageLayout, Word } from "../types";
import { enclosing } from "./geometry";

/** A page as JSON text; the brand keeps other strings out of the places that parse it. */
export type PageWire = string & { readonly __pageWire: true };

/** Layout coordinates are rounded to 1e-5 (page-layout.ts), so ×1e5 they are integers. */
const GRID = 1e5;

type Flat = (string | number)[];
type LineBox = Pick<Line, "text" | "x0" | "y0" | "x1" | "y1">;
/**
 * fontSize, bold (1/0), baseline, column, [text, x0, y0, x1, y1, …], and the text and box
 * of a line whose words do not give them.
 */
type LineTuple = [number, number, number, number, Flat, LineBox?];
type PageHead = Omit<PageLayout, "lines" | "text"> & { text?: string };

/** A grid value as its integer; any other number as itself (never an integer, so decode tells them apart). */
function pack(v: number): number {
  const k = Math.round(v * GRID);
  return k / GRID === v ? k : v;
}

function unpack(v: number): number {
  return Number.isInteger(v) ? v / GRID : v;
}

/**
 * Whether `whole` is the parts' texts joined by `separator` (one character). Checked in
 * place: building the join to compare would copy every page's text once more.
 */
function isJoin(whole: string, parts: readonly { text: string }[], separator: string): boolean {
  let at = 0;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0 && whole[at++] !== separator) return false;
    const { text } = parts[i];
    if (!whole.startsWith(text, at)) return false;
    at += text.length;
  }
  return at === whole.length;
}

/** The line's text and box as its words give them (how page-layout.ts builds a line). */
function derived(words: Word[], text = words.map((w) => w.text).join(" ")): LineBox {
  return { text, ...enclosing(words) };
}

function lineTuple(line: Line): LineTuple {
  const flat: Flat = [];
  for (const w of line.words) flat.push(w.text, pack(w.x0), pack(w.y0), pack(w.x1), pack(w.y1));
  const tuple: LineTuple = [line.fontSize, line.bold ? 1 : 0, pack(line.baseline), line.column, flat];
  const d = derived(line.words, line.text);
  if (
    !isJoin(line.text, line.words, " ") ||
    d.x0 !== line.x0 ||
    d.y0 !== line.y0 ||
    d.x1 !== line.x1 ||
    d.y1 !== line.y1
  )
    tuple.push({ text: line.text, x0: line.x0, y0: line.y0, x1: line.x1, y1: line.y1 });
  return tuple;
}

function lineOf([fontSize, bold, baseline, column, flat, explicit]: LineTuple): Line {
  const words: Word[] = new Array<Word>(flat.length / 5);
  for (let i = 0, k = 0; i < flat.length; i += 5, k++)
    words[k] = {
      text: flat[i] as string,
      x0: unpack(flat[i + 1] as number),
      y0: unpack(flat[i + 2] as number),
      x1: unpack(flat[i + 3] as number),
      y1: unpack(flat[i + 4] as number),
    };
  const { text, x0, y0, x1, y1 } = explicit ?? derived(words);
  return { text, words, x0, y0, x1, y1, fontSize, bold: bold === 1, baseline: unpack(baseline), column };
}

export function encodePage(page: PageLayout): PageWire {
  const { lines, text, ...rest } = page;
  const head: PageHead = rest;
  if (!isJoin(text, lines, "\n")) head.text = text;
  return JSON.stringify([head, lines.map(lineTuple)]) as PageWire;
}

export function decodePage(wire: PageWire): PageLayout {
  const [head, tuples] = JSON.parse(wire) as [PageHead, LineTuple[]];
  const lines = tuples.map(lineOf);
  const { page, width, height, text, status, ...rest } = head;
  return { page, width, height, lines, text: text ?? lines.map((l) => l.text).join("\n"), status, ...rest };
}

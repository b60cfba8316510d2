/**
 * How a laid-out page crosses between threads: its numbers in one Float64Array (moved to
 * the receiver, not copied), its words' text in one string, and a small head. A page is a
 * graph of a few thousand small objects; structured clone rebuilds such a graph slowly,
 * and as JSON text (this wire's last form) writing and parsing every coordinate as digits
 * was most of the cost: the layout workers spent ~80 ms each stringifying and posting the
 * text of a 252-page 10-K, the reading worker and the main thread parsing it again.
 *
 * A line is five numbers (font size, bold, baseline, column, word count) followed by five
 * per word (text length, x0, y0, x1, y1); float64 keeps every coordinate exact. A line's
 * text and box and the page's text are derived again on arrival; what is not derivable (a
 * line whose text or box is not its words', a page text that is not its lines') travels
 * in the head as it is, so any PageLayout survives the round trip.
 */
import type { Line, PageLayout, Word } from "../types";
import { enclosing } from "./geometry";

type LineBox = Pick<Line, "text" | "x0" | "y0" | "x1" | "y1">;

interface PageHead extends Omit<PageLayout, "lines" | "text"> {
  lineCount: number;
  /** The page's text when it is not its lines' joined. */
  text?: string;
  /** Lines whose text or box their words do not give, by index. */
  explicit?: [number, LineBox][];
}

export interface PageWire {
  head: PageHead;
  numbers: Float64Array;
  /** Every word's text, one after another (their lengths are in `numbers`). */
  texts: string;
}

const LINE_FIELDS = 5;
const WORD_FIELDS = 5;

/** Whether a page answer is a wire (and not a page or a status). */
export function isPageWire(value: unknown): value is PageWire {
  return typeof value === "object" && value !== null && (value as PageWire).numbers instanceof Float64Array;
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

function isDerived(line: Line): boolean {
  if (!isJoin(line.text, line.words, " ")) return false;
  const d = derived(line.words, line.text);
  return d.x0 === line.x0 && d.y0 === line.y0 && d.x1 === line.x1 && d.y1 === line.y1;
}

/** Writes one line's numbers from `at`; returns where the next line starts. */
function writeLine(line: Line, numbers: Float64Array, at: number, texts: string[]): number {
  numbers[at++] = line.fontSize;
  numbers[at++] = line.bold ? 1 : 0;
  numbers[at++] = line.baseline;
  numbers[at++] = line.column;
  numbers[at++] = line.words.length;
  for (const w of line.words) {
    texts.push(w.text);
    numbers[at++] = w.text.length;
    numbers[at++] = w.x0;
    numbers[at++] = w.y0;
    numbers[at++] = w.x1;
    numbers[at++] = w.y1;
  }
  return at;
}

export function encodePage(page: PageLayout): PageWire {
  const kept = keptWire.get(page);
  if (kept) return kept;
  const { lines, text, ...rest } = page;
  let size = lines.length * LINE_FIELDS;
  for (const line of lines) size += line.words.length * WORD_FIELDS;
  const numbers = new Float64Array(size);
  const texts: string[] = [];
  const head: PageHead = { ...rest, lineCount: lines.length };
  let at = 0;
  lines.forEach((line, i) => {
    at = writeLine(line, numbers, at, texts);
    if (!isDerived(line))
      (head.explicit ??= []).push([i, { text: line.text, x0: line.x0, y0: line.y0, x1: line.x1, y1: line.y1 }]);
  });
  if (!isJoin(text, lines, "\n")) head.text = text;
  return { head, numbers, texts: texts.join("") };
}

/** A cursor over a wire: where the next number and the next word's text start. */
interface Cursor {
  at: number;
  char: number;
}

function readLine(wire: PageWire, cursor: Cursor, explicit: LineBox | undefined): Line {
  const { numbers, texts } = wire;
  const fontSize = numbers[cursor.at++];
  const bold = numbers[cursor.at++] === 1;
  const baseline = numbers[cursor.at++];
  const column = numbers[cursor.at++];
  const words: Word[] = new Array<Word>(numbers[cursor.at++]);
  for (let k = 0; k < words.length; k++) {
    const end = cursor.char + numbers[cursor.at++];
    const text = texts.slice(cursor.char, end);
    cursor.char = end;
    words[k] = {
      text,
      x0: numbers[cursor.at++],
      y0: numbers[cursor.at++],
      x1: numbers[cursor.at++],
      y1: numbers[cursor.at++],
    };
  }
  const { text, x0, y0, x1, y1 } = explicit ?? derived(words);
  return { text, words, x0, y0, x1, y1, fontSize, bold, baseline, column };
}

export function decodePage(wire: PageWire): PageLayout {
  const { lineCount, explicit, page, width, height, text, status, ...rest } = wire.head;
  const given = explicit ? new Map(explicit) : undefined;
  const cursor: Cursor = { at: 0, char: 0 };
  const lines: Line[] = new Array<Line>(lineCount);
  for (let i = 0; i < lineCount; i++) lines[i] = readLine(wire, cursor, given?.get(i));
  return { page, width, height, lines, text: text ?? lines.map((l) => l.text).join("\n"), status, ...rest };
}

/**
 * Wires of pages decoded lazily whose lines were never read: encoding such a page gives its
 * wire back (storing a thousand pages re-encodes none of them). Weak, so a page let go lets
 * its wire go too.
 */
const keptWire = new WeakMap<PageLayout, PageWire>();

/** The page's text as decodePage derives it, read from the wire without making its words. */
function wireText(wire: PageWire): string {
  const { numbers, texts, head } = wire;
  if (head.text !== undefined) return head.text;
  const given = head.explicit ? new Map(head.explicit) : undefined;
  const lines: string[] = new Array<string>(head.lineCount);
  let at = 0;
  let char = 0;
  for (let i = 0; i < head.lineCount; i++) {
    const count = numbers[at + 4];
    at += LINE_FIELDS;
    const words: string[] = new Array<string>(count);
    for (let k = 0; k < count; k++, at += WORD_FIELDS) words[k] = texts.slice(char, (char += numbers[at]));
    lines[i] = given?.get(i)?.text ?? words.join(" ");
  }
  return lines.join("\n");
}

/**
 * A page whose lines are made from the wire when first read, for a thread that holds a whole
 * long document but shows a few pages at a time: a thousand pages' words as objects took
 * 106 MB, their wires 25. `lines` is an own, enumerable accessor until read, then a plain
 * property, so spreading, structured clone and equality see an ordinary page.
 */
export function decodePageLazily(wire: PageWire): PageLayout {
  const {
    lineCount: _count,
    explicit: _explicit,
    page: number,
    width,
    height,
    text: _text,
    status,
    ...rest
  } = wire.head;
  // Keys in decodePage's order, so a stored or exported page reads the same either way.
  const page = { page: number, width, height } as PageLayout;
  const settle = (lines: Line[]) => {
    keptWire.delete(page);
    Object.defineProperty(page, "lines", { value: lines, enumerable: true, writable: true, configurable: true });
    return lines;
  };
  Object.defineProperty(page, "lines", {
    enumerable: true,
    configurable: true,
    get: () => settle(decodePage(wire).lines),
    set: settle,
  });
  Object.assign(page, { text: wireText(wire), status, ...rest });
  keptWire.set(page, wire);
  return page;
}

/** The buffers a wire can move to another thread instead of copying. */
export function wireTransfers(wires: readonly (PageWire | null)[]): ArrayBuffer[] {
  return wires.flatMap((w) => (w ? [w.numbers.buffer as ArrayBuffer] : []));
}

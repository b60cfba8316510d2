/**
 * Whether a would-be heading is a phrase inside running text: its neighbours above and below
 * are the same paragraph (a bold lead-in, a label opening a sentence, a paragraph set in
 * capitals), unless it heads an indented body as a manual's "NAME" does.
 */
import type { Line, PageLayout } from "../types";
import { closeBelow, sameStyle, setInCapitals } from "./style";

/**
 * Lines that may be the same paragraph as a would-be heading: the line above in its own style or
 * in plain type no larger; the line below likewise, and of about its size, since a sentence runs
 * on in its own size while a heading's next line set far smaller (a command under "Installation")
 * is not its sentence. A bold line is a heading of its own ("API" set over "openDB").
 */
const plainAbove = (n: Line, line: Line) => sameStyle(n, line) || (!n.bold && n.fontSize <= line.fontSize + 0.5);
const SAME_SENTENCE_SIZE = 0.15;
const plainBelow = (n: Line, line: Line) =>
  plainAbove(n, line) && (sameStyle(n, line) || line.fontSize - n.fontSize <= SAME_SENTENCE_SIZE * line.fontSize);

/**
 * In font sizes: text this far right of a line's start hangs under it as a heading's body, not its
 * paragraph; an indent is at most a few ems of that text (further off is another block of the page).
 */
const HANGING_INDENT = 2;
const MAX_INDENT = 8;

/**
 * A short line standing out to the left of the text below it, which is indented well past the line's
 * start: a manual's "NAME" over its body. A table's row ("Definition The number of offices that") runs
 * on far over the indented text, which is the rest of its second cell.
 */
function headsIndentedText(page: PageLayout, line: Line, next: Line | undefined): boolean {
  if (!next || !closeBelow(line, next)) return false;
  const indent = (next.x0 - line.x0) * (page.width || 1);
  if (indent < HANGING_INDENT * line.fontSize || indent > MAX_INDENT * next.fontSize) return false;
  return line.x1 <= next.x0 + (next.x1 - next.x0) / 2;
}

/** The line above carries its sentence on into `line`: plain or alike, close above, not ended. */
const runsInto = (prev: Line, line: Line) =>
  plainAbove(prev, line) && closeBelow(prev, line) && !/[.:!?]$/.test(prev.text.trim());

/**
 * A bold phrase inside running text, not a heading: its neighbours are the same paragraph. A line
 * heading an indented text is not, unless the line above runs on into it from the same left edge.
 */
export function insideParagraph(page: PageLayout, i: number, rights: Map<number, number>): boolean {
  const line = page.lines[i];
  const prev = page.lines[i - 1];
  const next = page.lines[i + 1];
  const runsOn =
    !!prev && (prev.x0 - line.x0) * (page.width || 1) < HANGING_INDENT * line.fontSize && runsInto(prev, line);
  if (!runsOn && headsIndentedText(page, line, next)) return false;
  if (
    next &&
    plainBelow(next, line) &&
    /^[a-z]/.test(next.text.trim()) &&
    closeBelow(line, next) &&
    !capsLineOverPlain(line, next, rights)
  )
    return true;
  // A paragraph set in capitals (a contract's disclaimer) reads like a run of titles line by line: a line
  // of it follows a long line of capitals in its style that ran to its column's edge (it wrapped) without
  // finishing its sentence. Stacked headings in capitals stop short of the edge.
  if (
    prev &&
    setInCapitals(line.text) &&
    setInCapitals(prev.text) &&
    afterUnfinishedProse(page, i) &&
    prev.x1 >= FULL_WIDTH * (rights.get(prev.column) ?? 1)
  )
    return true;
  return !!prev && !sameStyle(prev, line) && runsInto(prev, line);
}

/** A line reaching this share of its column's right edge ran to the edge: it wrapped. */
const FULL_WIDTH = 0.9;

/**
 * A bold line in capitals that stops short of its column's edge over plain text: a manual's "SYNOPSIS" over a
 * body opening with its command's name in lower case ("avs2ps converts…"). It did not wrap, so the lower-case
 * line is not the rest of its sentence.
 */
function capsLineOverPlain(line: Line, next: Line, rights: Map<number, number>): boolean {
  return (
    line.bold &&
    !next.bold &&
    setInCapitals(line.text) &&
    !/[,;]$/.test(line.text.trim()) &&
    line.x1 < FULL_WIDTH * (rights.get(line.column) ?? 1)
  );
}

/** The line before is running prose in the same style, close above, that has not finished its sentence. */
function afterUnfinishedProse(page: PageLayout, i: number): boolean {
  const line = page.lines[i];
  const prev = page.lines[i - 1];
  return (
    !!prev &&
    sameStyle(prev, line) &&
    closeBelow(prev, line) &&
    prev.words.length >= 8 &&
    !/[.:!?”")]$/.test(prev.text.trim())
  );
}

export function continuesAsProse(page: PageLayout, i: number): boolean {
  const line = page.lines[i];
  const next = page.lines[i + 1];
  if (next && /^[a-z]/.test(next.text.trim()) && closeBelow(line, next)) return true;
  return afterUnfinishedProse(page, i);
}

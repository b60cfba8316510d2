/**
 * Foot notes: the block at the foot of a page (or of a column) set smaller than the page's text and opened by a
 * note's marker ("¹ These models share …", or a raised "1" beside the line). They are the page's text, so find,
 * navigation and answers still read them, but they stand outside its flow: the sentence above them goes on after
 * them, on the next column or page, and a lead-in ("Our main findings include:") introduces what follows in the
 * text, never the note set under it. Told apart by type size, place and marker alone, never by what the words say.
 */
import type { PageLayout } from "../types";
import { textSize } from "./figure-text";
import { furnitureOf } from "./furniture";

/** A note is set smaller than the text: 9 on 10, 8 on 10, 10 on 12 (a line under this share of its size; a list set
 * 9.7 on 10.4 is the text's own). */
const NOTE_TYPE = 0.92;
/** A note's marker as a line or word of its own: a number, a letter or a reference sign. */
const MARKER = /^(?:\d{1,3}|[a-z]|[*\u2217\u2020\u2021\u00A7\u00B6]{1,3})$/u;
/** A note line that opens with its marker: "1 These …", "1These …", "* Equal contribution", "¹ See …". */
const OPENS_WITH_MARKER =
  /^(?:\d{1,3}|[*\u2217\u2020\u2021\u00A7\u00B6]{1,3}|[\u00B9\u00B2\u00B3\u2070-\u2079]{1,3})\s?\p{L}/u;

const known = new WeakMap<PageLayout, ReadonlySet<number>>();

/** The lines (indices into page.lines) of the page's foot notes; none on a page without them. */
export function footNoteLines(page: PageLayout): ReadonlySet<number> {
  let out = known.get(page);
  if (!out) known.set(page, (out = findFootNotes(page)));
  return out;
}

function findFootNotes(page: PageLayout): Set<number> {
  const out = new Set<number>();
  const size = textSize(page);
  if (!(size > 0)) return out;
  const furniture = furnitureOf(page).lines;
  const columns = new Map<number, number[]>();
  page.lines.forEach((l, li) => {
    if (furniture.has(li) || !l.words.length) return;
    const column = columns.get(l.column);
    if (column) column.push(li);
    else columns.set(l.column, [li]);
  });
  for (const lines of columns.values()) {
    lines.sort((a, b) => page.lines[a].baseline - page.lines[b].baseline);
    // From the foot up, the run of lines set smaller than the text; a line in its type ends it.
    let top = lines.length;
    while (top > 0 && page.lines[lines[top - 1]].fontSize < NOTE_TYPE * size) top--;
    // A column set small throughout (a table, a reference list) has no text above its notes.
    if (top === 0 || top === lines.length) continue;
    const block = lines.slice(top);
    if (opensNote(page, block[0], furniture)) for (const li of block) out.add(li);
  }
  return out;
}

/** The line opens a note: with its marker in its text, or beside a marker set as furniture on its baseline. */
function opensNote(page: PageLayout, li: number, furniture: ReadonlySet<number>): boolean {
  const line = page.lines[li];
  if (OPENS_WITH_MARKER.test(line.text.trim())) return true;
  const reach = (line.fontSize * 2) / (page.width || 1);
  return [...furniture].some((mi) => {
    const m = page.lines[mi];
    return (
      MARKER.test(m.text.trim()) &&
      m.x1 <= line.x0 + reach / 4 &&
      m.x1 >= line.x0 - reach &&
      m.y1 > line.y0 &&
      m.y0 < line.y1
    );
  });
}

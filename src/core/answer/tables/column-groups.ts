/**
 * Column groups: a table that sets segments side by side prints each segment's name over
 * its own few period columns ("Consumer & Community Banking" over "2021 2020 Change",
 * "Corporate & Investment Bank" over the next three). When a year heads more than one
 * column, the phrase over each column says which segment it is.
 */
import type { Line, Word } from "../../types";
import { MONTH_PATTERN } from "../../text/english-words";

/** Words of one name sit closer than this; names stand further apart (page width). */
export const PHRASE_GAP = 0.025;
/** A column belongs to the nearest name within this distance of its centre. */
const MAX_GROUP_DISTANCE = 0.15;
const PERIOD = new RegExp(`\\b${MONTH_PATTERN}\\b|\\b(?:months?|weeks?|ended|quarters?|years?|fiscal)\\b`, "i");

interface Phrase {
  text: string;
  x0: number;
  x1: number;
}

/** Words split into phrases at wide gaps. */
function phrases(words: readonly Word[]): Phrase[] {
  const out: Phrase[] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    if (last && w.x0 - last.x1 < PHRASE_GAP) {
      last.text += ` ${w.text}`;
      last.x1 = w.x1;
    } else out.push({ text: w.text, x0: w.x0, x1: w.x1 });
  }
  return out;
}

/**
 * The name over each year column, or "" for all when no year heads two columns (a plain
 * statement) or the line above names no groups right of the labels.
 */
export function columnGroups(years: readonly Word[], above: Line | undefined): string[] {
  const none = years.map(() => "");
  const seen = years.map((w) => w.text.replace(/\D/g, ""));
  if (!above || new Set(seen).size === seen.length) return none;
  const left = Math.min(...years.map((w) => w.x0)) - PHRASE_GAP;
  const names = phrases(above.words).filter((p) => p.x1 > left && /\p{L}/u.test(p.text) && !PERIOD.test(p.text));
  // Segments have names of their own: "December 31," over every column is a date, not a group.
  if (names.length < 2 || new Set(names.map((p) => p.text)).size < names.length) return none;
  return years.map((w) => {
    const centre = (w.x0 + w.x1) / 2;
    let best: { text: string; d: number } | null = null;
    for (const p of names) {
      const d = Math.abs((p.x0 + p.x1) / 2 - centre);
      if (d <= MAX_GROUP_DISTANCE && (!best || d < best.d)) best = { text: p.text, d };
    }
    return best?.text ?? "";
  });
}

/**
 * The periods heading a statement's figure columns. A head line holds two or more years
 * ("2018 2017 2016", "May 26, 2019 May 27, 2018", "Fiscal 2019 Fiscal 2018"); the lines
 * just above may say what span each column covers ("Three Months Ended June 30,"), which
 * matters when a quarter and a year-to-date column share a year.
 */
import type { Line, Word } from "../../types";
import { columnGroups, PHRASE_GAP } from "./column-groups";
import { MONTH_NAMES, MONTH_PATTERN } from "../../text/english-words";
import { YEAR_DIGITS } from "../../text/years";

export interface ColumnHead {
  /** The fiscal year the column reports (the year its period ends in). */
  year: number;
  /** Months the column covers when its head says so (3, 6, 9, 12); null when unsaid. */
  months: number | null;
  /** The head as read ("Three Months Ended June 30, 2023"), for showing the period. */
  label: string;
  /** The segment the column belongs to when segments sit side by side ("Corporate & Investment Bank"), else "". */
  group: string;
  /** Centre and right edge of the year word: figures sit under one or the other. */
  centre: number;
  right: number;
}

// "2019", "FY2019", "FY19", and a numeric date's year ("3/25/2023").
const YEAR = new RegExp(String.raw`^(?:FY|F|\d{1,2}\/\d{1,2}\/)?'?(${YEAR_DIGITS})[,.):]?$|^FY'?(\d\d)[,.):]?$`, "i");
// A month written whole and capitalised over a year ("December 31" over "2022") dates its column.
const MONTH_ABOVE = new RegExp(`\\b(?:${MONTH_NAMES.map((m) => m[0].toUpperCase() + m.slice(1)).join("|")})\\b`);
// A value printed with separators, brackets or a currency sign is a figure, never a head ("$690 million in 2021").
const VALUE = /\d,\d{3}|\(\d|\d\.\d|^\$\d/;
const SPAN =
  /\b(three|six|nine|twelve|thirteen|sixteen|twenty-four|twenty-six|twenty-eight|thirty-six|thirty-nine|forty|fifty-two|fifty-three|\d{1,2})[\s-]+(months?|weeks?)\b|\b(quarter|year|years|fiscal year)s?\s+ended\b|\b(first|second|third|fourth)\s+quarter\b/i;
const COUNT: Record<string, number> = {
  three: 3,
  six: 6,
  nine: 9,
  twelve: 12,
  thirteen: 13,
  sixteen: 16,
  "twenty-four": 24,
  "twenty-six": 26,
  "twenty-eight": 28,
  "thirty-six": 36,
  "thirty-nine": 39,
  forty: 40,
  "fifty-two": 52,
  "fifty-three": 53,
};

/** A span in months; weeks round to the quarter they make (12, 13 or 16 weeks: a quarter; 52 or 53: a year). */
function monthsOf(count: string, unit: string): number | null {
  const n = COUNT[count.toLowerCase()] ?? Number(count);
  if (!Number.isFinite(n)) return null;
  if (/^month/i.test(unit)) return [3, 6, 9, 12].includes(n) ? n : null;
  return n <= 17 ? 3 : n <= 28 ? 6 : n <= 42 ? 9 : 12;
}
/** How many lines above the years a span label may sit. */
const SPAN_LINES = 3;

export const yearOf = (w: Word): number | null => {
  const m = YEAR.exec(w.text);
  return m ? (m[1] ? Number(m[1]) : 2000 + Number(m[2])) : null;
};

/**
 * Column heads stand apart; years in a sentence ("in 2020, 2019 and 2018") sit a space apart, far less
 * than a year's width.
 */
const MIN_HEAD_GAP = 0.8;

/** True when the line reads as column heads: two or more years set apart as columns, and no printed values. */
export function isHeadLine(line: Line): boolean {
  if (line.words.some((w) => VALUE.test(w.text))) return false;
  const years = line.words.filter((w) => yearOf(w) !== null);
  if (years.length < 2) return false;
  // A label that names its dates runs on after them, to prose or figures ("… 2018, respectively — —",
  // "issued as of May 31, 2023 and 2022 32 32"); heads do not.
  const after = line.words.slice(line.words.indexOf(years[years.length - 1]) + 1);
  if (after.some((w) => /^[a-z]{3,}/.test(w.text) || /^[\u2014\u2013-]+$|^\d{2,}$/.test(w.text))) return false;
  // Measured against the width of four digits of the word ("3/25/2023" is wider than its year).
  const yearWidth = (w: Word) => ((w.x1 - w.x0) * 4) / w.text.length;
  return years.every((w, i) => i === 0 || w.x0 - years[i - 1].x1 >= MIN_HEAD_GAP * yearWidth(years[i - 1]));
}

interface SpanLabel {
  x: number;
  text: string;
  months: number | null;
}

function spanMonths(text: string): number | null {
  const m = SPAN.exec(text);
  if (!m) return null;
  if (m[1]) return monthsOf(m[1], m[2]);
  if (m[3]) return /quarter/i.test(m[3]) ? 3 : 12;
  return 3;
}

const LEAD_IN = /^(?:for|the)$/i;

/** Span labels ("Three Months Ended June 30,") on the few lines above the year line. */
function spanLabels(above: Line[]): SpanLabel[] {
  const out: SpanLabel[] = [];
  for (const line of above) {
    const text = line.words.map((w) => w.text).join(" ");
    const re = new RegExp(SPAN.source, "gi");
    for (const m of text.matchAll(re)) {
      const before = text.slice(0, m.index).split(" ").filter(Boolean).length;
      const word = line.words[before];
      // A centred head starts at its lead-in ("For the Six Months Ended"): the column under "For" is the span's.
      let lead = before;
      while (lead > 0 && LEAD_IN.test(line.words[lead - 1].text) && word.x0 - line.words[lead - 1].x1 < PHRASE_GAP)
        lead--;
      if (word)
        out.push({ x: line.words[lead].x0, text: spanText(line.words.slice(before)), months: spanMonths(m[0]) });
    }
  }
  return out;
}

/** A span label runs until the next span label on its line. */
function spanText(words: Word[]): string {
  const out: string[] = [];
  for (const [i, w] of words.entries()) {
    // The years of the head line are the columns, not part of the span's name; a wide gap ends the name.
    if (yearOf(w) !== null || (i > 0 && w.x0 - words[i - 1].x1 > PHRASE_GAP)) break;
    if (
      out.length > 1 &&
      SPAN.test(`${w.text} ${words[i + 1]?.text ?? ""}`) &&
      /^(three|six|nine|twelve|\d+|first|second|third|fourth|quarter|year)/i.test(w.text)
    )
      break;
    out.push(w.text);
  }
  return out.join(" ").replace(/[,:]$/, "");
}

// A column's date: a month, a day, "Fiscal", "FY", "Q2"; not "Change" or "(in millions, except ratios)".
const DATE_WORD = new RegExp(
  `^${MONTH_PATTERN}\\.?,?$|^\\d{1,2},?$|^(?:fiscal|fy|q[1-4]|year|ended|weeks?|months?)$`,
  "i",
);

/** Words of the head line that belong to one column: those between it and the previous year. */
function dateWords(line: Line, year: Word, prev: Word | null): string {
  const from = prev ? prev.x1 : -1;
  return line.words
    .filter((w) => w.x0 > from && w.x1 <= year.x1 + 1e-6 && w.x0 > year.x0 - 0.15)
    .filter((w) => w === year || DATE_WORD.test(w.text))
    .map((w) => w.text)
    .join(" ");
}

/** Words of a line centred over a column (a date head set on two lines: "May 26," over "2019"). */
function wordsOver(line: Line, centre: number): string {
  return line.words
    .filter((w) => Math.abs((w.x0 + w.x1) / 2 - centre) < 0.05)
    .map((w) => w.text)
    .join(" ");
}

/** Column heads of a year line; `above` are the lines just above it, nearest last. */
export function readHeads(line: Line, above: Line[]): ColumnHead[] {
  const years = line.words.filter((w) => yearOf(w) !== null);
  const spans = spanLabels(above.slice(-SPAN_LINES)).concat(spanLabels([line]));
  const groups = columnGroups(years, above[above.length - 1]);
  return years.map((w, i) => {
    const centre = (w.x0 + w.x1) / 2;
    // The span over a column starts at or left of it: the rightmost such label.
    const span = spans.filter((s) => s.x <= centre + 0.02).sort((a, b) => b.x - a.x)[0];
    const date = dateWords(line, w, years[i - 1] ?? null);
    const dateAbove = above.length ? wordsOver(above[above.length - 1], centre) : "";
    const when = /[A-Za-z]/.test(date)
      ? date
      : MONTH_ABOVE.test(dateAbove) && !SPAN.test(dateAbove)
        ? `${dateAbove} ${date}`
        : date;
    // "Years Ended December 31" over "2022" reads "Years Ended December 31, 2022".
    const label =
      span && !when.includes(span.text)
        ? `${span.text}${/\d$/.test(span.text) && /^\d{4}/.test(when) ? "," : ""} ${when}`
        : when;
    return {
      year: yearOf(w)!,
      months: span?.months ?? null,
      label: label.replace(/\s+/g, " ").trim(),
      group: groups[i],
      centre,
      right: w.x1,
    };
  });
}

/**
 * Candidate quotes for a claim: the cited page's own sentences and table rows. A row of
 * a financial table (a label followed by figures) is one candidate, since a claim about
 * a figure is supported by the whole row, not by a sentence fragment around it.
 * Everything here is the page's text, so a picked candidate can never carry model text.
 */
import { isItemHead } from "../sentence-pairs";
import type { Line, PageLayout } from "../../types";
import { contentTokens, isNumberToken, stem } from "../normalize";
import { splitSentences } from "../sentences";
import { joinRunInTitles } from "./run-in-titles";
import { footNoteLines } from "../../pages/foot-notes";
import { furnitureOf, type PageFurniture } from "../../pages/furniture";
import { contentsEntries } from "./contents-entries";
import {
  appendLines,
  emptyTraced,
  isFurnitureLine,
  lineReadingText,
  tracePieces,
  type QuoteSpan,
} from "./reading-text";
import { fold } from "../../text/fold";
import { BULLET_OPENS } from "../../text/list-items";
import { endsClause, SENTENCE_END } from "../../text/sentence-end";
import { opensWithAnyOption } from "../../text/option-tokens";
import { LEADS_ON_WORDS } from "../answer-words";
import { MONTH_PATTERN } from "../../text/english-words";

export interface Candidate {
  page: number;
  kind: "sentence" | "row";
  text: string;
  /** Overlap with the claim (or question) it was ranked for, 0..1; 0 before ranking. */
  score: number;
  /** The words it was read from, line by line (several pages for a sentence over a page break). */
  spans?: QuoteSpan[];
  /** A running head or foot, offered only to a question after a date, a name or a number. */
  furniture?: boolean;
  /** For a numbered list quoted whole: how many items it has. */
  count?: number;
  /** A term line with the first sentence of the description indented under it ("GREP_COLORS / Controls how …"). */
  term?: boolean;
  /** The authors' names under the title of the first page (byline.ts). */
  byline?: boolean;
  /** A cover's credit line for the work a question names ("Extensions by Dirk Laurie"; byline.ts). */
  credit?: boolean;
  /** The title a cover or title page sets (cover-title.ts), offered to a question after the document's subject. */
  title?: boolean;
  /** A byline's names as a list ("A, B and C"), when the page sets them apart by space alone. */
  names?: string;
  /** A sentence of the page's foot notes (pages/foot-notes.ts): outside the text's flow, no neighbour of its own. */
  note?: boolean;
}

export const SHORTLIST = 10;
const NUMBER_WORD = /^[($-]*\$?\(?[\d][\d,.]*\)?%?$/;
/** Cells that sit between figures: currency signs, percent signs, dashes for nil. */
const FILLER = /^[$%\u2014\u2013-]$/;
// Wider than any space between words of one cell: the gap before a table's figure column.
const COLUMN_GAP = 0.03;
// Units and connectives sit among a row's figures ("$10.95 billion to $11.05 billion"); other words are prose.
const PROSE_WORD = /^(?!(?:million|billion|thousand|percent|points?|basis|bps|and|to|vs)\b)[a-z]{3,}[,.;:]?$/;

const LOWER_WORD = /^\p{Ll}+[,.;:]?$/u;
const MONTH_WORD = new RegExp(`^${MONTH_PATTERN}\\.?$`, "i");
const DATE_RUN = new RegExp(
  String.raw`^(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTH_PATTERN}\.?,?\s+\d{4}` +
    String.raw`|${MONTH_PATTERN}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})\)?[.;]$`,
  "i",
);

/**
 * The line's figures are one date closing a sentence ("… is 14 March 2021.") after prose in lower case. A date
 * with no stop after it ("For the fiscal year ended December 31, 2019") stays a label and its value.
 */
function endsOnDate(words: readonly { text: string }[], firstNumber: number): boolean {
  const from = firstNumber > 0 && MONTH_WORD.test(words[firstNumber - 1].text) ? firstNumber - 1 : firstNumber;
  const run = words
    .slice(from)
    .map((w) => w.text)
    .join(" ");
  return DATE_RUN.test(run) && words.slice(0, from).some((w) => LOWER_WORD.test(w.text));
}

/** A label followed by figures, set apart by a column gap or by several figures. */
export function isTableRow(line: Line): boolean {
  const words = line.words;
  const firstNumber = words.findIndex((w) => NUMBER_WORD.test(w.text) && /\d/.test(w.text));
  if (firstNumber <= 0 || !words.slice(0, firstNumber).some((w) => /\p{L}/u.test(w.text))) return false;
  const run = words.slice(firstNumber);
  // "… payable (the Rent Start Date) is 14 March 2021.": a date said in a sentence is one value, not figures.
  if (endsOnDate(words, firstNumber)) return false;
  // A word of prose among the figures ("fiscal 2022 totaled $1.6") makes a sentence ("NM", "n/a" are cells).
  if (run.some((w) => PROSE_WORD.test(w.text))) return false;
  const figures = run.filter((w) => NUMBER_WORD.test(w.text) || FILLER.test(w.text)).length;
  const gap = words[firstNumber].x0 - words[firstNumber - 1].x1;
  return figures >= words.length - firstNumber - 1 && (figures >= 2 || gap > COLUMN_GAP);
}

/** A marker that may also open a wrapped line of prose ("– which", "3. The"): "3." or "3)", "(b)", a dash. */
const MARKED_ITEM = /^(?:[*–-]|\(?\d{1,3}[.)]|\([a-z]\)|[a-z]\))\s+\S/u;

/**
 * The line opens a list's next item: a bullet (always), or a marker after a finished sentence or another item. An
 * option after a line that opened with one is the next entry of a table of options ("--mps read … in fixed MPS
 * format" under "--glp read … in GLPK format"), whose entries end on no stop.
 */
const opensItem = (prevText: string, text: string) =>
  BULLET_OPENS.test(text) ||
  ((MARKED_ITEM.test(text) || opensWithAnyOption(text)) && (endsClause(prevText) || MARKED_ITEM.test(prevText))) ||
  (opensWithAnyOption(text) && opensWithAnyOption(prevText));

/** A line that stops on a word or mark no sentence ends on ("… must be installed to", "… the system,"). */
const LEADS_ON = new RegExp(`(?:^|\\s)(?:${LEADS_ON_WORDS.join("|")})$|,$`, "i");
/** How much larger one line's type may be than the next's within one sentence (code set inside prose). */
const INLINE_SIZE_RATIO = 1.25;

/**
 * A sentence carries on over a change of type size when one of its lines is mostly code or a path
 * set smaller ("… installed in the system modules" / "directory, /usr/lib/python3/dist-packages."):
 * the line before stops where no sentence ends, or the next goes on in lower case, in the same weight.
 */
function carriesOn(prev: Line, line: Line, prevText: string, runsOn: boolean): boolean {
  const ratio = Math.max(prev.fontSize, line.fontSize) / Math.max(Math.min(prev.fontSize, line.fontSize), 1);
  return ratio <= INLINE_SIZE_RATIO && (runsOn || (!endsClause(prevText) && LEADS_ON.test(prevText.trim())));
}

/**
 * A heading, a paragraph break or a list's next item: prose before it must not run into prose
 * after it ("1. Installation 2. Changes" read as a sentence ending "Installation 2."). A new
 * column is no break when the sentence runs on into it (no stop before, lower case after).
 */
function breaksProse(prev: Line, line: Line, prevText: string, text: string): boolean {
  const height = Math.max(prev.y1 - prev.y0, 0.005);
  const runsOn = !endsClause(prevText) && /^[("'\u201C]?\p{Ll}/u.test(text);
  return (
    opensItem(prevText, text) ||
    (line.column !== prev.column && !runsOn) ||
    line.bold !== prev.bold ||
    (Math.abs(line.fontSize - prev.fontSize) > 1 && !carriesOn(prev, line, prevText, runsOn)) ||
    (line.y0 - prev.y1 > 0.9 * height && !(runsOn && line.column !== prev.column))
  );
}

/** How much smaller than the prose a line of stray signs is set: a superscript's or a subscript's type. */
const STRAY_SIZE = 0.85;
/** At most this many characters, none of them two letters in a row: a prime, an index, a note mark. */
const STRAY_SIGNS = /^[^\s]{1,3}$/u;

/**
 * A line of a sign or two set smaller than the prose around it ("′" of "H′" over "as H ), but b = 2 …", a note
 * mark): the extraction set a superscript or subscript of a prose line on a line of its own. It belongs to the line
 * it sits on, so it breaks no sentence: "… (and then we mark index" / "as H′), but …" stays one.
 */
const strayMark = (prev: Line, line: Line, text: string) =>
  STRAY_SIGNS.test(text.replace(/\s+/g, "")) && !/\p{L}{2}/u.test(text) && line.fontSize < STRAY_SIZE * prev.fontSize;

/** A sentence or row of a page, before the filter: whether it closes the page's prose unfinished. */
export interface PageUnit extends Candidate {
  /** The page's last prose unit, when it stops without ending its sentence. */
  open?: boolean;
}

function proseUnits(layout: PageLayout, lines: number[]): PageUnit[] {
  const traced = emptyTraced();
  appendLines(traced, layout, lines);
  return tracePieces(traced, joinRunInTitles(traced.text, splitSentences(traced.text))).map(({ text, spans }) => ({
    page: layout.page,
    kind: "sentence" as const,
    text,
    score: 0,
    spans,
  }));
}

/**
 * Every sentence and table row of the page in reading order, furniture left out, nothing filtered. The page's foot
 * notes are read after its text, as their own sentences: the text's sentence that a column's or the page's foot cut
 * goes on past them, and the page's last sentence of text is the one left open for the next page.
 */
export function pageUnits(layout: PageLayout): PageUnit[] {
  const furniture = furnitureOf(layout);
  const cached = unitCache.get(layout);
  // Marks found later from the whole document replace a page's own: read the page again.
  if (cached?.furniture === furniture) return cached.units;
  const out: PageUnit[] = [];
  const entries = contentsEntries(layout);
  const notes = footNoteLines(layout);
  let block: number[] = [];
  let prevText = "";
  const flush = () => (out.push(...proseUnits(layout, block)), (block = []));
  const read = (li: number) => {
    const line = layout.lines[li];
    if (isFurnitureLine(layout, li)) return;
    const text = lineReadingText(layout, li);
    if (!text) return;
    if (entries.has(li)) {
      flush();
      return;
    }
    if (block.length && strayMark(layout.lines[block[block.length - 1]], line, text)) return;
    if (isTableRow(withoutFurniture(line, furniture.words.get(li))) && !endsOpenSentence(block, prevText, text)) {
      flush();
      const spans = [{ page: layout.page, line: li, from: 0, to: line.words.length }];
      out.push({ page: layout.page, kind: "row", text: fold(text, "display"), score: 0, spans });
      return;
    }
    if (block.length && breaksProse(layout.lines[block[block.length - 1]], line, prevText, text)) flush();
    block.push(li);
    prevText = text;
  };
  const noteLines: number[] = [];
  layout.lines.forEach((_, li) => (notes.has(li) ? noteLines.push(li) : read(li)));
  flush();
  const prose = out.filter((u) => u.kind === "sentence");
  if (prose.length) {
    const last = prose[prose.length - 1];
    if (!endsClause(last.text)) last.open = true;
  }
  prevText = "";
  const textUnits = out.length;
  noteLines.forEach(read);
  flush();
  for (const u of out.slice(textUnits)) u.note = true;
  unitCache.set(layout, { furniture, units: out });
  return out;
}
const unitCache = new WeakMap<PageLayout, { furniture: PageFurniture; units: PageUnit[] }>();

/**
 * The line finishes the sentence the prose above left open ("… The underlying code treats" over "intervals as open on
 * the left …, e.g. the creatinine on day 90 is 0.9."): it goes on in lower case and closes with a full stop, as a
 * table's row does not, so its figures are said in the sentence, not set in columns.
 */
const endsOpenSentence = (block: readonly number[], prevText: string, text: string) =>
  block.length > 0 && !endsClause(prevText) && /^\p{Ll}/u.test(text.trim()) && SENTENCE_END.test(text.trim());

/** The line as its text reads: a margin number after the last word is no figure column. */
function withoutFurniture(line: Line, words: Set<number> | undefined): Line {
  return words?.size ? { ...line, words: line.words.filter((_, i) => !words.has(i)) } : line;
}

/**
 * A unit worth quoting: a row, or a sentence with two words of content, or a list item's run-in head ("• FT:
 * FitTrace."), kept though it holds one word because the item's sentences lean on it (sentence-pairs.ts).
 */
export const quotable = (u: Candidate): boolean =>
  u.kind === "row" || contentTokens(u.text).length >= 2 || isItemHead(u.text);

/** Every sentence and table row of the page, in reading order. */
export function pageCandidates(layout: PageLayout): Candidate[] {
  return pageUnits(layout).filter(quotable);
}

/** Figures weigh double: a claim about "$1,577" is about the row that prints 1,577. */
const weight = (t: string) => (isNumberToken(t) && t.length >= 2 ? 2 : 1);

/** Weighted share of the probe's content tokens found in the candidate. */
export function overlap(probe: string[], candidate: Set<string>): number {
  let hit = 0;
  let total = 0;
  for (const t of new Set(probe)) {
    total += weight(t);
    if (candidate.has(t)) hit += weight(t);
  }
  return total ? hit / total : 0;
}

const stemmedSet = (text: string) => new Set(contentTokens(text).map(stem));

/** The `keep` candidates sharing most with `probe` (ties: the shorter), score > 0 only. */
export function rankCandidates(probe: string, candidates: readonly Candidate[], keep = SHORTLIST): Candidate[] {
  const p = contentTokens(probe).map(stem);
  return candidates
    .map((c) => ({ c: { ...c, score: round(overlap(p, stemmedSet(c.text))) }, len: c.text.length }))
    .filter((x) => x.c.score > 0)
    .sort((a, b) => b.c.score - a.c.score || a.len - b.len)
    .slice(0, keep)
    .map((x) => x.c);
}

const round = (x: number) => Math.round(x * 1000) / 1000;

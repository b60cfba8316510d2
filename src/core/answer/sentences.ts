/**
 * Sentence splitting for page prose, model replies and the injection screen. Financial
 * text is full of periods that end nothing ("U.S.", "Inc.", "$3.5", "Note 7."), so a
 * split needs a terminator, then space, then something that can open a sentence.
 */
import { keepsLineHyphen } from "../text/line-hyphens";

const ABBREVIATIONS = new Set(
  (
    "inc co corp ltd llc plc no nos vs etc e.g i.e u.s u.k mr mrs ms dr st jan feb mar apr jun jul aug " +
    "sep sept oct nov dec approx fig figs ref sec al cf eq eqs vol pp"
  ).split(" "),
);

/** Ends at a terminator (plus closing quotes/brackets), then whitespace and a capital, a figure or an option. */
const BOUNDARY = /[.!?]["')\]\u201D\u2019]*(?=\s+(?:["'([\u201C\u2018]?[\p{Lu}\p{N}$]|[-\u2212]{1,2}\p{L}))/gu;

function endsWithAbbreviation(text: string, dot: number): boolean {
  // Only the word before the dot matters: matching an end-anchored pattern against the whole
  // text before every dot made long pages quadratic (a tenth of the answer step).
  const from = wordStart(text, dot);
  if (from < 0) return false;
  const before = text.slice(from, dot).match(/^((?:\p{L}\.)*\p{L}+)$/u);
  if (!before) return false;
  const word = before[1].toLowerCase();
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word) || /^(\p{L}\.)+\p{L}$/u.test(word);
}

/** Where the word ending at `end` starts (after a space or an opening bracket); -1 past any abbreviation. */
function wordStart(text: string, end: number): number {
  for (let i = end - 1; i >= Math.max(0, end - 40); i--) if (/[\s(]/u.test(text[i])) return i + 1;
  return end <= 40 ? 0 : -1;
}

/** Splits one block of running text (whitespace already collapsed) into sentences. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    const at = m.index ?? 0;
    if (text[at] === "." && endsWithAbbreviation(text, at)) continue;
    const end = at + m[0].length;
    const piece = text.slice(start, end).trim();
    if (piece) out.push(piece);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** A page's text as one run: words hyphenated at a line end joined, every space one space. */
export const pageRun = (text: string): string =>
  text
    .replace(/-\n(?=\p{Ll})/gu, (_hyphen, at: number, all: string) =>
      keepsLineHyphen(all.slice(0, at + 1)) ? "-" : "",
    )
    .replace(/\s+/g, " ");

/**
 * The sentences of a page's text as extracted, lines joined: a word hyphenated over a line end ("defi-\nnition")
 * is whole again, so a term matches, and a sentence over several lines is one.
 */
export const pageSentences = (text: string): string[] => splitSentences(pageRun(text));

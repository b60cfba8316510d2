/**
 * Quotes offered only when the question's focus asks for them. A running head or foot is no
 * sentence, but the date a court filed an opinion or a case number may be printed nowhere
 * else: a question after a date, a name or a number may quote it. A numbered list under its
 * lead-in ("To replace the grille: 1. … 2. … 3. …") answers "how many steps" by its count.
 */
import { furnitureOf } from "../../pages/furniture";
import type { PageLayout } from "../../types";
import type { Candidate } from "./candidates";
import { SENTENCE_END } from "../../text/sentence-end";
import { appendLines, emptyTraced, lineReadingText, spansOf } from "./reading-text";

/** The page's running heads and feet of three words or more, each a quote of its own. */
export function runningLineCandidates(layout: PageLayout): Candidate[] {
  const out: Candidate[] = [];
  for (const li of furnitureOf(layout).lines) {
    const words = layout.lines[li].words;
    if (words.length < 3) continue;
    const text = words.map((w) => w.text).join(" ");
    out.push({
      page: layout.page,
      kind: "sentence",
      text,
      score: 0,
      furniture: true,
      spans: [{ page: layout.page, line: li, from: 0, to: words.length }],
    });
  }
  return out;
}

const ITEM = /^\(?(\d{1,2})[.)]?\s+\S/;
/** Lines above a list's first item where its lead-in may sit. */
const LEAD_LINES = 2;
const MAX_ITEMS = 30;

interface Run {
  lead: number[];
  lines: number[];
  count: number;
}

/** A wrapped line of an item hangs right of the item's number; a line under the number ends the list. */
function hangs(layout: PageLayout, run: Run, li: number): boolean {
  const line = layout.lines[li];
  return !line.bold && line.x0 > layout.lines[run.lines[0]].x0 + 0.005;
}

/** Numbered lists of the page (items 1, 2, 3… in order, wrapped lines between), each with its lead-in. */
function numberedRuns(layout: PageLayout, lines: number[]): Run[] {
  const runs: Run[] = [];
  let run: Run | null = null;
  lines.forEach((li, k) => {
    const m = ITEM.exec(lineReadingText(layout, li));
    const n = m ? Number(m[1]) : null;
    if (n === 1) {
      if (run && run.count >= 2) runs.push(run);
      run = { lead: leadIn(layout, lines.slice(Math.max(0, k - LEAD_LINES), k)), lines: [li], count: 1 };
    } else if (run && n === run.count + 1 && run.count < MAX_ITEMS) {
      run.lines.push(li);
      run.count = n;
    } else if (run && n === null && hangs(layout, run, li)) run.lines.push(li);
    else if (run) {
      if (run.count >= 2) runs.push(run);
      run = null;
    }
  });
  if (run && (run as Run).count >= 2) runs.push(run);
  return runs;
}

/** The lead-in: the lines just above the first item, after the last one that ends a sentence. */
function leadIn(layout: PageLayout, above: number[]): number[] {
  let from = 0;
  above.forEach((li, k) => SENTENCE_END.test(lineReadingText(layout, li)) && (from = k + 1));
  return above.slice(from);
}

/** Each numbered list of the page as one quote, lead-in first, with its count. */
export function listCandidates(layout: PageLayout): Candidate[] {
  // A furniture line reads as "": lines with reading text are the lines read.
  const lines = layout.lines.map((_, i) => i).filter((i) => lineReadingText(layout, i));
  return numberedRuns(layout, lines).map((run) => {
    const traced = emptyTraced();
    appendLines(traced, layout, [...run.lead, ...run.lines]);
    return {
      page: layout.page,
      kind: "sentence" as const,
      text: traced.text,
      score: 0,
      count: run.count,
      spans: spansOf(traced, 0, traced.text.length + 1),
    };
  });
}

/** A term is a short line: a name, an option or a variable, no sentence. */
const TERM_WORDS = 4;
/**
 * As code is written ("GREP_COLORS", "--color", "os.devNull", "<file>", "PATH"), unlike a heading in
 * words over an indented paragraph ("Full Documentation", a title over its subtitle).
 */
const TERM_SHAPE = /[_$/<>=@]|(?:^|\s)--?\w|\w\.\w|\b[A-Z]{3,}\b/;
/** How far right of its term a description starts (a fraction of the page's width). */
const DESCRIPTION_INDENT = 0.02;
/** How much larger than its description a term's line may be set: more, and it is a heading. */
const HEADING_SIZE_RATIO = 1.15;
/** Lines of the description read for its first sentence. */
const DESCRIPTION_LINES = 3;

/**
 * Terms and their descriptions, as manuals and references print them: the term on a line of its own,
 * its description indented under it ("GREP_COLORS" / "Controls how the --color option highlights
 * output."). The description alone shares the question's words ("Which variable controls how
 * --color highlights?") but not the answer, which is the term: each term with the first sentence of
 * its description is one quote.
 */
export function termCandidates(layout: PageLayout): Candidate[] {
  // A furniture line reads as "": lines with reading text are the lines read.
  const lines = layout.lines.map((_, i) => i).filter((i) => lineReadingText(layout, i));
  const out: Candidate[] = [];
  lines.forEach((li, k) => {
    const text = lineReadingText(layout, li);
    const next = lines[k + 1];
    if (next === undefined || text.split(/\s+/).length > TERM_WORDS || /[.!?:;,]$/.test(text)) return;
    if (!TERM_SHAPE.test(text)) return;
    // A line set larger than the text under it is a section's heading ("12.8 SORT CASES" over its synopsis),
    // not a term.
    if (layout.lines[li].fontSize > HEADING_SIZE_RATIO * layout.lines[next].fontSize) return;
    const indent = layout.lines[next].x0;
    // The description is prose: a sentence's opening, longer than a term (not the next term or heading).
    const opening = lineReadingText(layout, next);
    if (indent < layout.lines[li].x0 + DESCRIPTION_INDENT || !/^\p{Lu}/u.test(opening)) return;
    if (opening.split(/\s+/).length <= TERM_WORDS) return;
    // The description runs while its lines keep its indent.
    const description: number[] = [];
    for (const j of lines.slice(k + 1, k + 1 + DESCRIPTION_LINES)) {
      if (Math.abs(layout.lines[j].x0 - indent) >= 0.005) break;
      description.push(j);
      // A lead-in ends the description: its list is quoted with it (lead-in-list.ts), not run into it.
      if (/:$/.test(lineReadingText(layout, j))) break;
    }
    const traced = emptyTraced();
    appendLines(traced, layout, [li, ...description]);
    const sentenceEnd = /[.!?](?=\s|$)/.exec(traced.text.slice(text.length));
    const end = sentenceEnd ? text.length + sentenceEnd.index + 1 : traced.text.length;
    out.push({
      page: layout.page,
      kind: "sentence" as const,
      text: traced.text.slice(0, end),
      score: 0,
      term: true,
      spans: spansOf(traced, 0, end),
    });
  });
  return out;
}

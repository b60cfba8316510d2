/**
 * Candidate quotes for a claim: the cited page's own sentences and table rows. A row of
 * a financial table (a label followed by figures) is one candidate, since a claim about
 * a figure is supported by the whole row, not by a sentence fragment around it.
 * Everything here is the page's text, so a picked candidate can never carry model text.
 */
import type { Line, PageLayout } from "../../types";
import { contentTokens, isNumberToken, stem } from "../normalize";
import { splitSentences } from "../sentences";
import { fold } from "../../text/fold";

export interface Candidate {
  page: number;
  kind: "sentence" | "row";
  text: string;
  /** Overlap with the claim (or question) it was ranked for, 0..1; 0 before ranking. */
  score: number;
}

export const SHORTLIST = 10;
const NUMBER_WORD = /^[($-]*\$?\(?[\d][\d,.]*\)?%?$/;
/** Cells that sit between figures: currency signs, percent signs, dashes for nil. */
const FILLER = /^[$%\u2014\u2013-]$/;
// Wider than any space between words of one cell: the gap before a table's figure column.
const COLUMN_GAP = 0.03;
// Units and connectives sit among a row's figures ("$10.95 billion to $11.05 billion"); other words are prose.
const PROSE_WORD = /^(?!(?:million|billion|thousand|percent|points?|basis|bps|and|to|vs)\b)[a-z]{3,}[,.;:]?$/;

/** A label followed by figures, set apart by a column gap or by several figures. */
export function isTableRow(line: Line): boolean {
  const words = line.words;
  const firstNumber = words.findIndex((w) => NUMBER_WORD.test(w.text) && /\d/.test(w.text));
  if (firstNumber <= 0 || !words.slice(0, firstNumber).some((w) => /\p{L}/u.test(w.text))) return false;
  const run = words.slice(firstNumber);
  // A word of prose among the figures ("fiscal 2022 totaled $1.6") makes a sentence ("NM", "n/a" are cells).
  if (run.some((w) => PROSE_WORD.test(w.text))) return false;
  const figures = run.filter((w) => NUMBER_WORD.test(w.text) || FILLER.test(w.text)).length;
  const gap = words[firstNumber].x0 - words[firstNumber - 1].x1;
  return figures >= words.length - firstNumber - 1 && (figures >= 2 || gap > COLUMN_GAP);
}

/** A heading, or a paragraph break: prose before it must not run into prose after it. */
function breaksProse(prev: Line, line: Line): boolean {
  const height = Math.max(prev.y1 - prev.y0, 0.005);
  return (
    line.column !== prev.column ||
    line.bold !== prev.bold ||
    Math.abs(line.fontSize - prev.fontSize) > 1 ||
    line.y0 - prev.y1 > 0.9 * height
  );
}

function proseCandidates(page: number, lines: Line[]): Candidate[] {
  return splitSentences(fold(lines.map((l) => l.text).join("\n"), "display"))
    .filter((s) => contentTokens(s).length >= 2)
    .map((text) => ({ page, kind: "sentence" as const, text, score: 0 }));
}

/** Every sentence and table row of the page, in reading order. */
export function pageCandidates(layout: PageLayout): Candidate[] {
  const cached = cache.get(layout);
  if (cached) return cached;
  const out: Candidate[] = [];
  let block: Line[] = [];
  const flush = () => (out.push(...proseCandidates(layout.page, block)), (block = []));
  for (const line of layout.lines) {
    if (isTableRow(line)) {
      flush();
      out.push({ page: layout.page, kind: "row", text: fold(line.text, "display"), score: 0 });
      continue;
    }
    if (block.length && breaksProse(block[block.length - 1], line)) flush();
    block.push(line);
  }
  flush();
  cache.set(layout, out);
  return out;
}
const cache = new WeakMap<PageLayout, Candidate[]>();

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

/**
 * What a page's tables are about: the labels of their rows ("Net income/(loss)", "Book value
 * per share") and the short headings set above them ("Segment results – managed basis").
 * Prose names a line item in passing; a table row carries its figure. So a question that asks
 * for a figure is scored against these labels too, with adjacent words kept as phrases, so
 * "net income" on a row beats "net" and "income" scattered over a page.
 *
 * Read from line text alone (no column heads), so it is cheap enough to run on every page
 * when the index is built.
 */
import type { Line } from "../types";
import type { Breakdown } from "./conventions";
import { isKeyword, searchTokens } from "./keywords";

/** A figure cell: "1,234", "(1,577)", "$", "12.5%", a dash for zero, "NM" (not meaningful). */
const CELL = /^(?:\(?[-$€£]?\d[\d,]*(?:\.\d+)?\)?%?|[$€£%)]|[\u2014\u2013-]+|nm|n\/a)$/i;
/** A footnote mark between a label and its figures: "(a)", "(1)". */
const MARK = /^\(?[a-z]\)$|^\(\d\)$/i;
/** Row labels and table headings are short; a longer line ending in a figure is a sentence. */
const MAX_LABEL_WORDS = 12;
/** How far above its first row a table heading may sit (title, unit, period heads, years). */
const HEADING_REACH = 7;

/** The label of a table row: the words before its figures, or null when the line is not a row. */
export function rowLabel(text: string): string | null {
  const t = text.trim();
  const lastSpace = t.lastIndexOf(" ");
  if (!/\d/.test(t) || !CELL.test(t.slice(lastSpace + 1))) return null;
  const words = t.split(/\s+/);
  // The label ends where the run of figures (and footnote marks) closing the line begins.
  let end = words.length;
  while (end > 0 && (CELL.test(words[end - 1]) || MARK.test(words[end - 1]))) end--;
  while (end < words.length && !CELL.test(words[end])) end++;
  const label = words.slice(0, end).join(" ");
  if (end > MAX_LABEL_WORDS || /[.;]$/.test(label)) return null;
  return label;
}

/** A line that may head a table: short, not a sentence, with letters. */
function headingLike(text: string): boolean {
  const t = text.trim();
  const n = t.split(/\s+/).length;
  return n <= MAX_LABEL_WORDS && /\p{L}{2}/u.test(t) && !/[.;,]$/.test(t);
}

export interface TableLabel {
  text: string;
  /** A heading above rows (a table's title or column heads), not a row's own label. */
  heading: boolean;
}

/** Row labels and the headings just above rows, in page order. */
export function tableLabels(lines: Line[]): TableLabel[] {
  const labels = lines.map((l) => rowLabel(l.text));
  const out: TableLabel[] = [];
  lines.forEach((l, i) => {
    const label = labels[i];
    if (label !== null) {
      if (label) out.push({ text: label, heading: false });
      return;
    }
    const rowBelow = labels.slice(i + 1, i + 1 + HEADING_REACH).some((x) => x !== null);
    if (rowBelow && headingLike(l.text)) out.push({ text: l.text.trim(), heading: true });
  });
  return out;
}

/** Tables that compare a company's parts: their headings say so ("by business segment", "Segment results"). */
const BREAKDOWN_HEADINGS: [Breakdown, RegExp][] = [
  ["segment", /\bsegments?\b|\bby (?:divisions?|business(?:es)?|product lines?)\b|\bdivisions?\b/i],
  ["region", /\bby (?:regions?|geograph\w*|countr(?:y|ies))\b|\bgeographic(?:al)? (?:areas?|regions?|information)\b/i],
];

/** How the page's tables break figures down, by what their headings say. */
export function breakdownsOf(labels: TableLabel[]): Breakdown[] {
  return BREAKDOWN_HEADINGS.filter(([, rx]) => labels.some((l) => l.heading && rx.test(l.text))).map(([k]) => k);
}

/** Adjacent word pairs of a text ("net income", "per share"), as single terms; "per" pairs though a stop word. */
export function phrases(text: string): string[] {
  return pairs(searchTokens(text));
}

function pairs(tokens: string[]): string[] {
  const t = tokens.filter((w) => w === "per" || (isKeyword(w) && !/^\d+$/.test(w)));
  const out: string[] = [];
  for (let i = 1; i < t.length; i++) out.push(`${t[i - 1]} ${t[i]}`);
  return out;
}

/** A label's index terms: its keywords and its adjacent pairs, from one tokenizing pass. */
export function labelTerms(text: string): string[] {
  const tokens = searchTokens(text);
  return [...tokens.filter(isKeyword), ...pairs(tokens)];
}

/**
 * The sub-headings of a page: the short titles a filing sets inside an item or a note
 * ("Customers", "Seasonality", "MAJOR CUSTOMERS", "Geographic Information") and run-in heads
 * that open a paragraph ("Customers — We sell to a wide variety of customers."). A contents
 * tree rarely lists them, yet they say exactly where a subject is treated; the navigator
 * matches them against the subject's heading words (sections.json), so a question in an
 * analyst's words ("does it depend on any single customer?") finds the paragraph a filing
 * heads "Significant Customers" even when the page shares few words with the question.
 */
import { TITLE_END_WORDS } from "../tree/title-end-words";
import type { Line } from "../types";

/** A sub-heading is a short title, not a sentence or a table row. */
const MAX_WORDS = 8;
const MIN_LETTERS = 4;
/** A run-in head: a few capitalised words, a dash or a full stop, then the paragraph. */
const RUN_IN = /^((?:[A-Z][A-Za-z'’&,-]*\s+){0,5}[A-Z][A-Za-z'’&-]*)\s*(?:\u2014|\u2013|--|\s-\s|\.\s)\s*[A-Z]/;
/** Words a title may keep lower case ("Seasonality of Business", "Sales and Marketing"). */
const SMALL = new RegExp(`^(?:${TITLE_END_WORDS.lowerCase.join("|")}|&|—|–|-)$`, "i");

function titleCased(words: string[]): boolean {
  return words.every((w) => SMALL.test(w) || /^[A-Z0-9("“]/.test(w));
}

/** A line standing alone as a heading: bold or in capitals, short, title-cased, no figures or sentence ending. */
function standing(line: Line): string | null {
  const t = line.text.trim();
  const words = t.split(/\s+/);
  if (words.length > MAX_WORDS || t.replace(/[^A-Za-z]/g, "").length < MIN_LETTERS) return null;
  if (/[.;:,]$/.test(t) || /\d[\d,]*(?:\.\d+)?%?\)?$/.test(t) || /\$/.test(t)) return null;
  const letters = t.replace(/[^A-Za-z]/g, "");
  const capitals = letters === letters.toUpperCase();
  return (line.bold || capitals) && titleCased(words) ? t : null;
}

/** The run-in head that opens a line ("Customers — We sell …"), when it is one. */
function runIn(line: Line): string | null {
  const m = RUN_IN.exec(line.text.trim());
  return m && m[1].replace(/[^A-Za-z]/g, "").length >= MIN_LETTERS ? m[1] : null;
}

/** The page's sub-headings, in reading order. */
export function subHeadings(lines: readonly Line[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    const h = standing(l) ?? runIn(l);
    if (h) out.push(h);
  }
  return out;
}

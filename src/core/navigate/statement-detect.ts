/**
 * Which primary statement a page presents, if any. A statement page carries the
 * statement's title as a line of its own near the top and is mostly figures. Titles
 * inside other headings ("Supplemental Balance Sheet Information", "Impact of
 * derivatives on the Consolidated balance sheets") and contents pages that list every
 * statement are not statement pages.
 */
import type { Line } from "../types";
import { statementOfTitle, type StatementKind } from "./conventions";

/** Words that make a heading about a statement rather than the statement itself. */
const NOT_THE_STATEMENT = new Set(
  (
    "note notes supplemental supplementary selected impact impacts analysis summary location information " +
    "parent registrant schedule disclosure disclosures classification average included reconciliation see " +
    "refer discussion items guarantor guarantors segment segments pro forma"
  ).split(" "),
);

const MAX_TITLE_WORDS = 16;
const TITLE_LINES = 5;

/** What may follow a title on its line: qualifiers, units and periods. */
const TAIL_WORDS = new Set(
  (
    "unaudited continued in millions thousands billions dollars usd except per share shares data amounts " +
    "for the years year ended ending months three six nine twelve weeks quarter quarters as of at and to " +
    "from on january february march april may june july august september october november december fiscal " +
    "comprehensive income loss"
  ).split(" "),
);
const LEAD_WORDS = new Set(["consolidated", "condensed", "combined", "interim", "the", "and", "of", "&"]);
const MAX_TITLE_SPAN = 9;

/** Words before a title are a company name (capitalised) or qualifiers; prose is not. */
function leadOk(raw: string[]): boolean {
  return raw.every((w) => LEAD_WORDS.has(w.toLowerCase()) || /^[A-Z0-9&]/.test(w));
}

/** After a title: qualifiers, units, periods, or the company's name (capitalised). */
function tailOk(raw: string[]): boolean {
  return raw.every((w) => TAIL_WORDS.has(w.toLowerCase()) || /^[A-Z0-9&]/.test(w));
}

/** The statement a line names when the line is a statement title. */
export function statementOfLine(text: string): StatementKind | null {
  const raw = text.match(/[A-Za-z0-9&]+/g) ?? [];
  if (raw.length === 0 || raw.length > MAX_TITLE_WORDS) return null;
  const words = raw.map((w) => w.toLowerCase());
  if (words.some((w) => NOT_THE_STATEMENT.has(w))) return null;
  // A title followed by a short number is a contents entry with its page number; one
  // ending in a colon introduces a table inside a note.
  if (/\s\d{1,3}\s*$/.test(text) || /:\s*$/.test(text)) return null;
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j <= Math.min(words.length, i + MAX_TITLE_SPAN); j++) {
      const kind = statementOfTitle(words.slice(i, j).join(""), true);
      if (!kind) continue;
      if (leadOk(raw.slice(0, i)) && tailOk(raw.slice(j))) return kind;
    }
  }
  return null;
}

/** Contents pages and indexes name several statements; a statement page names one. */
function isListing(lines: Line[]): boolean {
  const kinds = new Set<StatementKind>();
  for (const l of lines) {
    const k = statementOfTitle(l.text);
    if (k) kinds.add(k);
  }
  return kinds.size >= 3;
}

/** Lines ending in a figure (or a bracketed negative) make a table. */
function numericShare(lines: Line[]): number {
  if (lines.length === 0) return 0;
  return (
    lines.filter((l) => /\d[\d,.]*\)?%?\s*$/.test(l.text.trim()) || /[—–-]\s*$/.test(l.text.trim())).length /
    lines.length
  );
}

export function statementOfPage(headLines: string[], lines: Line[]): StatementKind | null {
  if (lines.length < 8 || numericShare(lines) < 0.3 || isListing(lines)) return null;
  for (const t of headLines.slice(0, TITLE_LINES)) {
    const kind = statementOfLine(t);
    if (kind) return kind;
  }
  return null;
}

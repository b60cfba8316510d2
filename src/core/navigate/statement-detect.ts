/**
 * Which primary statement a page presents, if any, by the vocabulary of statements.json. A
 * statement page carries the statement's title near the top, as a line of its own or set over
 * two lines ("CONSOLIDATED STATEMENTS OF COMPREHENSIVE" / "INCOME"), is mostly figures, and
 * holds rows the statement must present (a balance sheet's total assets or equity, an income
 * statement's revenue or net income). Titles inside other headings ("Supplemental Balance Sheet
 * Information"), a contents page listing every statement, a sentence that names a statement and
 * a common-size table ("as a percentage of total revenues") are not statement pages. The
 * navigator and the answer's row reader both ask this module, so they agree on every page.
 */
import type { Line } from "../types";
import { rowLabel } from "./table-labels";
import { STATEMENT_VOCABULARY as V, statementOfTitle, type StatementKind } from "./statement-kinds";

const MAX_TITLE_WORDS = 16;
const TITLE_LINES = 5;
const MAX_TITLE_SPAN = 9;
/** Lines at the top of a page that may say the table is common-size. */
const QUALIFIER_LINES = 8;
/** A row's label is short; a longer line is a sentence. */
const MAX_LABEL_WORDS = 12;

/** Words before a title are a company name (capitalised) or qualifiers; prose is not. */
function leadOk(raw: string[]): boolean {
  return raw.every((w) => V.leadWords.has(w.toLowerCase()) || /^[A-Z0-9&]/.test(w));
}

/** After a title: qualifiers, units, periods, or the company's name (capitalised). */
function tailOk(raw: string[]): boolean {
  return raw.every((w) => V.tailWords.has(w.toLowerCase()) || /^[A-Z0-9&]/.test(w));
}

/** The statement a line names when the line is a statement title. */
export function statementOfLine(text: string): StatementKind | null {
  const raw = text.match(/[A-Za-z0-9&]+/g) ?? [];
  if (raw.length === 0 || raw.length > MAX_TITLE_WORDS) return null;
  const words = raw.map((w) => w.toLowerCase());
  // A title followed by a short number is a contents entry with its page number; one
  // ending in a colon introduces a table inside a note.
  if (/\s\d{1,3}\s*$/.test(text) || /:\s*$/.test(text)) return null;
  for (let i = 0; i < words.length; i++) {
    for (let j = Math.min(words.length, i + MAX_TITLE_SPAN); j > i; j--) {
      const kind = statementOfTitle(words.slice(i, j).join(""), true);
      if (!kind) continue;
      // Words around the title that make it a heading about the statement, not the statement.
      if ([...words.slice(0, i), ...words.slice(j)].some((w) => V.notTheStatement.has(w))) return null;
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

/** The label a line gives a row: its words before the figures, dot leaders dropped; null for prose. */
function labelOf(text: string): string | null {
  const t = text.replace(/(?:\s*\.){3,}/g, " ").trim();
  const label = rowLabel(t) ?? t;
  return label.split(/\s+/).length <= MAX_LABEL_WORDS && !/[.;]$/.test(label) ? label : null;
}

/** The page holds a row the statement must present (figures may sit on lines of their own). */
function holdsRows(kind: StatementKind, lines: Line[]): boolean {
  const rx = V.rows.get(kind)!;
  return lines.some((l) => {
    const label = labelOf(l.text);
    return label !== null && rx.test(label.toLowerCase());
  });
}

/** Heads of a registrant's parent-only schedules (Schedule I): their figures are not the consolidated company's. */
export const PARENT_ONLY_HEAD = /\bparent\b|\bregistrant\b|\bschedule i\b|condensed financial information/i;

/** A title line of the head, or a title set over two lines. */
function titleOfHead(headLines: string[]): StatementKind | null {
  const top = headLines.slice(0, TITLE_LINES);
  for (const [i, t] of top.entries()) {
    const kind = statementOfLine(t) ?? (i + 1 < headLines.length ? statementOfLine(`${t} ${headLines[i + 1]}`) : null);
    if (kind) return kind;
  }
  return null;
}

export function statementOfPage(headLines: string[], lines: Line[]): StatementKind | null {
  if (lines.length < 8 || numericShare(lines) < 0.3 || isListing(lines)) return null;
  const kind = titleOfHead(headLines);
  if (!kind) return null;
  const opening = lines
    .slice(0, QUALIFIER_LINES)
    .map((l) => l.text)
    .join(" ");
  if (V.commonSize.test(opening) || !holdsRows(kind, lines)) return null;
  return kind;
}

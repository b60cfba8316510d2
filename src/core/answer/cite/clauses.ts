/**
 * Clauses of an agreement: a numbered paragraph ("2.1 Term.", "Section 4.02", "ARTICLE IV",
 * "(b)") or a titled one runs from its number to the next number of the same or a higher
 * level, over a page break when it does not end at the foot of the page. A contract question
 * is answered by the whole clause its best sentence sits in, cited on all of the clause's lines.
 */
import type { PageLayout } from "../../types";
import type { Candidate } from "./candidates";
import { appendLines, emptyTraced, isFurnitureLine, lineReadingText, spansOf } from "./reading-text";

type Lookup = (page: number) => PageLayout | undefined;

/** Lines a clause may run to: past this it is an article, not a clause. */
const MAX_CLAUSE_LINES = 40;
/** Words past which a clause is too long to be the answer: its sentence answers instead. */
const MAX_CLAUSE_WORDS = 250;

const ARTICLE = /^(?:article|part|chapter)\s+(?:[ivxlc]+|\d+)\b/i;
// A number then a capital ("2.1 Term.", "4. The Licensee…"): a wrapped line starting "5 years" carries on.
const DECIMAL =
  /^(?:(?:[Ss]ection|SECTION|[Cc]lause|CLAUSE|§)\s*)?(\d{1,3}(?:\.\d{1,3})*)\.?(?:\s+["\u201C(]?\p{Lu}|\s*$)/u;
const LETTER = /^\(?([a-z]{1,2})\)\s/;
const ROMAN = /^\(([ivx]{1,5})\)\s/;
const DIGIT_ITEM = /^\((\d{1,2})\)\s/;
const TITLED_ITEM = /^\S+\s+(?:[^.()]{1,60}\.\s+)?\((?:a|i|1)\)\s/;

/**
 * The level of a line that opens a clause (0 article, 1–4 by the dots of its number, 6 a
 * lettered item, 7 a roman one), or null for a line that carries on a clause.
 */
export function clauseLevel(text: string): number | null {
  const t = text.trim();
  if (ARTICLE.test(t)) return 0;
  const d = DECIMAL.exec(t);
  // "7.4 Governing Law. (a) This Agreement…": the line opens the clause's first item, not all of it.
  if (d && TITLED_ITEM.test(t)) return 6;
  if (d) return Math.min(4, d[1].split(".").filter(Boolean).length);
  if (ROMAN.test(t)) return 7;
  if (LETTER.test(t) || DIGIT_ITEM.test(t)) return 6;
  return null;
}

interface At {
  page: number;
  line: number;
}

function readingLines(layout: PageLayout): number[] {
  return layout.lines.map((_, i) => i).filter((i) => !isFurnitureLine(layout, i) && lineReadingText(layout, i));
}

/** Where the clause holding line `at` opens: the nearest clause number above it (this page or the one before). */
function clauseStart(at: At, pages: Lookup): { at: At; level: number } | null {
  let seen = 0;
  for (let page = at.page; page >= at.page - 1 && seen < MAX_CLAUSE_LINES; page--) {
    const layout = pages(page);
    if (!layout) return null;
    const lines = readingLines(layout).filter((i) => page < at.page || i <= at.line);
    for (let k = lines.length - 1; k >= 0 && seen < MAX_CLAUSE_LINES; k--, seen++) {
      const level = clauseLevel(lineReadingText(layout, lines[k]));
      if (level !== null) return { at: { page, line: lines[k] }, level };
    }
  }
  return null;
}

/** The clause's lines page by page, from its opening line to the next clause of its level or above. */
function clauseLines(start: At, level: number, pages: Lookup): { page: PageLayout; lines: number[] }[] {
  const out: { page: PageLayout; lines: number[] }[] = [];
  let count = 0;
  for (let page = start.page; page <= start.page + 1; page++) {
    const layout = pages(page);
    if (!layout) break;
    const lines: number[] = [];
    for (const li of readingLines(layout)) {
      if (page === start.page && li < start.line) continue;
      const opens = clauseLevel(lineReadingText(layout, li));
      const first = page === start.page && li === start.line;
      if ((!first && opens !== null && opens <= level) || count >= MAX_CLAUSE_LINES) {
        if (lines.length) out.push({ page: layout, lines });
        return out;
      }
      lines.push(li);
      count++;
    }
    if (lines.length) out.push({ page: layout, lines });
  }
  return out;
}

/** The whole clause a sentence sits in, as one candidate with its spans; the sentence itself when none is found. */
export function wholeClause(c: Candidate, pages: Lookup): Candidate {
  const first = c.spans?.[0];
  if (!first || c.kind !== "sentence") return c;
  const start = clauseStart({ page: first.page, line: first.line }, pages);
  if (!start) return c;
  const parts = clauseLines(start.at, start.level, pages);
  const traced = emptyTraced();
  for (const part of parts) appendLines(traced, part.page, part.lines);
  const spans = spansOf(traced, 0, traced.text.length + 1);
  const last = c.spans![c.spans!.length - 1];
  // The clause must hold the sentence: a sentence after the cap keeps its own text.
  if (!spans.some((s) => s.page === last.page && s.line === last.line)) return c;
  if (traced.text.split(" ").length > MAX_CLAUSE_WORDS) return c;
  return { ...c, page: start.at.page, text: traced.text, spans };
}

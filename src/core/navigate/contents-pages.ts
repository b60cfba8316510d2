/**
 * Pages of contents entries: a contents page, an index, a list of tables or figures. Each line names
 * a part and the page it is on, so such a page uses every word the parts' titles use, and BM25 sends
 * questions to it. It says where a subject is, never what the document says about it: it is read as
 * evidence only when the question asks after the document's parts themselves ("Which chapters…").
 */
import { leaderRun } from "../text/dot-leaders";
import { PARTS_ASKED } from "../answer/answer-words";

/** A line ending in a page number: after dot leaders, or after a space (a table's row of figures is none). */
const LISTED = new RegExp(String.raw`${leaderRun(3)}\s*\d+\s*$|\s\d{1,4}\s*$`);
const TITLE_WORD = /\p{L}{3}/u;
/** Entries that make a page a page of contents entries. */
export const CONTENTS_ENTRIES = 6;
/** On a page of contents entries, entries are at least this share of its lines (a paper's first page lists a few). */
const ENTRY_SHARE = 0.5;
/** A question about the document's parts or its lists reads the contents page itself. */
const ASKS_PARTS = new RegExp(String.raw`\b(?:${PARTS_ASKED.join("|")})\b`, "i");

/**
 * A contents entry: a title in words, then its page number: a listed line whose words stand after any other
 * figure. Read as a suffix and a test, not one pattern: an unanchored "title … number" pattern retried from
 * every letter of every line cost 300 ms a document for each question.
 */
export function isContentsEntry(line: string): boolean {
  const listed = LISTED.exec(line);
  if (!listed) return false;
  const before = line.slice(0, listed.index);
  return TITLE_WORD.test(before.slice(before.search(/\d\D*$/) + 1));
}

/** A line that ends in a page number the way a contents entry does. */
export const endsInPageNumber = (line: string) => LISTED.test(line);

/** Whether a page's trimmed lines make it a page of contents entries. */
export function isContentsPage(lines: readonly string[]): boolean {
  let n = 0;
  for (const l of lines) if (isContentsEntry(l) && ++n >= CONTENTS_ENTRIES) return true;
  return false;
}

/** Lines of running prose a page of contents entries holds at most (a title wrapped over two lines is some). */
const PROSE_SHARE = 0.2;
const PROSE_WORDS = 6;

/**
 * Whether entries make a page: a contents page or an index. A page that lists a few parts, or a newsletter's first
 * page with its contents box beside the opening article, has prose of its own and is read.
 */
export function isListingPage(lines: readonly string[]): boolean {
  const filled = lines.filter((l) => l.trim());
  let [entries, prose] = [0, 0];
  for (const l of filled)
    if (isContentsEntry(l)) entries++;
    else if (l.trim().split(/\s+/).length >= PROSE_WORDS) prose++;
  return entries >= CONTENTS_ENTRIES && entries >= ENTRY_SHARE * filled.length && prose <= PROSE_SHARE * filled.length;
}

const byTexts = new WeakMap<readonly string[], Set<number>>();

/** The pages (1-based) of a document's page texts made mostly of contents entries, found once. */
export function contentsPages(texts: readonly string[]): Set<number> {
  let out = byTexts.get(texts);
  if (out) return out;
  out = new Set();
  texts.forEach((t, i) => {
    if (isListingPage((t ?? "").split("\n").map((l) => l.trim()))) out!.add(i + 1);
  });
  byTexts.set(texts, out);
  return out;
}

/** Whether the question asks after the document's parts or lists, which its contents pages answer. */
export const asksParts = (question: string) => ASKS_PARTS.test(question);

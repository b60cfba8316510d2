/**
 * Pages that point elsewhere: a contents page, a list of tables, a back-of-book index. Their lines
 * are titles or terms each followed by a page number ("Protection Database, 21", "Window functions
 * ..... 81"), so they use every word of a question somewhere and win on coverage, yet they answer
 * nothing themselves. A table's rows of figures are no entries: an entry is words, then one number.
 */

/** A contents or index entry: a title in words, then its page number (dot leaders or a blank before it). */
export const ENTRY = /\p{L}{3}\D*?(?:\.\s?){3,}\s*\d+\s*$|\p{L}{3}\D*\s\d{1,4}\s*$/u;
/** Entries that make a page a contents page whatever else it holds. */
export const CONTENTS_ENTRIES = 6;
/** Lines a page needs before its share of entries says what it is. */
const MIN_LINES = 8;
/** Share of a page's lines that are entries on a contents or index page. */
const ENTRY_SHARE = 0.5;

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** Lines of the page that are contents or index entries. */
export const entryCount = (pageLines: readonly string[]): number => pageLines.filter((l) => ENTRY.test(l)).length;

/** Whether most of a page's lines are entries pointing to other pages. */
export function isPointerPage(text: string): boolean {
  const all = lines(text);
  return all.length >= MIN_LINES && entryCount(all) >= ENTRY_SHARE * all.length;
}

/** A question after the document's parts or pages themselves ("Which chapters…", "On what page…"). */
export const asksForParts = (question: string): boolean =>
  /\b(?:contents|index|chapters|sections|appendices|list of (?:tables|figures)|(?:which|what) pages?)\b/i.test(
    question,
  );

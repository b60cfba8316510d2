/**
 * Running heads: a title repeated at the head of many pages is the page's furniture, not a
 * section. Compared across pages with case, punctuation and page numbers aside.
 */
import type { PageLayout } from "../types";
import type { Candidate } from "./heading-candidates";
import { normText } from "./text-match";
import { MAX_WORDS, readsLikeTitle } from "./reads-like-title";

/** Pages a title must head to be a running head. */
const RUNNING_HEAD_PAGES = 3;

/** A running head compared across pages: case, punctuation, blanks and page numbers aside ("Page 4 of 6"). */
const repeatKey = (title: string) => normText(title).replace(/\d+/g, "#");

/**
 * A title repeated at the head of many pages ("NIKE, INC." over every statement) is a
 * running head: where the line under it reads like a title, that line names the page's
 * section; otherwise the repeat is dropped.
 */
export function withoutRunningHeads(cands: Candidate[], pages: PageLayout[]): Candidate[] {
  const pagesOf = new Map<string, Set<number>>();
  for (const c of cands) {
    const key = repeatKey(c.title);
    pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(c.page));
  }
  const taken = new Set(cands.map((c) => `${c.page}:${c.line}`));
  const byPage = new Map(pages.map((p) => [p.page, p]));
  const out: Candidate[] = [];
  for (const c of cands) {
    const repeats = pagesOf.get(repeatKey(c.title))?.size ?? 0;
    if (c.inBand && repeats > 1) continue;
    if (repeats < RUNNING_HEAD_PAGES) {
      out.push(c);
      continue;
    }
    const under = byPage.get(c.page)?.lines[c.line + 1];
    const text = under?.text.trim() ?? "";
    // The line under names the page only when set like a title itself, not the prose that follows.
    const titleSet = under && (under.bold || under.fontSize >= c.size - 0.25 || /^[^a-z]*$/.test(text));
    if (
      under &&
      titleSet &&
      !taken.has(`${c.page}:${c.line + 1}`) &&
      readsLikeTitle(text, null) &&
      under.words.length <= MAX_WORDS
    ) {
      out.push({ ...c, title: text });
    }
  }
  return out;
}

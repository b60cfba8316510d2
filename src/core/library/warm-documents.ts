/**
 * Which stored documents to read and index before a question across the library is asked.
 * A question reads only the documents it is routed to, and reading one cold costs time in
 * proportion to its pages (its pages from IndexedDB, decoded, and its navigation index
 * built): a filing of a hundred pages is read in a blink, a merged filing of a thousand
 * took seconds, so the first question that reached one waited that long. The largest are
 * read while the person looks at the library and types; the small ones are left to the
 * question, and the cache a question reads stays mostly free for them.
 */
import type { LibraryEntry } from "./library-index";

/** Pages from which a cold read is worth doing early (some half a second on a small machine). */
export const WARM_MIN_PAGES = 250;
/** Documents read early at most: each is held in the worker's cache (LIBRARY_CACHE_SIZE) until pushed out. */
export const WARM_MAX_DOCUMENTS = 2;

/** The documents to read before a question, largest first; copies of one file count once. */
export function documentsToWarm(
  entries: readonly Pick<LibraryEntry, "id" | "pageCount" | "content">[],
  { minPages = WARM_MIN_PAGES, maxDocuments = WARM_MAX_DOCUMENTS } = {},
): string[] {
  const seen = new Set<string>();
  const chosen: string[] = [];
  // A stable order among equals (by id), so a library shown twice warms the same documents.
  const bySize = [...entries].sort((a, b) => b.pageCount - a.pageCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const e of bySize) {
    if (chosen.length >= maxDocuments || e.pageCount < minPages) break;
    const content = e.content ?? e.id;
    if (seen.has(content)) continue;
    seen.add(content);
    chosen.push(e.id);
  }
  return chosen;
}

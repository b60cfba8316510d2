/**
 * Whether a bookmark's title describes its pages. Bookmarks named after files or tools
 * ("Press Release_Final__with Attachments", "Ex 21 Q4 2022.pdf") do not; a real title
 * starts a line on or next to its target, or, when it is set differently there (in a running
 * head, across a chapter opener's lines, with its own numbering), most of its words are on
 * the target page or the next.
 */
import { extensionAlternation, FILE_EXTENSIONS } from "../text/file-extensions";
import type { DocumentLayout } from "../types";
import { docText, findTitle, normText, type PageText } from "./text-match";

const FILE_NAME = new RegExp(
  String.raw`\.${extensionAlternation(FILE_EXTENSIONS.bookmark)}$|_|^(untitled|bookmark|page)\s*\d*$`,
  "i",
);

/** A title shaped like a file's name or a tool's default (a code name with underscores may be a real title). */
export function isFileName(title: string): boolean {
  return FILE_NAME.test(title.trim());
}

/** Words too common to say anything about a page. */
const STOP = new Set(["the", "and", "for", "with", "from", "into", "that", "this", "its", "our", "your", "are", "was"]);

const words = (s: string) =>
  normText(s)
    .split(" ")
    .filter((w) => w.length >= 3 && !STOP.has(w));

const pageWords = new WeakMap<PageText, Set<string>>();

function wordsOf(page: PageText): Set<string> {
  let set = pageWords.get(page);
  if (!set) {
    set = new Set();
    for (let i = 0; i < page.lines.length; i++) for (const w of page.single(i).split(" ")) set.add(w);
    pageWords.set(page, set);
  }
  return set;
}

/** Share of a title's words that must be on its page (or the next) when it starts no line there. */
const MIN_WORDS_ON_PAGE = 0.67;

export function describesPage(layout: DocumentLayout, title: string, page: number): boolean {
  const dt = docText(layout);
  const near = [page, page + 1, page - 1].map((p) => dt[p - 1]).filter((p): p is PageText => !!p);
  if (near.some((p) => findTitle(p, title).length > 0)) return true;
  const ws = isFileName(title) ? [] : words(title);
  if (!ws.length) return false;
  return near.slice(0, 2).some((p) => {
    const set = wordsOf(p);
    return ws.filter((w) => set.has(w)).length >= MIN_WORDS_ON_PAGE * ws.length;
  });
}

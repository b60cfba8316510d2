/**
 * Section numbers run into their titles on a contents page. A typeset contents sets each number in a
 * box of fixed width; a number wider than the box ("C.100" after "C.99") overflows it and its title
 * starts right after it, with no space: "C.100logger – set logger properties". Such a number is split
 * from its title where other entries of the same contents print numbers of that series ("C.99 log …")
 * apart from their titles, so a glued number is told from a title that starts with digits ("2.5D").
 */
import type { ContentsEntry } from "./contents-find";

/** "C.100logger", "12.10Results": a dotted number, then at least two letters of a word. */
const GLUED = /^((?:[A-Z]|\d{1,3})(?:\.\d{1,3})+)(?=\p{L}{2})/u;
/** "C.99 log", "12.9 Results": the series (before the first dot) of a number set apart. */
const APART = /^([A-Z]|\d{1,3})(?:\.\d{1,3})+\.?\s/;

export function ungluedNumbers(entries: ContentsEntry[]): ContentsEntry[] {
  const series = new Set(entries.flatMap((e) => APART.exec(e.title)?.[1] ?? []));
  return entries.map((e) => {
    const m = GLUED.exec(e.title);
    if (!m || !series.has(m[1].split(".")[0])) return e;
    return { ...e, title: `${m[1]} ${e.title.slice(m[1].length)}` };
  });
}

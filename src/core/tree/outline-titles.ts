/**
 * Whether a bookmark's title describes its pages. Bookmarks named after files or tools
 * ("Press Release_Final__with Attachments", "Ex 21 Q4 2022.pdf") do not; a real title
 * starts a line on or next to its target, or, when it is set differently there (in a running
 * head, across a chapter opener's lines, with its own numbering), most of its words are on
 * the target page or the next.
 */
import { extensionAlternation, FILE_EXTENSIONS } from "../text/file-extensions";
import { canonicalRomanValue } from "../text/number-tokens";
import type { DocumentLayout } from "../types";
import { fold } from "../text/fold";
import { beyondLatin, docText, findTitle, normText, type PageText } from "./text-match";
import { findInScript } from "./title-search";

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

/**
 * A roman numeral ("xii") before a title numbers it: "XII Historique" is set "Douzième partie" / "Historique". Read
 * as front matter's numerals are, one canonical way up to "xxxix": a word spelt in roman letters ("Mix", "CLI",
 * "Dix") is part of the title, not its number.
 */
const words = (s: string) => {
  const ws = normText(s).split(" ");
  return (ws.length > 1 && canonicalRomanValue(ws[0]) ? ws.slice(1) : ws).filter((w) => w.length >= 3 && !STOP.has(w));
};

/** Letters a bookmark's word needs to stand for a longer word of the page ("Intro" for "Introduction"). */
const MIN_ABBREVIATION = 4;

/** The word is on the page, or abbreviates one there: a bookmark may shorten its heading's words. */
function onPage(set: Set<string>, w: string): boolean {
  if (set.has(w)) return true;
  if (w.length < MIN_ABBREVIATION) return false;
  for (const x of set) if (x.length > w.length && x.startsWith(w)) return true;
  return false;
}

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

/**
 * A title in another script than Latin ("Общие сведения", "Εισαγωγή"), which normText reduces to nothing: it
 * starts a line of its page (after the line's numbering), or most of its words are there.
 */
function describesInScript(layout: DocumentLayout, title: string, pages: number[]): boolean {
  const key = fold(title, "script");
  const ws = key.split(" ").filter((w) => w.length >= 3);
  if (!key) return false;
  // Chinese and Japanese set no spaces between words (extraction puts some where scripts meet, "在 Asymptote 的"),
  // nor a digit before a chapter's title ("1 简介" is set "第一章 简介"): compared so, the title starts a line there.
  const from = Math.min(...pages);
  if (findInScript(layout, title, from).some((r) => pages.includes(r.page))) return true;
  const tight = fold(title, "script-compact").replace(/^\d+/, "");
  return pages.some((p) => {
    const texts = (layout.pages[p - 1]?.lines ?? []).map((l) => l.text);
    // A Cyrillic font without a map to Unicode gives its letters as the Latin-1 ones of their code page (1251).
    const lines = [...texts, ...texts.filter(latinOne).map(asCodePage1251)].map((t) =>
      fold(t, "script").replace(/^[\d ]+/, ""),
    );
    if (lines.some((l) => l === key || l.startsWith(`${key} `))) return true;
    // A long title wraps: its first lines, joined without spaces, start with it.
    if (tight.length >= MIN_WRAPPED_KEY && lines.some((_, i) => wrappedStart(lines, i, tight))) return true;
    const set = new Set(lines.flatMap((l) => l.split(" ")));
    return ws.length > 0 && ws.filter((w) => set.has(w)).length >= MIN_WORDS_ON_PAGE * ws.length;
  });
}

/** Signs a title needs to be looked for over wrapped lines: shorter ones fit on one, where findInScript looks. */
const MIN_WRAPPED_KEY = 8;

/** Whether line i, joined with the two after it and with every space taken out, starts with `tight`. */
function wrappedStart(lines: string[], i: number, tight: string): boolean {
  if (!lines[i]) return false;
  return lines
    .slice(i, i + 3)
    .join("")
    .replace(/ /g, "")
    .startsWith(tight);
}

/** Latin-1's accented letters, where code page 1251 has the Cyrillic alphabet in order. */
const LATIN_ONE_LETTERS = /[\u00C0-\u00FF]/g;
const latinOne = (text: string) => (text.match(LATIN_ONE_LETTERS) ?? []).length >= 3;
/** The text read as code page 1251: "Ïàêåò" is "Пакет". */
const asCodePage1251 = (text: string) =>
  text
    .replace(LATIN_ONE_LETTERS, (c) => String.fromCharCode(c.charCodeAt(0) - 0xc0 + 0x410))
    .replace(/\u00B8/g, "ё")
    .replace(/\u00A8/g, "Ё");

/** Share of a line's words that are single letters when its type is letter-spaced ("I n t r o d u c t i o n"). */
const SPACED_LETTERS = 0.6;
/** Letters a title needs to be compared without its spaces: fewer might start any line. */
const MIN_SPACED_KEY = 5;

/**
 * A heading set letter-spaced ("1. I n t r o d u c t i o n", "3. L i m i t a t i o n s o f exteps") reads as
 * single letters, so its words are found only without spaces: the title starts the line (after its numbering)
 * once both are compared so.
 */
export function startsSpacedLine(page: PageText, title: string): boolean {
  const key = normText(title).replace(/ /g, "");
  if (key.length < MIN_SPACED_KEY) return false;
  return page.lines.some((l, i) => {
    const ws = l.text.trim().split(/\s+/);
    if (ws.filter((w) => /^\p{L}$/u.test(w)).length < SPACED_LETTERS * ws.length) return false;
    return [page.single(i), page.bare(i)].some((t) => t !== "" && t.replace(/ /g, "").startsWith(key));
  });
}

/**
 * `shortened`: a bookmark may shorten its heading's words ("Intro", "Config."), which an outline's author does; a
 * contents row's title is checked on its page word for word, or a running foot ("CONFIDENTIAL Page 2 of") would
 * pass for a page's section because the page says "pages".
 */
export function describesPage(layout: DocumentLayout, title: string, page: number, shortened = false): boolean {
  if (beyondLatin(title)) return describesInScript(layout, title, [page, page + 1, page - 1]);
  const dt = docText(layout);
  const near = [page, page + 1, page - 1].map((p) => dt[p - 1]).filter((p): p is PageText => !!p);
  if (near.some((p) => findTitle(p, title).length > 0 || startsSpacedLine(p, title))) return true;
  const ws = isFileName(title) ? [] : words(title);
  if (!ws.length) return false;
  return near.slice(0, 2).some((p) => {
    const set = wordsOf(p);
    return ws.filter((w) => (shortened ? onPage(set, w) : set.has(w))).length >= MIN_WORDS_ON_PAGE * ws.length;
  });
}

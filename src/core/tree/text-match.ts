/**
 * Finding a title at the start of a line. Titles are compared after normalisation
 * (case, accents, quotes, punctuation) because contents entries and body headings differ
 * in exactly those ("ITEM 7 Management’s" vs "Item 7. Management's"). A heading may wrap,
 * so each line is also compared joined with the two lines after it.
 */
import type { DocumentLayout, Line } from "../types";
import { SPACING_ACCENT_CHARS } from "../text/fold";
import { DIVISION_WORDS, withoutNumbering } from "./line-numbering";

/** Character codes of the accents a font sets beside their letters; the caret is one only where it touches letters. */
const SPACING_ACCENTS = new Set([...SPACING_ACCENT_CHARS].filter((ch) => ch !== "^").map((ch) => ch.charCodeAt(0)));

/** One pass over the characters: this runs on every line of every page, so no regex chains. */
export function normText(s: string): string {
  let out = "";
  let space = false;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (space && out) out += " ";
      out += String.fromCharCode(c);
      space = false;
    } else if (c === 39 || c === 0x2019 || c === 0x2018 || c === 96) {
      continue; // apostrophes vanish: "Registrant’s" and "Registrants" compare equal
    } else if (c === 38) {
      out += out ? " and" : "and";
      space = true;
    } else if (SPACING_ACCENTS.has(c)) {
      continue; // an accent set beside its letter ("Devan¯agar¯ı") is no break between words
    } else if (c > 127) {
      const base = s[i]
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase();
      if (/^[a-z0-9]+$/.test(base)) {
        if (space && out) out += " ";
        out += base;
        space = false;
      } else space = true;
    } else space = true;
  }
  return out;
}

/** A title normText keeps too little of: most of its letters are of another script than Latin. */
export function beyondLatin(title: string): boolean {
  const letters = title.match(/\p{L}/gu) ?? [];
  return letters.filter((c) => !/[A-Za-z\u00C0-\u024F]/.test(c)).length * 2 > letters.length;
}

/** Long titles are compared on their first words only: wraps and abbreviations differ at the tail. */
const KEY_CHARS = 48;

export function titleKey(title: string): string {
  const n = normText(title);
  if (n.length <= KEY_CHARS) return n;
  const cut = n.lastIndexOf(" ", KEY_CHARS);
  return n.slice(0, cut > 10 ? cut : KEY_CHARS);
}

/**
 * A page's lines, normalised on demand: a search only normalises lines whose first
 * letter matches its key, which keeps whole-document searches cheap on 250-page filings.
 */
export class PageText {
  // Filled up front so the memo arrays stay packed (sparse writes make them slow dictionaries).
  private readonly singles: (string | null)[];
  private readonly joins: (string | null)[];
  private readonly compacts: (string | null)[];
  /** Each line without its own numbering ("2.1 Scope" → "scope"), "" when it has none. */
  private readonly bares: (string | null)[];
  /** First letter or digit of each line, lowercased ("" when none is ASCII). */
  readonly first: string[];

  constructor(readonly lines: Line[]) {
    this.first = lines.map((l) => firstAlnum(l.text));
    this.singles = new Array<string | null>(lines.length + 2).fill(null);
    this.joins = new Array<string | null>(lines.length).fill(null);
    this.compacts = new Array<string | null>(lines.length).fill(null);
    this.bares = new Array<string | null>(lines.length).fill(null);
  }

  /** The line without its leading numbering, normalised; "" when it carries none. */
  bare(i: number): string {
    if (this.bares[i] === null) {
      const t = this.lines[i]?.text ?? "";
      const rest = /^\s*[A-Za-z0-9(]/.test(t) ? withoutNumbering(t) : null;
      this.bares[i] = rest === null ? "" : normText(rest);
    }
    return this.bares[i]!;
  }

  /** The bare line joined with its two successors. */
  bareJoined(i: number): string {
    return [this.bare(i), this.single(i + 1), this.single(i + 2)].filter((x) => x).join(" ");
  }

  /** The joined text without spaces, for PDFs whose extraction splits words. */
  compact(i: number): string {
    return (this.compacts[i] ??= this.joined(i).replace(/ /g, ""));
  }

  single(i: number): string {
    return (this.singles[i] ??= normText(this.lines[i]?.text ?? ""));
  }

  /** The line joined with its two successors, for headings that wrap. */
  joined(i: number): string {
    return (this.joins[i] ??= [this.single(i), this.single(i + 1), this.single(i + 2)].filter((x) => x).join(" "));
  }
}

function firstAlnum(t: string): string {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i) | 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return String.fromCharCode(c);
    if (t.charCodeAt(i) > 127) return normText(t.slice(i, i + 1)).slice(0, 1);
  }
  return "";
}

export type DocText = PageText[];

const cache = new WeakMap<DocumentLayout, DocText>();

/** Per-page searchable text, created once per layout (every source searches it). */
export function docText(layout: DocumentLayout): DocText {
  let dt = cache.get(layout);
  if (!dt) {
    dt = layout.pages.map((p) => new PageText(p.lines));
    cache.set(layout, dt);
  }
  return dt;
}

/** True when `text` starts with `key` at a word boundary. */
export function startsWithWord(text: string, key: string): boolean {
  return key.length > 0 && text.startsWith(key) && (text.length === key.length || text[key.length] === " ");
}

/** Line indices on a page where the title starts a line. */
export function linesStartingWith(page: PageText | undefined, key: string): number[] {
  const hits = exactLines(page, key);
  return hits.length || !page ? hits : compactStarts(page, key);
}

/**
 * Some PDFs space letters so that extraction splits words ("Busines s."): compare
 * without spaces, for keys long enough not to match by accident.
 */
function compactStarts(page: PageText, key: string): number[] {
  const compact = key.replace(/ /g, "");
  if (compact.length < 10) return [];
  const out: number[] = [];
  for (let i = 0; i < page.lines.length; i++) {
    if (page.first[i] !== key[0] && page.first[i] !== "") continue;
    if (compactMatch(page.compact(i), compact)) out.push(i);
  }
  return out;
}

export function compactMatch(text: string, compact: string): boolean {
  return text.startsWith(compact) && !/\d/.test(text[compact.length] ?? "");
}

function startsText(single: string, key: string, joined: () => string): boolean {
  if (!single) return false;
  const text = single.length >= key.length ? single : key.startsWith(`${single} `) ? joined() : null;
  return text !== null && startsWithWord(text, key);
}

/**
 * Whether line i starts with the key, joined with the next lines only when it is a prefix of the key
 * (a wrapped title); also after the line's own numbering ("2 RELATED WORK" for "Related Work").
 */
/** Lines that may carry numbering before their title though they start with a letter ("A.1", "IV.", "Chapter 3"). */
const BARE_FIRST = new RegExp(String.raw`^\s*([A-Z][.\s]|[IVXLC]+\.|(${DIVISION_WORDS})\s)`, "i");

export function exactStarts(page: PageText, key: string, i: number): boolean {
  // A line whose first character (letter, digit or non-ASCII) differs cannot match as it is.
  const first = page.first[i];
  if ((first === key[0] || first === "") && startsText(page.single(i), key, () => page.joined(i))) return true;
  if (first !== "" && (first < "0" || first > "9") && !BARE_FIRST.test(page.lines[i].text)) return false;
  const bare = page.bare(i);
  return bare !== "" && bare[0] === key[0] && startsText(bare, key, () => page.bareJoined(i));
}

function exactLines(page: PageText | undefined, key: string): number[] {
  const out: number[] = [];
  if (!page || !key) return out;
  for (let i = 0; i < page.lines.length; i++) {
    if (exactStarts(page, key, i)) out.push(i);
  }
  return out;
}

/** Where a title starts a line, also without its own numbering ("1.2 Scope" set as "Scope"). */
export function findTitle(page: PageText | undefined, title: string): number[] {
  const hits = linesStartingWith(page, titleKey(title));
  if (hits.length) return hits;
  const bare = withoutNumbering(title);
  return bare !== null && bare.length >= 3 ? linesStartingWith(page, titleKey(bare)) : [];
}

/** Whether a title is found at the start of a line on a page (the eval's `title_on_page`). */
export function titleOnPage(layout: DocumentLayout, page: number, title: string): boolean {
  return findTitle(docText(layout)[page - 1], title).length > 0;
}

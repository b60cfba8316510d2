/**
 * Finding a title at the start of a line. Titles are compared after normalisation
 * (case, accents, quotes, punctuation) because contents entries and body headings differ
 * in exactly those ("ITEM 7 Management’s" vs "Item 7. Management's"). A heading may wrap,
 * so each line is also compared joined with the two lines after it.
 */
import type { DocumentLayout, Line } from "../types";

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
  /** First letter or digit of each line, lowercased ("" when none is ASCII). */
  readonly first: string[];

  constructor(readonly lines: Line[]) {
    this.first = lines.map((l) => firstAlnum(l.text));
    this.singles = new Array<string | null>(lines.length + 2).fill(null);
    this.joins = new Array<string | null>(lines.length).fill(null);
    this.compacts = new Array<string | null>(lines.length).fill(null);
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

function compactMatch(text: string, compact: string): boolean {
  return text.startsWith(compact) && !/\d/.test(text[compact.length] ?? "");
}

/**
 * Whether line i starts with the key, joined with the next lines only when it is a prefix of the key
 * (a wrapped title).
 */
function exactStarts(page: PageText, key: string, i: number): boolean {
  const single = page.single(i);
  if (!single) return false;
  const text = single.length >= key.length ? single : key.startsWith(`${single} `) ? page.joined(i) : null;
  return text !== null && startsWithWord(text, key);
}

function exactLines(page: PageText | undefined, key: string): number[] {
  const out: number[] = [];
  if (!page || !key) return out;
  for (let i = 0; i < page.lines.length; i++) {
    // A line whose first character (letter, digit or non-ASCII) differs cannot match.
    if (page.first[i] !== key[0] && page.first[i] !== "") continue;
    if (exactStarts(page, key, i)) out.push(i);
  }
  return out;
}

/** Where a title starts a line, also without its own numbering ("1.2 Scope" set as "Scope"). */
export function findTitle(page: PageText | undefined, title: string): number[] {
  const hits = linesStartingWith(page, titleKey(title));
  if (hits.length) return hits;
  const bare = title.replace(/^\s*(\d{1,2}(\.\d{1,2})*\.?|[IVX]{1,4}\.|[A-Z]\.)\s+/, "");
  return bare !== title && bare.length >= 3 ? linesStartingWith(page, titleKey(bare)) : [];
}

/** Whether a title is found at the start of a line on a page (the eval's `title_on_page`). */
export function titleOnPage(layout: DocumentLayout, page: number, title: string): boolean {
  return findTitle(docText(layout)[page - 1], title).length > 0;
}

export interface LineRef {
  page: number;
  line: number;
}

interface LineIndex {
  byFirstWord: Map<string, LineRef[]>;
  byCompactPrefix: Map<string, LineRef[]>;
}

const indexes = new WeakMap<DocumentLayout, LineIndex>();

function push(map: Map<string, LineRef[]>, key: string, ref: LineRef): void {
  const list = map.get(key);
  if (list) list.push(ref);
  else map.set(key, [ref]);
}

/** First three characters ignoring spaces, without building the compact string. */
function compactPrefix(s: string): string {
  let out = "";
  for (let i = 0; i < s.length && out.length < 3; i++) if (s[i] !== " ") out += s[i];
  return out;
}

/** Lines keyed by their first word (and first three letters without spaces), built once per layout. */
function lineIndex(layout: DocumentLayout): LineIndex {
  let idx = indexes.get(layout);
  if (idx) return idx;
  idx = { byFirstWord: new Map(), byCompactPrefix: new Map() };
  docText(layout).forEach((pt, p) => {
    for (let i = 0; i < pt.lines.length; i++) {
      const s = pt.single(i);
      if (!s) continue;
      const ref = { page: p + 1, line: i };
      push(idx!.byFirstWord, s.split(" ", 1)[0], ref);
      push(idx!.byCompactPrefix, compactPrefix(s), ref);
    }
  });
  indexes.set(layout, idx);
  return idx;
}

/**
 * Every line from `fromPage` on where the title starts a line: the same rule as
 * `linesStartingWith` page by page, answered from an index so that placing sixty
 * contents entries does not rescan a 250-page filing sixty times.
 */
export function findInDocument(layout: DocumentLayout, key: string, fromPage: number): LineRef[] {
  if (!key) return [];
  const dt = docText(layout);
  const idx = lineIndex(layout);
  const first = key.split(" ", 1)[0];
  const exact = (idx.byFirstWord.get(first) ?? []).filter(
    (r) => r.page >= fromPage && exactStarts(dt[r.page - 1], key, r.line),
  );
  const compact = key.replace(/ /g, "");
  if (compact.length < 10) return exact;
  const covered = new Set(exact.map((r) => r.page));
  const loose = (idx.byCompactPrefix.get(compact.slice(0, 3)) ?? []).filter(
    (r) => r.page >= fromPage && !covered.has(r.page) && compactMatch(dt[r.page - 1].compact(r.line), compact),
  );
  return [...exact, ...loose].sort((a, b) => a.page - b.page || a.line - b.line);
}

/**
 * Just enough PDF syntax to edit a dictionary's entries in place: where each top-level
 * `/Key value` of a dictionary's text starts and ends, skipping strings (with escapes and
 * nested parentheses), hex strings, nested dictionaries and arrays, and comments. The
 * structure fuzzer edits object text with it; it never needs to understand the values.
 */

export interface EntrySpan {
  /** Offset of the key's slash. */
  start: number;
  /** Offset just past the value. */
  end: number;
  value: string;
}

const DELIMITERS = new Set(["(", ")", "<", ">", "[", "]", "{", "}", "/", "%"]);
const isSpace = (c: string) => c === " " || c === "\n" || c === "\r" || c === "\t" || c === "\f" || c === "\0";

/** Offset just past the value that starts at `i` (after any leading space). */
export function skipValue(text: string, i: number): number {
  i = skipSpace(text, i);
  const c = text[i];
  if (c === "(") return skipLiteral(text, i);
  if (c === "<" && text[i + 1] === "<") return skipNested(text, i);
  if (c === "<") return Math.min(text.length, text.indexOf(">", i) + 1 || text.length);
  if (c === "[") return skipNested(text, i);
  if (c === "/") return skipToken(text, i + 1);
  const end = skipToken(text, i);
  // An indirect reference is three tokens: "12 0 R".
  const ref = /^\s+\d+\s+R(?![^\s()<>[\]{}/%])/.exec(text.slice(end, end + 24));
  return /^\d+$/.test(text.slice(i, end)) && ref ? end + ref[0].length : end;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length) {
    if (isSpace(text[i])) i++;
    else if (text[i] === "%") while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
    else break;
  }
  return i;
}

function skipToken(text: string, i: number): number {
  while (i < text.length && !isSpace(text[i]) && !DELIMITERS.has(text[i])) i++;
  return i;
}

function skipLiteral(text: string, i: number): number {
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i + 1;
  }
  return text.length;
}

/** A dictionary or an array, from its opening delimiter to just past its closing one. */
function skipNested(text: string, i: number): number {
  const dict = text[i] === "<";
  i += dict ? 2 : 1;
  for (;;) {
    i = skipSpace(text, i);
    if (i >= text.length) return text.length;
    if (dict && text.startsWith(">>", i)) return i + 2;
    if (!dict && text[i] === "]") return i + 1;
    const next = skipValue(text, i);
    i = next > i ? next : i + 1;
  }
}

/** The entries of the dictionary that starts at `at` (the first "<<" by default), by key. */
export function dictEntries(text: string, at = text.indexOf("<<")): Map<string, EntrySpan> {
  const entries = new Map<string, EntrySpan>();
  if (at < 0) return entries;
  let i = at + 2;
  for (;;) {
    i = skipSpace(text, i);
    if (i >= text.length || text.startsWith(">>", i)) return entries;
    if (text[i] !== "/") {
      i = Math.max(i + 1, skipValue(text, i));
      continue;
    }
    const keyEnd = skipToken(text, i + 1);
    const valueStart = skipSpace(text, keyEnd);
    const end = skipValue(text, valueStart);
    entries.set(text.slice(i + 1, keyEnd), { start: i, end, value: text.slice(valueStart, end) });
    i = end > i ? end : i + 1;
  }
}

/** The value text of `/key` in the object's dictionary, or undefined. */
export function entry(text: string, key: string): string | undefined {
  return dictEntries(text).get(key)?.value;
}

/** The object's dictionary with `/key value` set (replaced, or added before the closing ">>"). */
export function setEntry(text: string, key: string, value: string): string {
  const at = text.indexOf("<<");
  if (at < 0) return text;
  const span = dictEntries(text, at).get(key);
  if (span) return `${text.slice(0, span.start)}/${key} ${value}${text.slice(span.end)}`;
  const close = skipNested(text, at) - 2;
  return `${text.slice(0, close)} /${key} ${value} ${text.slice(close)}`;
}

export function removeEntry(text: string, key: string): string {
  const span = dictEntries(text).get(key);
  return span ? text.slice(0, span.start) + text.slice(span.end) : text;
}

/** The object number of a reference value ("12 0 R"), or null. */
export function refNumber(value: string | undefined): number | null {
  const m = value && /^(\d+)\s+\d+\s+R$/.exec(value.trim());
  return m ? Number(m[1]) : null;
}

/** Every reference inside a value (an array of kids, say), in order. */
export function refNumbers(value: string | undefined): number[] {
  return [...(value ?? "").matchAll(/(\d+)\s+\d+\s+R\b/g)].map((m) => Number(m[1]));
}

/**
 * PDF object syntax parsed into plain values, for the structure checks that walk a file's
 * trees before an engine does (structure-reader.ts). Strings are kept only as their byte
 * length: the checks need the shape of a structure, never its text, so an encrypted file
 * parses the same. Input is Latin-1 text, one character per byte.
 */

export type PdfValue =
  number | boolean | null | { name: string } | { string: number } | { ref: number } | PdfValue[] | PdfDict;

export type PdfDict = Map<string, PdfValue>;

/** Nesting a parse follows; deeper is hostile, and the value is cut there. */
const MAX_NESTING = 256;

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 0;
const isDelimiter = (c: number) =>
  c === 40 ||
  c === 41 ||
  c === 60 ||
  c === 62 ||
  c === 91 ||
  c === 93 ||
  c === 123 ||
  c === 125 ||
  c === 47 ||
  c === 37;

export class PdfLexer {
  pos: number;
  /** Set when the text ended inside a value: the caller reads a longer window and tries again. */
  truncated = false;

  constructor(
    readonly text: string,
    start = 0,
  ) {
    this.pos = start;
  }

  private skipSpace(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (isSpace(c)) this.pos++;
      else if (c === 37) while (this.pos < t.length && t[this.pos] !== "\n" && t[this.pos] !== "\r") this.pos++;
      else break;
    }
  }

  /** The code of the next character after blanks and comments, or -1 at the end of the text. */
  peek(): number {
    this.skipSpace();
    return this.pos < this.text.length ? this.text.charCodeAt(this.pos) : -1;
  }

  /** The next bare token (a number, keyword or name body). */
  token(): string {
    this.skipSpace();
    const start = this.pos;
    const t = this.text;
    while (this.pos < t.length && !isSpace(t.charCodeAt(this.pos)) && !isDelimiter(t.charCodeAt(this.pos))) this.pos++;
    return t.slice(start, this.pos);
  }

  /** The value at the current position; `undefined` at the end of the text or at a closing delimiter. */
  value(depth = 0): PdfValue | undefined {
    this.skipSpace();
    const t = this.text;
    if (this.pos >= t.length) {
      this.truncated = true;
      return undefined;
    }
    const c = t[this.pos];
    if (c === "/") {
      this.pos++;
      return { name: this.token() };
    }
    if (c === "(") return this.literal();
    if ((c === "[" || (c === "<" && t[this.pos + 1] === "<")) && depth > MAX_NESTING) {
      // Deeper than any real object: step over the opening delimiter, its contents read flat.
      this.pos += c === "[" ? 1 : 2;
      return null;
    }
    if (c === "<" && t[this.pos + 1] === "<") return this.dict(depth);
    if (c === "<") {
      const end = t.indexOf(">", this.pos);
      if (end < 0) this.truncated = true;
      const length = Math.ceil(((end < 0 ? t.length : end) - this.pos - 1) / 2);
      this.pos = end < 0 ? t.length : end + 1;
      return { string: Math.max(0, length) };
    }
    if (c === "[") return this.array(depth);
    if (c === "]" || c === ">" || c === ")" || c === "}" || c === "{") return undefined;
    const word = this.token();
    if (word === "") {
      this.pos++;
      return null;
    }
    if (word === "true" || word === "false") return word === "true";
    if (word === "null") return null;
    const n = Number(word);
    if (!Number.isFinite(n)) return null;
    // "12 0 R" is a reference: look ahead two tokens, and step back when it is not one.
    if (Number.isInteger(n) && n >= 0) {
      const back = this.pos;
      const gen = this.token();
      if (/^\d+$/.test(gen) && this.token() === "R") return { ref: n };
      this.pos = back;
    }
    return n;
  }

  private literal(): PdfValue {
    const t = this.text;
    let depth = 0;
    const start = this.pos;
    for (; this.pos < t.length; this.pos++) {
      const c = t[this.pos];
      if (c === "\\") this.pos++;
      else if (c === "(") depth++;
      else if (c === ")" && --depth === 0) {
        this.pos++;
        return { string: this.pos - start - 2 };
      }
    }
    this.truncated = true;
    return { string: t.length - start };
  }

  private array(depth: number): PdfValue[] {
    this.pos++;
    const out: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.text.length) {
        this.truncated = true;
        return out;
      }
      if (this.text[this.pos] === "]") {
        this.pos++;
        return out;
      }
      const v = this.value(depth + 1);
      if (v === undefined) this.pos++;
      else out.push(v);
    }
  }

  private dict(depth: number): PdfDict {
    this.pos += 2;
    const out: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.text.length) {
        this.truncated = true;
        return out;
      }
      if (this.text.startsWith(">>", this.pos)) {
        this.pos += 2;
        return out;
      }
      if (this.text[this.pos] !== "/") {
        // A stray value where a key belongs: skip it.
        if (this.value(depth + 1) === undefined) this.pos++;
        continue;
      }
      this.pos++;
      const key = this.token();
      const v = this.value(depth + 1);
      if (v !== undefined) out.set(key, v);
    }
  }
}

export const isDict = (v: PdfValue | undefined): v is PdfDict => v instanceof Map;
export const isRef = (v: PdfValue | undefined): v is { ref: number } =>
  typeof v === "object" && v !== null && "ref" in v;
export const nameOf = (v: PdfValue | undefined): string | null =>
  typeof v === "object" && v !== null && "name" in v ? v.name : null;

/**
 * The characters of a text file (.txt, .md, .html) from its bytes. Windows saves "Unicode"
 * text as UTF-16, with a byte-order mark or without; read as UTF-8, every letter came out
 * with a NUL beside it and the document could not be searched or asked. The mark decides
 * when there is one; otherwise UTF-16 shows as NULs in every other byte of ASCII-range text.
 * Older Windows tools save Windows-1252 ("ANSI"): read as UTF-8, every accented letter, curly
 * quote, dash and euro sign became U+FFFD. Bytes that are not valid UTF-8 are read as that.
 */

type Encoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

// Core is built without the DOM library; every runtime Pincite runs in has TextDecoder.
const Decoder = (
  globalThis as unknown as {
    TextDecoder: new (label: Encoding, options?: { fatal?: boolean }) => { decode(b: Uint8Array): string };
  }
).TextDecoder;

const SAMPLE = 4096;

export function textEncodingOf(bytes: Uint8Array): Encoding {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  const n = Math.min(bytes.length, SAMPLE) & ~1;
  if (n < 4) return isUtf8(bytes) ? "utf-8" : "windows-1252";
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  // Mostly-Latin UTF-16 has a NUL in nearly every high byte; UTF-8 text has none.
  if (oddZero > pairs * 0.4 && evenZero < pairs * 0.05) return "utf-16le";
  if (evenZero > pairs * 0.4 && oddZero < pairs * 0.05) return "utf-16be";
  return isUtf8(bytes) ? "utf-8" : "windows-1252";
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new Decoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What Windows-1252 puts at 0x80–0x9F (euro sign, curly quotes, dashes, Š Œ Ž Ÿ…; its five unused
 * bytes stay as they are). Some runtimes' TextDecoder (Node 20 among them) reads the label as
 * ISO-8859-1 and leaves these as C1 control characters, so they are mapped here.
 */
const CP1252_HIGH =
  "\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f" +
  "\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178";

/** The text, without a byte-order mark; undecodable bytes become U+FFFD. */
export function decodeText(bytes: Uint8Array): string {
  const encoding = textEncodingOf(bytes);
  const text = new Decoder(encoding).decode(bytes);
  return encoding === "windows-1252" ? text.replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]) : text;
}

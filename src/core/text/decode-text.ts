/**
 * The characters of a text file (.txt, .md, .html) from its bytes. Windows saves "Unicode"
 * text as UTF-16, with a byte-order mark or without; read as UTF-8, every letter came out
 * with a NUL beside it and the document could not be searched or asked. The mark decides
 * when there is one; otherwise UTF-16 shows as NULs in every other byte of ASCII-range text.
 */

type Encoding = "utf-8" | "utf-16le" | "utf-16be";

// Core is built without the DOM library; every runtime Pincite runs in has TextDecoder.
const Decoder = (globalThis as unknown as { TextDecoder: new (label: Encoding) => { decode(b: Uint8Array): string } })
  .TextDecoder;

const SAMPLE = 4096;

export function textEncodingOf(bytes: Uint8Array): Encoding {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  const n = Math.min(bytes.length, SAMPLE) & ~1;
  if (n < 4) return "utf-8";
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
  return "utf-8";
}

/** The text, without a byte-order mark; undecodable bytes become U+FFFD. */
export function decodeText(bytes: Uint8Array): string {
  return new Decoder(textEncodingOf(bytes)).decode(bytes);
}

/**
 * What a file that is not a PDF seems to be, from its first bytes, said so a person knows
 * what to do: a Word file or a web page with the wrong name opens once renamed, a ZIP must
 * be unzipped first, an image must be made a PDF first. "Not a PDF, or too damaged" alone left them guessing.
 */
import { textEncodingOf } from "./text/decode-text";

const latin1 = (bytes: Uint8Array, n: number) => String.fromCharCode(...bytes.subarray(0, n));

/** Mostly printable characters, no NULs: a text file in some encoding. */
function looksLikeText(bytes: Uint8Array): boolean {
  const encoding = textEncodingOf(bytes);
  const sample = bytes.subarray(0, 4096);
  if (encoding !== "utf-8") return true;
  let control = 0;
  for (const b of sample) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  return sample.length > 0 && control === 0;
}

function asciiHead(bytes: Uint8Array): string {
  const encoding = textEncodingOf(bytes);
  const sample = bytes.subarray(0, 2048);
  if (!encoding.startsWith("utf-16")) return latin1(sample, sample.length);
  // Every other byte of UTF-16 text in the ASCII range.
  const start = bytes[0] === 0xff || bytes[0] === 0xfe ? 2 : 0;
  let out = "";
  for (let i = start + (encoding === "utf-16le" ? 0 : 1); i < sample.length; i += 2)
    out += String.fromCharCode(sample[i]);
  return out;
}

export function notPdfDetail(bytes: Uint8Array): string | null {
  const head = latin1(bytes, Math.min(bytes.length, 64 * 1024));
  if (head.startsWith("PK\x03\x04") || head.startsWith("PK\x05\x06")) {
    if (head.includes("word/")) return "It is a Word document: give it a .docx name to open it.";
    return "It is a ZIP archive: unzip it and open the document inside.";
  }
  if (head.startsWith("\x89PNG") || head.startsWith("\xff\xd8\xff") || head.startsWith("GIF8"))
    return "It is an image: Pincite opens PDFs. Save or print it as a PDF, and Pincite will read it by OCR.";
  if (head.startsWith("II*\x00") || head.startsWith("MM\x00*"))
    return "It is an image (TIFF): Pincite opens PDFs. Save or print it as a PDF, and Pincite will read it by OCR.";
  if (!looksLikeText(bytes)) return null;
  const text = asciiHead(bytes).trimStart().toLowerCase();
  if (/^(<!doctype html|<html|<head|<body)/.test(text)) return "It is a web page: give it an .html name to open it.";
  const utf16 = textEncodingOf(bytes).startsWith("utf-16");
  // A PDF may be all ASCII (a damaged one then lands here); one in UTF-16 is text that mentions "%PDF".
  if (text.startsWith("%pdf-") && !utf16) return null;
  return `It is a plain text file${utf16 ? " (UTF-16)" : ""}: give it a .txt name to open it.`;
}

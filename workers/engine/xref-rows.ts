/**
 * The rows of a PDF's cross-reference sections, as the structure reader records them: where
 * each object number starts ("at" a byte offset) or which object stream packs it. A number
 * already recorded is kept, since newer sections are read first and win.
 */
import type { PdfDict } from "./pdf-lexer";

export type Entry = { at: number } | { inStream: number };

/** A classic table's rows, from its text between "xref" and "trailer". */
export function readTableRows(body: string, entries: Map<number, Entry>): void {
  // Subsections: "first count", then count rows of 20 bytes ("0000012345 00000 n\r\n").
  const header = /(\d+)\s+(\d+)[ \t]*\r?\n?/y;
  let pos = body.indexOf("xref") + 4;
  while (pos < body.length) {
    while (pos < body.length && /\s/.test(body[pos])) pos++;
    header.lastIndex = pos;
    const m = header.exec(body);
    if (!m) break;
    const first = Number(m[1]);
    const count = Number(m[2]);
    pos = header.lastIndex;
    for (let i = 0; i < count && pos + 18 <= body.length; i++, pos += 20) {
      if (body[pos + 17] === "n" && !entries.has(first + i))
        entries.set(first + i, { at: Number(body.slice(pos, pos + 10)) });
    }
  }
}

/** A cross-reference stream's rows, from its decoded data, its /W field widths and /Index (or /Size). */
export function readStreamRows(dict: PdfDict, data: Uint8Array, w: number[], entries: Map<number, Entry>): void {
  const [w0, w1, w2] = w;
  const size = typeof dict.get("Size") === "number" ? (dict.get("Size") as number) : 0;
  const index = Array.isArray(dict.get("Index")) ? (dict.get("Index") as number[]) : [0, size];
  const field = (pos: number, width: number) => {
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 256 + data[pos + i];
    return v;
  };
  let pos = 0;
  for (let s = 0; s + 1 < index.length; s += 2) {
    for (let i = 0; i < index[s + 1] && pos + w0 + w1 + w2 <= data.length; i++, pos += w0 + w1 + w2) {
      const type = w0 ? field(pos, w0) : 1;
      const num = index[s] + i;
      if (entries.has(num)) continue;
      if (type === 1) entries.set(num, { at: field(pos + w0, w1) });
      if (type === 2) entries.set(num, { inStream: field(pos + w0, w1) });
    }
  }
}

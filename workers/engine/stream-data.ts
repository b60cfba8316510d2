/**
 * Stream data the structure reader needs: Flate-compressed object streams and
 * cross-reference streams, with the PNG predictors cross-reference streams use. Inflating
 * is capped, so a small stream that inflates to gigabytes (a "zip bomb") is refused.
 */
import { joinBytes } from "../../src/core/join-bytes";
import type { PdfDict, PdfValue } from "./pdf-lexer";
import { isDict, nameOf } from "./pdf-lexer";

/** More than this from one stream is no object stream or cross-reference table. */
const MAX_INFLATED = 64 * 1024 * 1024;

async function inflate(data: Uint8Array): Promise<Uint8Array | null> {
  try {
    const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_INFLATED) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
    return joinBytes(chunks);
  } catch {
    // Corrupt data, or data that ends early: the part before the damage is not enough to trust.
    return null;
  }
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Undoes PNG row predictors (each row starts with its filter byte), 8 bits a component. */
function unpredictPng(data: Uint8Array, columns: number, bpp: number): Uint8Array | null {
  const row = columns * bpp;
  const rows = Math.floor(data.length / (row + 1));
  const out = new Uint8Array(rows * row);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * (row + 1)];
    const src = r * (row + 1) + 1;
    const dst = r * row;
    for (let i = 0; i < row; i++) {
      const a = i >= bpp ? out[dst + i - bpp] : 0;
      const b = r > 0 ? out[dst - row + i] : 0;
      const c = r > 0 && i >= bpp ? out[dst - row + i - bpp] : 0;
      const x = data[src + i];
      if (filter === 0) out[dst + i] = x;
      else if (filter === 1) out[dst + i] = (x + a) & 0xff;
      else if (filter === 2) out[dst + i] = (x + b) & 0xff;
      else if (filter === 3) out[dst + i] = (x + ((a + b) >> 1)) & 0xff;
      else if (filter === 4) out[dst + i] = (x + paeth(a, b, c)) & 0xff;
      else return null;
    }
  }
  return out;
}

const num = (v: PdfValue | undefined, fallback: number) => (typeof v === "number" ? v : fallback);

/** A stream's decoded data: none, Flate, and Flate with PNG predictors are read; anything else is null. */
export async function decodeStream(dict: PdfDict, raw: Uint8Array): Promise<Uint8Array | null> {
  const filter = dict.get("Filter");
  const filters = Array.isArray(filter) ? filter.map(nameOf) : filter === undefined ? [] : [nameOf(filter)];
  if (filters.length === 0) return raw;
  if (filters.length !== 1 || filters[0] !== "FlateDecode") return null;
  const inflated = await inflate(raw);
  if (!inflated) return null;
  const parms = Array.isArray(dict.get("DecodeParms"))
    ? (dict.get("DecodeParms") as PdfValue[])[0]
    : dict.get("DecodeParms");
  const predictor = isDict(parms) ? num(parms.get("Predictor"), 1) : 1;
  if (predictor === 1) return inflated;
  if (predictor < 10 || !isDict(parms)) return null;
  const bpp = Math.max(1, Math.ceil((num(parms.get("Colors"), 1) * num(parms.get("BitsPerComponent"), 8)) / 8));
  return unpredictPng(inflated, num(parms.get("Columns"), 1), bpp);
}

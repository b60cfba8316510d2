/**
 * A PDF as its numbered objects, for the structure fuzzer to edit and write back with a
 * fresh cross-reference table. Objects packed in object streams (/Type /ObjStm, Flate) are
 * unpacked and the cross-reference streams dropped, so every object can be edited as text.
 * Text is Latin-1, one character a byte, so stream data passes through unchanged.
 * Encrypted files are not read (their object streams cannot be unpacked).
 */
import { inflateSync } from "node:zlib";
import { entry, refNumber } from "./pdf-syntax";

export interface PdfObjects {
  /** Object number → its text between "N G obj" and "endobj". */
  objects: Map<number, string>;
  /** Object number → generation, for those not 0. */
  generations: Map<number, number>;
  root: number;
  info: number | null;
  /** The number the next added object gets. */
  next: number;
}

const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);
export const toBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** Where an object's text ends: after its stream when it has one (by /Length when it is direct), then endobj. */
function objectEnd(text: string, from: number): number {
  const endobj = text.indexOf("endobj", from);
  const stream = /\bstream\r?\n/g;
  stream.lastIndex = from;
  const s = stream.exec(text);
  if (!s || (endobj >= 0 && s.index > endobj)) return endobj < 0 ? text.length : endobj;
  const length = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(text.slice(from, s.index))?.[1]);
  const dataEnd = s.index + s[0].length + (Number.isFinite(length) ? length : 0);
  const endstream = text.indexOf("endstream", Number.isFinite(length) ? dataEnd : s.index);
  const after = text.indexOf("endobj", endstream < 0 ? s.index : endstream);
  return after < 0 ? text.length : after;
}

/** The raw data of a stream object's text (between "stream" and "endstream"). */
export function streamData(body: string): string | null {
  const s = /\bstream\r?\n/.exec(body);
  if (!s) return null;
  const start = s.index + s[0].length;
  const length = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(body.slice(0, s.index))?.[1]);
  if (Number.isFinite(length) && start + length <= body.length) return body.slice(start, start + length);
  const end = body.lastIndexOf("endstream");
  return end > start ? body.slice(start, end).replace(/\r?\n$/, "") : null;
}

function unpackObjectStream(body: string, into: Map<number, string>): void {
  const filter = entry(body, "Filter")?.replace(/[[\]\s]/g, "");
  if ((filter && filter !== "/FlateDecode") || entry(body, "DecodeParms")) return;
  const data = streamData(body);
  if (data === null) return;
  let text: string;
  try {
    text = filter ? latin1(inflateSync(toBytes(data))) : data;
  } catch {
    return;
  }
  const n = Number(entry(body, "N"));
  const first = Number(entry(body, "First"));
  const header = text.slice(0, first).trim().split(/\s+/).map(Number);
  for (let i = 0; i < n && 2 * i + 1 < header.length; i++) {
    const start = first + header[2 * i + 1];
    const end = 2 * i + 3 < header.length ? first + header[2 * i + 3] : text.length;
    if (!into.has(header[2 * i])) into.set(header[2 * i], text.slice(start, end).trim());
  }
}

/** The file's objects, or null when it has no catalog to start from or is encrypted. */
export function readPdfObjects(bytes: Uint8Array): PdfObjects | null {
  const text = latin1(bytes);
  const objects = new Map<number, string>();
  const generations = new Map<number, number>();
  const header = /(\d+)\s+(\d+)\s+obj\b/g;
  for (let m = header.exec(text); m; m = header.exec(text)) {
    const start = m.index + m[0].length;
    const end = objectEnd(text, start);
    // A later definition (an incremental update) replaces an earlier one.
    objects.set(Number(m[1]), text.slice(start, end).trim());
    if (Number(m[2]) !== 0) generations.set(Number(m[1]), Number(m[2]));
    header.lastIndex = Math.max(end, start);
  }
  const packed = new Map<number, string>();
  for (const [num, body] of objects) {
    const type = entry(body, "Type");
    if (type === "/ObjStm") unpackObjectStream(body, packed);
    if (type === "/ObjStm" || type === "/XRef") objects.delete(num);
  }
  for (const [num, body] of packed) if (!objects.has(num)) objects.set(num, body);
  const trailers = [...text.matchAll(/trailer\s*(<<[\s\S]*?>>)\s*startxref/g)].map((m) => m[1]);
  const xrefStreams = [...text.matchAll(/\/Type\s*\/XRef\b[\s\S]{0,2000}?>>/g)].map((m) => m[0]);
  const dicts = [...trailers, ...xrefStreams.map((s) => `<<${s}`)];
  if (dicts.some((d) => /\/Encrypt\b/.test(d))) return null;
  const last = (key: string) =>
    dicts.map((d) => refNumber(new RegExp(`/${key}\\s+(\\d+\\s+\\d+\\s+R)`).exec(d)?.[1])).findLast((n) => n !== null);
  const root = last("Root") ?? [...objects].find(([, b]) => /\/Type\s*\/Catalog\b/.test(b))?.[0];
  if (root === undefined || root === null || !objects.has(root)) return null;
  let max = 0;
  for (const n of objects.keys()) max = Math.max(max, n);
  return { objects, generations, root, info: last("Info") ?? null, next: max + 1 };
}

/** Adds an object and returns its number. */
export function addObject(pdf: PdfObjects, body: string): number {
  const num = pdf.next++;
  pdf.objects.set(num, body);
  return num;
}

export const ref = (pdf: PdfObjects, num: number) => `${num} ${pdf.generations.get(num) ?? 0} R`;

/** Ways to spoil the cross-reference table as it is written. */
export interface XrefDamage {
  /** Added to every offset. */
  shift?: number;
  /** Every offset written as this one. */
  allAt?: number;
  /** The table ends after this share of its entries (0–1). */
  cutAt?: number;
  /** Replaces the trailer's /Size. */
  size?: string;
  /** Extra trailer entries (a /Prev pointing at the table itself, say). */
  trailerExtra?: string;
  /** Replaces the startxref offset. */
  startxref?: string;
  /** A cross-reference table with no trailer or startxref at all. */
  noTrailer?: boolean;
  /** Written packed instead: objects in an object stream, a cross-reference stream (pdf-packed.ts). */
  packed?: "flate" | "hex-then-flate";
}

export function writePdfObjects(pdf: PdfObjects, damage: XrefDamage = {}): Uint8Array {
  const parts: string[] = ["%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"];
  let length = parts[0].length;
  const offsets = new Map<number, number>();
  const nums = [...pdf.objects.keys()].sort((a, b) => a - b);
  for (const num of nums) {
    offsets.set(num, length);
    const text = `${num} ${pdf.generations.get(num) ?? 0} obj\n${pdf.objects.get(num)}\nendobj\n`;
    parts.push(text);
    length += text.length;
  }
  const size = (nums[nums.length - 1] ?? 0) + 1;
  const rows = ["0000000000 65535 f \n"];
  for (let n = 1; n < size; n++) {
    const at = offsets.get(n);
    const offset = at === undefined ? 0 : (damage.allAt ?? Math.max(0, at + (damage.shift ?? 0)));
    const gen = pdf.generations.get(n) ?? 0;
    rows.push(
      at === undefined
        ? "0000000000 65535 f \n"
        : `${String(offset).padStart(10, "0")} ${String(gen).padStart(5, "0")} n \n`,
    );
  }
  const kept = damage.cutAt === undefined ? rows : rows.slice(0, Math.floor(rows.length * damage.cutAt));
  const xrefAt = length;
  parts.push(`xref\n0 ${size}\n${kept.join("")}`);
  if (!damage.noTrailer) {
    const info = pdf.info !== null && pdf.objects.has(pdf.info) ? ` /Info ${ref(pdf, pdf.info)}` : "";
    const extra = (damage.trailerExtra ?? "").replace(/\{xref\}/g, String(xrefAt));
    parts.push(`trailer\n<< /Size ${damage.size ?? size} /Root ${ref(pdf, pdf.root)}${info}${extra} >>\n`);
    parts.push(`startxref\n${damage.startxref ?? xrefAt}\n%%EOF\n`);
  }
  return toBytes(parts.join(""));
}

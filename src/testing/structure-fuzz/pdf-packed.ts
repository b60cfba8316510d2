/**
 * Writes a PdfObjects the way modern producers do: every object that is not a stream packed
 * into one object stream, and a cross-reference stream instead of a table. The object
 * stream's filters are chosen by the caller: Flate alone, or a chain that a reader must
 * decode in two steps (hex, then Flate).
 */
import { deflateSync } from "node:zlib";
import { ref, toBytes, type PdfObjects } from "./pdf-objects";

export type PackFilters = "flate" | "hex-then-flate";

const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

function encode(data: string, filters: PackFilters): { data: string; filter: string } {
  const flate = latin1(deflateSync(toBytes(data)));
  if (filters === "flate") return { data: flate, filter: "/FlateDecode" };
  const hex = [...flate].map((c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join("") + ">";
  return { data: hex, filter: "[/ASCIIHexDecode /FlateDecode]" };
}

export function writePackedPdf(pdf: PdfObjects, filters: PackFilters = "flate"): Uint8Array {
  const nums = [...pdf.objects.keys()].sort((a, b) => a - b);
  const isStream = (body: string) => /\bstream\r?\n/.test(body);
  const packed = nums.filter((n) => !isStream(pdf.objects.get(n)!) && !pdf.generations.has(n));
  const direct = nums.filter((n) => !packed.includes(n));
  const objStm = pdf.next;
  const xrefNum = objStm + 1;
  let header = "";
  let body = "";
  for (const n of packed) {
    header += `${n} ${body.length} `;
    body += `${pdf.objects.get(n)}\n`;
  }
  // The header is part of the decoded data: it goes through the filters with the objects.
  const encoded = encode(header + body, filters);
  const parts = ["%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"];
  let length = parts[0].length;
  const offsets = new Map<number, number>();
  const write = (num: number, text: string) => {
    offsets.set(num, length);
    const obj = `${num} ${pdf.generations.get(num) ?? 0} obj\n${text}\nendobj\n`;
    parts.push(obj);
    length += obj.length;
  };
  for (const n of direct) write(n, pdf.objects.get(n)!);
  const stm = `<< /Type /ObjStm /N ${packed.length} /First ${header.length} /Filter ${encoded.filter} /Length ${encoded.data.length} >>`;
  write(objStm, `${stm}\nstream\n${encoded.data}\nendstream`);
  const size = xrefNum + 1;
  const rows: number[][] = [];
  const index = new Map(packed.map((n, i) => [n, i]));
  for (let n = 0; n < size; n++) {
    if (index.has(n)) rows.push([2, objStm, index.get(n)!]);
    else if (offsets.has(n)) rows.push([1, offsets.get(n)!, pdf.generations.get(n) ?? 0]);
    else if (n === xrefNum) rows.push([1, length, 0]);
    else rows.push([0, 0, 65535]);
  }
  const data = rows
    .map(([t, a, b]) =>
      String.fromCharCode(t, (a >>> 24) & 255, (a >>> 16) & 255, (a >>> 8) & 255, a & 255, (b >>> 8) & 255, b & 255),
    )
    .join("");
  const xrefAt = length;
  const info = pdf.info !== null && pdf.objects.has(pdf.info) ? ` /Info ${ref(pdf, pdf.info)}` : "";
  parts.push(
    `${xrefNum} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root ${ref(pdf, pdf.root)}${info} /Length ${data.length} >>\nstream\n${data}\nendstream\nendobj\n`,
  );
  parts.push(`startxref\n${xrefAt}\n%%EOF\n`);
  return toBytes(parts.join(""));
}

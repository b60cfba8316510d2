/**
 * Writes numbered PDF objects out as a PDF file: the header, each object framed as `n 0 obj … endobj`, a
 * cross-reference table of their byte offsets and the trailer naming the catalog. The one serialiser of the
 * PDFs the project writes itself: the layout workers' warm-up document (workers/engine/warm-up-pdf.ts) and the
 * PDFs the tests generate (src/testing/make-pdf.ts and its siblings). Pure: no node: imports, so a worker and
 * a test both use it.
 */

import { joinBytes } from "./join-bytes";

/** An object's body: text (written as UTF-8; ASCII in a well-formed PDF), bytes (a compressed stream), or both. */
export type PdfObjectBody = string | Uint8Array | readonly (string | Uint8Array)[];

// The host's encoder (every browser, worker and Node has one); core's types name no host API.
type Encoder = { encode(text: string): Uint8Array };
const encoder = new (globalThis as unknown as { TextEncoder: new () => Encoder }).TextEncoder();
const bytesOf = (part: string | Uint8Array) => (typeof part === "string" ? encoder.encode(part) : part);

/**
 * Numbered object bodies (object 1 first) as a PDF file of `version` with a cross-reference table; `root` is the
 * catalog's number. Offsets are counted in bytes, so binary stream data may sit between the objects.
 */
export function serializePdf(objects: readonly PdfObjectBody[], root: number, version = "1.4"): Uint8Array {
  const chunks: Uint8Array[] = [encoder.encode(`%PDF-${version}\n`)];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  const push = (part: string | Uint8Array) => {
    const bytes = bytesOf(part);
    chunks.push(bytes);
    offset += bytes.length;
  };
  objects.forEach((body, i) => {
    offsets.push(offset);
    push(`${i + 1} 0 obj\n`);
    for (const part of typeof body === "string" || body instanceof Uint8Array ? [body] : body) push(part);
    push("\nendobj\n");
  });
  const entries = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
      `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  );
  return joinBytes(chunks);
}

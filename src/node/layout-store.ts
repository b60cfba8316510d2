/**
 * Layouts of PDFs cached on disk by the file's content hash, for the CLI (`pincite
 * ask|answer`, in the user's cache directory) and the evals (under scratch/): a second
 * question on the same file reads its layout back instead of laying it out again, and a
 * file renamed, copied or moved still hits, while a file changed in place never does.
 *
 * An entry is one file: a 4-byte length, a JSON head (format, version, the document's
 * info, each page's wire head and word texts), then every page's numbers as float64 (the
 * page wire's form, core/layout/page-wire.ts), so reading one back is a JSON parse of the
 * texts and a view of the numbers, not a parse of every coordinate as digits. A missing,
 * stale or damaged entry is laid out again and rewritten (atomically: a run interrupted
 * mid-write leaves no half entry).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodePage, encodePage, type PageWire } from "../core/layout/page-wire";
import type { DocumentLayout } from "../core/types";

/** Bumped when what a layout holds changes; "pdfium" marks layouts from the PDFium engine. */
export const LAYOUT_CACHE_VERSION = "19-tex-ligatures";
const FORMAT = "pincite-layout-cache";

interface EntryHead {
  format: typeof FORMAT;
  version: string;
  info: Omit<DocumentLayout, "pages">;
  pages: { head: PageWire["head"]; texts: string; numbers: number }[];
}

/** The user's cache directory for Pincite's layouts: PINCITE_CACHE_DIR, else XDG_CACHE_HOME, else ~/.cache. */
export function userLayoutCacheDir(): string {
  if (process.env.PINCITE_CACHE_DIR) return path.resolve(process.env.PINCITE_CACHE_DIR);
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return path.join(base, "pincite", "layouts");
}

export const contentHash = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

const entryPath = (dir: string, hash: string) => path.join(dir, `${hash}.v${LAYOUT_CACHE_VERSION}.layout`);

export function serialiseLayout(layout: DocumentLayout): Buffer {
  const { pages, ...info } = layout;
  const wires = pages.map(encodePage);
  const head: EntryHead = {
    format: FORMAT,
    version: LAYOUT_CACHE_VERSION,
    info,
    pages: wires.map((w) => ({ head: w.head, texts: w.texts, numbers: w.numbers.length })),
  };
  const json = Buffer.from(JSON.stringify(head), "utf8");
  // The numbers start on an 8-byte boundary so they can be viewed as float64 in place.
  const start = Math.ceil((4 + json.length) / 8) * 8;
  const out = Buffer.alloc(start + wires.reduce((n, w) => n + w.numbers.byteLength, 0));
  out.writeUInt32LE(json.length, 0);
  json.copy(out, 4);
  let at = start;
  for (const w of wires) {
    Buffer.from(w.numbers.buffer, w.numbers.byteOffset, w.numbers.byteLength).copy(out, at);
    at += w.numbers.byteLength;
  }
  return out;
}

/** @throws Error when the entry is not one this version wrote or is cut short. */
export function deserialiseLayout(buf: Buffer): DocumentLayout {
  const length = buf.readUInt32LE(0);
  const head = JSON.parse(buf.toString("utf8", 4, 4 + length)) as EntryHead;
  if (head.format !== FORMAT || head.version !== LAYOUT_CACHE_VERSION) throw new Error("not this version's entry");
  const start = Math.ceil((4 + length) / 8) * 8;
  const expected = head.pages.reduce((n, p) => n + p.numbers, 0);
  if (buf.length - start !== expected * 8) throw new Error("entry cut short");
  // One copy into an aligned buffer (a Buffer's own offset need not be a multiple of 8).
  const numbers = new Float64Array(buf.buffer.slice(buf.byteOffset + start, buf.byteOffset + buf.length));
  let at = 0;
  const pages = head.pages.map((p) => {
    const wire: PageWire = { head: p.head, texts: p.texts, numbers: numbers.subarray(at, (at += p.numbers)) };
    return decodePage(wire);
  });
  return { ...head.info, pages };
}

export interface CachedLayout {
  layout: DocumentLayout;
  hit: boolean;
}

/**
 * The layout of `bytes` from the cache in `dir`, or from `layOut` (then stored).
 * A failure to write the cache is not an error: the layout is still returned.
 */
export async function layoutByContent(
  bytes: Uint8Array,
  dir: string,
  layOut: (bytes: Uint8Array) => Promise<DocumentLayout>,
): Promise<CachedLayout> {
  const file = entryPath(dir, contentHash(bytes));
  if (fs.existsSync(file)) {
    try {
      return { layout: deserialiseLayout(fs.readFileSync(file)), hit: true };
    } catch {
      // A damaged or foreign entry is laid out again and replaced below.
    }
  }
  const layout = await layOut(bytes);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, serialiseLayout(layout));
    fs.renameSync(tmp, file);
  } catch {
    // A read-only or full cache directory costs the next run a layout, nothing more.
  }
  return { layout, hit: false };
}

/**
 * Reads a PDF's objects by number, straight from the bytes, so that the trees an engine
 * would walk inside itself (where no limit of ours reaches) can be walked first here, with
 * a visited set and limits. It follows the cross-reference chain (tables and streams, each
 * offset visited once) and unpacks object streams; when the chain is broken it scans the
 * file for "N G obj" as the engines' own repair does. It gives up (null) rather than guess.
 */
import { isDict, isRef, PdfLexer, type PdfDict, type PdfValue } from "./pdf-lexer";
import { decodeStream } from "./stream-data";
import { readStreamRows, readTableRows, type Entry } from "./xref-rows";

const MAX_SCAN_BYTES = 64 * 1024 * 1024;
/** Cross-reference sections followed through /Prev (a chain that loops ends at a seen offset). */
const MAX_SECTIONS = 64;
/**
 * The first window an object is read in, grown eightfold until the object parses whole. Most
 * objects (a page, a tree node, a length) are under a hundred bytes, and both workers read the
 * whole page tree at the start of a document: decoding 4 KB for each cost some 80 ms a worker
 * on a 250-page filing, 512 bytes about a fifth of it. A value cut at the window's end is read
 * as truncated (an unclosed dict, array or string), so what is read does not change.
 */
const FIRST_WINDOW = 512;

export class StructureReader {
  private readonly entries = new Map<number, Entry>();
  private scanned: Map<number, number> | null = null;
  private whole: string | undefined;
  private readonly packed = new Map<number, Promise<{ text: string; offsets: Map<number, number> } | null>>();
  private readonly cache = new Map<number, PdfValue | undefined>();
  trailer: PdfDict | null = null;

  private constructor(private readonly bytes: Uint8Array) {}

  /** A reader over the file, or null when neither its cross-references nor a scan find a catalog. */
  static async open(bytes: Uint8Array): Promise<StructureReader | null> {
    const reader = new StructureReader(bytes);
    await reader.readChain().catch(() => undefined);
    if (!isRef(reader.trailer?.get("Root"))) reader.scanForTrailer();
    return isRef(reader.trailer?.get("Root")) ? reader : null;
  }

  private text(start: number, length: number): string {
    return new TextDecoder("latin1").decode(this.bytes.subarray(start, Math.min(this.bytes.length, start + length)));
  }

  /** The value at `at` ("N G obj value"), read in growing windows until it parses whole. */
  private parseAt(at: number, num?: number): { value: PdfValue | undefined; end: number; text: string } | null {
    for (let window = FIRST_WINDOW; ; window *= 8) {
      const text = this.text(at, window);
      const lexer = new PdfLexer(text);
      const [n, , obj] = [lexer.token(), lexer.token(), lexer.token()];
      if (obj !== "obj" || (num !== undefined && Number(n) !== num)) return null;
      const value = lexer.value();
      if (!lexer.truncated || at + window >= this.bytes.length) return { value, end: at + lexer.pos, text };
    }
  }

  /** The raw data of the stream whose dictionary ends at `end`. */
  private streamBytes(dict: PdfDict, end: number): Uint8Array | null {
    const head = this.text(end, 32);
    const m = /^\s*stream\r?\n/.exec(head);
    if (!m) return null;
    const start = end + m[0].length;
    const length = dict.get("Length");
    if (typeof length === "number" && length >= 0 && start + length <= this.bytes.length)
      return this.bytes.subarray(start, start + length);
    // An indirect or wrong length: up to "endstream".
    const rest = this.text(start, Math.min(MAX_SCAN_BYTES, this.bytes.length - start));
    const stop = rest.indexOf("endstream");
    return stop < 0 ? null : this.bytes.subarray(start, start + stop).subarray(0, Math.max(0, stop));
  }

  private async readChain(): Promise<void> {
    const tail = this.text(Math.max(0, this.bytes.length - 2048), 2048);
    const found = [...tail.matchAll(/startxref\s+(\d+)/g)].pop();
    const seen = new Set<number>();
    for (let at = found ? Number(found[1]) : -1; at >= 0 && !seen.has(at) && seen.size < MAX_SECTIONS;) {
      seen.add(at);
      const next = /^\s*xref/.test(this.text(at, 16)) ? this.readTable(at) : await this.readStream(at);
      if (!next) return;
      this.trailer ??= next;
      const hybrid = next.get("XRefStm");
      if (typeof hybrid === "number" && !seen.has(hybrid)) {
        seen.add(hybrid);
        await this.readStream(hybrid);
      }
      const prev = next.get("Prev");
      at = typeof prev === "number" ? prev : -1;
    }
  }

  /** A classic table: its entries (newer sections, read first, win) and its trailer. */
  private readTable(at: number): PdfDict | null {
    // A table is 20 bytes an object: read it in growing windows up to its trailer.
    let head = "";
    let trailerAt = -1;
    for (let window = 256 * 1024; trailerAt < 0; window *= 4) {
      head = this.text(at, window);
      trailerAt = head.indexOf("trailer");
      if (at + window >= this.bytes.length || window > MAX_SCAN_BYTES) break;
    }
    if (trailerAt < 0) return null;
    const body = head.slice(0, trailerAt);
    readTableRows(body, this.entries);
    const trailer = new PdfLexer(head, trailerAt + 7).value();
    return isDict(trailer) ? trailer : null;
  }

  private async readStream(at: number): Promise<PdfDict | null> {
    const parsed = this.parseAt(at);
    if (!parsed || !isDict(parsed.value)) return null;
    const dict = parsed.value;
    const raw = this.streamBytes(dict, parsed.end);
    const data = raw && (await decodeStream(dict, raw));
    const w = dict.get("W");
    if (!data || !Array.isArray(w) || w.length < 3 || !w.every((x) => typeof x === "number" && x >= 0 && x <= 8))
      return null;
    readStreamRows(dict, data, w as number[], this.entries);
    return dict;
  }

  /** The whole file as text, decoded once for the two scans of a broken file (up to MAX_SCAN_BYTES). */
  private wholeText(): string {
    return (this.whole ??= this.text(0, this.bytes.length));
  }

  /** A broken chain: every "N G obj" in the file (the last of a number wins) and the last trailer. */
  private scan(): Map<number, number> {
    if (this.scanned) return this.scanned;
    this.scanned = new Map();
    if (this.bytes.length > MAX_SCAN_BYTES) return this.scanned;
    const text = this.wholeText();
    for (const m of text.matchAll(/(?<![\d])(\d{1,10})\s+\d{1,5}\s+obj\b/g)) this.scanned.set(Number(m[1]), m.index);
    return this.scanned;
  }

  private scanForTrailer(): void {
    const text = this.bytes.length > MAX_SCAN_BYTES ? "" : this.wholeText();
    const at = text.lastIndexOf("trailer");
    const trailer = at >= 0 ? new PdfLexer(text, at + 7).value() : undefined;
    if (isDict(trailer) && isRef(trailer.get("Root"))) {
      this.trailer = trailer;
      return;
    }
    const catalog = /(\d+)\s+\d+\s+obj\s*<<(?:(?!endobj)[\s\S]){0,4096}?\/Type\s*\/Catalog\b/.exec(text);
    if (catalog) this.trailer = new Map([["Root", { ref: Number(catalog[1]) }]]);
  }

  /** Object `num`, or undefined when the file does not hold it (or it cannot be unpacked). */
  async object(num: number): Promise<PdfValue | undefined> {
    if (!this.cache.has(num)) this.cache.set(num, await this.load(num));
    return this.cache.get(num);
  }

  private async load(num: number): Promise<PdfValue | undefined> {
    const entry = this.entries.get(num);
    if (entry && "inStream" in entry) return this.packedObject(entry.inStream, num);
    const direct = entry ? this.parseAt(entry.at, num) : null;
    if (direct) return direct.value;
    // A wrong offset: where the file really holds it.
    const at = this.scan().get(num);
    return at === undefined ? undefined : this.parseAt(at, num)?.value;
  }

  private async packedObject(stream: number, num: number): Promise<PdfValue | undefined> {
    if (!this.packed.has(stream)) this.packed.set(stream, this.unpack(stream));
    const unpacked = await this.packed.get(stream);
    const at = unpacked?.offsets.get(num);
    return unpacked && at !== undefined ? new PdfLexer(unpacked.text, at).value() : undefined;
  }

  private async unpack(stream: number): Promise<{ text: string; offsets: Map<number, number> } | null> {
    const entry = this.entries.get(stream);
    const parsed = entry && "at" in entry ? this.parseAt(entry.at, stream) : null;
    if (!parsed || !isDict(parsed.value)) return null;
    const raw = this.streamBytes(parsed.value, parsed.end);
    const data = raw && (await decodeStream(parsed.value, raw));
    if (!data) return null;
    const text = new TextDecoder("latin1").decode(data);
    const first = parsed.value.get("First");
    const n = parsed.value.get("N");
    if (typeof first !== "number" || typeof n !== "number") return null;
    const header = text.slice(0, first).trim().split(/\s+/).map(Number);
    const offsets = new Map<number, number>();
    for (let i = 0; i + 1 < header.length && i < 2 * n; i += 2) offsets.set(header[i], first + header[i + 1]);
    return { text, offsets };
  }

  /** The decoded data of stream object `num`, or null when it is no stream or its filter is not read here. */
  async streamData(num: number): Promise<Uint8Array | null> {
    const entry = this.entries.get(num);
    const at = entry && "at" in entry ? entry.at : this.scan().get(num);
    const parsed = at === undefined ? null : this.parseAt(at, num);
    if (!parsed || !isDict(parsed.value)) return null;
    // An indirect /Length is read, not left to a search for "endstream" through the rest of the file.
    const dict = new Map(parsed.value);
    const length = await this.resolve(dict.get("Length"));
    if (typeof length === "number") dict.set("Length", length);
    const raw = this.streamBytes(dict, parsed.end);
    return raw && decodeStream(dict, raw);
  }

  /** A value with a reference followed (and a reference to a reference, a few times). */
  async resolve(value: PdfValue | undefined): Promise<PdfValue | undefined> {
    for (let hops = 0; hops < 8 && isRef(value); hops++) value = await this.object(value.ref);
    return isRef(value) ? undefined : value;
  }

  async catalog(): Promise<PdfDict | null> {
    const root = await this.resolve(this.trailer?.get("Root"));
    return isDict(root) ? root : null;
  }
}

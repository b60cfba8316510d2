/**
 * A page's content streams, read from the file's bytes through the structure reader: the page
 * tree is walked once, in order, with a visited set and a cap, and each of the page's /Contents
 * streams is decoded (Flate or none). Gives null, never a guess, when the tree, a stream or its
 * filter cannot be read, or the file is encrypted (its streams are not plain content).
 */
import { isDict, isRef, nameOf, type PdfValue } from "./pdf-lexer";
import type { StructureReader } from "./structure-reader";

/** Pages walked at most; a tree that claims more is not followed. */
const MAX_PAGES = 200_000;
/** A page's content larger than this (decoded) is not scanned. */
const MAX_CONTENT = 32 * 1024 * 1024;

export class PageContents {
  private pages: Promise<number[] | null> | null = null;

  constructor(private readonly reader: StructureReader) {}

  /** The decoded content streams of page `pageNumber` (1-based), in order, or null. */
  async streams(pageNumber: number): Promise<Uint8Array[] | null> {
    const pages = await (this.pages ??= this.walk());
    const ref = pages?.[pageNumber - 1];
    if (ref === undefined) return null;
    const page = await this.reader.object(ref);
    if (!isDict(page)) return null;
    const contents = await this.reader.resolve(page.get("Contents"));
    const refs: PdfValue[] = Array.isArray(contents) ? contents : [page.get("Contents") ?? null];
    const parts: Uint8Array[] = [];
    let size = 0;
    for (const part of refs) {
      if (!isRef(part)) return null;
      const data = await this.reader.streamData(part.ref);
      if (!data) return null;
      size += data.length;
      if (size > MAX_CONTENT) return null;
      parts.push(data);
    }
    return parts;
  }

  private async walk(): Promise<number[] | null> {
    if (this.reader.trailer?.has("Encrypt")) return null;
    const root = (await this.reader.catalog())?.get("Pages");
    if (!isRef(root)) return null;
    const out: number[] = [];
    const seen = new Set<number>();
    const visit = async (ref: number): Promise<boolean> => {
      if (seen.has(ref) || out.length >= MAX_PAGES) return false;
      seen.add(ref);
      const node = await this.reader.object(ref);
      if (!isDict(node)) return false;
      const kids = await this.reader.resolve(node.get("Kids"));
      if (nameOf(node.get("Type")) === "Pages" || Array.isArray(kids)) {
        if (!Array.isArray(kids)) return false;
        for (const kid of kids) if (!isRef(kid) || !(await visit(kid.ref))) return false;
        return true;
      }
      out.push(ref);
      return true;
    };
    return (await visit(root.ref)) ? out : null;
  }
}

/**
 * Which pages of a document need their content read for what PDFium loses on a TJ array with
 * an empty string (lost-tj-kerning.ts), and what it loses there. Inflating every page's content
 * beside PDFium costs a third again of the layout time of a long filing, and a producer that
 * closes arrays with empty strings does so on every page: content is read until a few pages in
 * a row hold no empty string at all, and from the first page that holds one, on every page.
 */
import { lostKerningShifts } from "./lost-tj-kerning";
import { PageContents } from "./page-content";
import type { StructureReader } from "./structure-reader";

/** Pages in a row without an empty string after which the rest are not read. */
const QUIET_PAGES = 4;

const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const LESS = 0x3c;
const GREATER = 0x3e;

/** Whether the bytes hold "()" or "<>", without decoding them: most content never does. */
export function holdsEmptyString(data: Uint8Array): boolean {
  for (let i = 1; i < data.length; i++) {
    const c = data[i];
    if ((c === CLOSE_PAREN && data[i - 1] === OPEN_PAREN) || (c === GREATER && data[i - 1] === LESS)) return true;
  }
  return false;
}

export class LostKerningPages {
  private contents: Promise<PageContents | null> | null = null;
  private quiet = 0;
  private found = false;

  /** `structure` opens the file's structure reader, shared with the document's other reads. */
  constructor(private readonly structure: () => Promise<StructureReader | null>) {}

  /** What PDFium loses on each text object of the page; undefined when nothing or not read. */
  async shifts(pageNumber: number): Promise<number[] | undefined> {
    if (!this.found && this.quiet >= QUIET_PAGES) return undefined;
    this.contents ??= this.structure().then(
      (reader) => reader && new PageContents(reader),
      () => null,
    );
    const streams = await (await this.contents)?.streams(pageNumber).catch(() => null);
    if (!streams?.some(holdsEmptyString)) {
      this.quiet++;
      return undefined;
    }
    this.found = true;
    // Streams of one page are one content: an operator may not span two, but a space parts them.
    const text = streams.map((s) => new TextDecoder("latin1").decode(s)).join("\n");
    return lostKerningShifts(text) ?? undefined;
  }
}

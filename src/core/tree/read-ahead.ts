/**
 * What the tree reads of each page on its own, read as the page arrives from layout: the
 * reading worker holds every page while the layout workers are still busy, and the tree is
 * built only once the last one is in. Read here, a page's contents entries (an early page's:
 * the contents search reads no others), its normalised lines (the title search's index), its
 * prose by type size (the body size) and its heading candidates are memos the build finds
 * ready, their code compiled by then, instead of costing the time between the last page laid
 * out and the contents shown. Each memo depends on the page's lines alone, or (the heading
 * candidates) on the document's body size too: they are read against the body size of the
 * pages in so far, and found by the build only when the whole document's is the same (a
 * filing's body type shows on its first pages). So the tree is the same either way.
 */
import type { PageLayout } from "../types";
import { earlyPages, pageEntries } from "./contents-find";
import { candidatesOf } from "./headings";
import { pageTextOf } from "./text-match";
import { addProse, bodyOf } from "./style";

export class TreeReadAhead {
  /** The prose of the pages read so far, by type size. */
  private readonly prose = new Map<number, { chars: number; lines: number }>();

  constructor(readonly pageCount: number) {}

  read(page: PageLayout): void {
    const text = pageTextOf(page.lines);
    for (let i = 0; i < page.lines.length; i++) text.single(i);
    addProse(this.prose, page.lines);
    if (page.page <= earlyPages(this)) pageEntries(page.lines, page.page);
    candidatesOf(page, bodyOf(this.prose));
  }
}

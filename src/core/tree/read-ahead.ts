/**
 * What the tree reads of each page on its own, read as the page arrives from layout: the
 * reading worker holds every page while the layout workers are still busy, and the tree is
 * built only once the last one is in. Read here, a page's contents entries (an early page's:
 * the contents search reads no others), its normalised lines (the title search's index) and
 * its prose by type size (the body size) are memos the build finds ready, their code
 * compiled by then, instead of costing the time between the last page laid out and the
 * contents shown. Each memo depends on the page's lines alone, so the tree is the same.
 */
import type { PageLayout } from "../types";
import { earlyPages, pageEntries } from "./contents-find";
import { pageTextOf } from "./text-match";
import { pageProse } from "./style";

export function readPageAhead(page: PageLayout, pageCount: number): void {
  const text = pageTextOf(page.lines);
  for (let i = 0; i < page.lines.length; i++) text.single(i);
  pageProse(page.lines);
  if (page.page <= earlyPages({ pageCount })) pageEntries(page.lines, page.page);
}

/**
 * Last resort, never an error: with no usable structure the document is cut into
 * blocks of about ten pages so navigation still has sections to rank.
 */
import type { DocumentLayout } from "../types";
import type { Heading } from "./types";

export const FALLBACK_BLOCK = 10;

export function fallbackHeadings(layout: DocumentLayout): Heading[] {
  const out: Heading[] = [];
  for (let p = 1; p <= Math.max(1, layout.pageCount); p += FALLBACK_BLOCK) {
    const last = Math.min(layout.pageCount, p + FALLBACK_BLOCK - 1);
    out.push({ title: p === last ? `Page ${p}` : `Pages ${p}–${last}`, level: 1, page: p, line: 0 });
  }
  return out;
}

/**
 * Printed page numbers → physical pages. A cross-reference index names the annual
 * report's printed pages ("14–21"), and the report's numbering starts after covers and
 * may restart in the 10-K part, so the offset is read from the numbers producers print in
 * the page margins: the offset that most of the index's references agree on wins.
 */
import type { DocumentLayout } from "../types";

/** A number opening or closing a short line: "12", "Page 12", "12 | Annual Report", "Acme 2023 Annual Report 12". */
const FOLIO = /^(?:page\s+)?(\d{1,3})(?=$|\s*\||\s+\D)|(?:^|\s|\|)(\d{1,3})$/i;

/** Numbers each page prints in its head or foot band (index 0 = page 1); a page may offer several. */
export function folios(layout: DocumentLayout): number[][] {
  const out: number[][] = Array.from({ length: layout.pageCount }, () => []);
  for (const p of layout.pages) {
    if (p.page < 1 || p.page > layout.pageCount) continue;
    for (const l of p.lines) {
      if ((l.y0 < 0.9 && l.y1 > 0.1) || l.words.length > 8) continue;
      const m = FOLIO.exec(l.text.trim());
      if (m) out[p.page - 1].push(Number(m[1] ?? m[2]));
    }
  }
  return out;
}

/**
 * A resolver from printed to physical pages for one set of references: the offset most
 * references agree on (physical − printed, from pages whose folio matches); 0 votes
 * leaves the fallback offset (the one the contents page's entries agree on, when the
 * caller has it).
 */
export function printedResolver(layout: DocumentLayout, refs: number[], fallback = 0): (printed: number) => number {
  const printed = folios(layout);
  const votes = new Map<number, number>();
  for (const n of new Set(refs)) {
    printed.forEach((f, i) => {
      if (f.includes(n)) votes.set(i + 1 - n, (votes.get(i + 1 - n) ?? 0) + 1);
    });
  }
  let offset = fallback;
  let best = 0;
  for (const [d, v] of [...votes].sort((a, b) => a[0] - b[0])) if (v > best) [offset, best] = [d, v];
  const clamp = (p: number) => Math.min(layout.pageCount, Math.max(1, p));
  return (n) => {
    const expected = clamp(n + offset);
    // Unnumbered pages between parts shift the numbering a little: a nearby page printing n wins.
    const near = [0, -1, 1, -2, 2, -3, 3].map((d) => expected + d).find((p) => printed[p - 1]?.includes(n));
    return near ?? expected;
  };
}

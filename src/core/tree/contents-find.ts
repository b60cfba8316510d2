/**
 * Source 2, step 1: find the contents page(s) among the early pages and list candidate
 * entries (title + printed page number). Rows are rebuilt from lines sharing a baseline,
 * because table-like contents put "Item 7.", the title and "25" in separate columns.
 */
import type { DocumentLayout, Line } from "../types";
import { parseLabel } from "./labels";

export interface ContentsEntry {
  title: string;
  /** Printed page reference as written ("25", "F-3", "iv"), or null for "PART II"-style rows. */
  printed: string | null;
  x0: number;
  /** Physical page of the contents page the entry is listed on. */
  listedOn: number;
}

export interface Row {
  text: string;
  x0: number;
  y0: number;
  height: number;
}

export function rowsOf(lines: Line[]): Row[] {
  const sorted = [...lines].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const rows: { parts: Line[]; baseline: number }[] = [];
  for (const l of sorted) {
    const last = rows[rows.length - 1];
    if (last && Math.abs(l.baseline - last.baseline) < 0.004) last.parts.push(l);
    else rows.push({ parts: [l], baseline: l.baseline });
  }
  return rows.map(({ parts }) => {
    parts.sort((a, b) => a.x0 - b.x0);
    return {
      text: parts.map((p) => p.text.trim()).join(" "),
      x0: parts[0].x0,
      y0: parts[0].y0,
      height: parts[0].y1 - parts[0].y0,
    };
  });
}

const PAGE_REF = /^(.*?)[\s.·…_\-–]*\s(?:page\s+)?((?:[A-Z]{1,2}\s?-\s?)?\d{1,4}|[ivxl]{1,6})\s*$/;

/** Split "Item 7. Management's … 25" into title and printed page; null when the row has none. */
export function splitPageRef(text: string): { title: string; printed: string } | null {
  const m = PAGE_REF.exec(text.replace(/\s+/g, " ").trim());
  if (!m) return null;
  const title = m[1].replace(/[\s.·…_]+$/, "").trim();
  if ((title.match(/[A-Za-z]/g) ?? []).length < 3) return null;
  // "PART II" is a label, not a title with page "II"; years are not page numbers.
  if (/\b(part|article|item|note)$/i.test(title) || /^(19|20)\d\d$/.test(m[2])) return null;
  return { title, printed: m[2].replace(/\s/g, "") };
}

function isLabelOnly(text: string): boolean {
  const l = parseLabel(text);
  return !!l && (l.kind === "part" || l.kind === "item") && text.length < 60;
}

/** Entries of one page: numbered rows, wrapped titles joined, unnumbered PART rows kept. */
export function pageEntries(lines: Line[], page: number): ContentsEntry[] {
  const rows = rowsOf(lines);
  const out: ContentsEntry[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const ref = splitPageRef(r.text);
    if (ref) {
      out.push({ title: ref.title, printed: ref.printed, x0: r.x0, listedOn: page });
      continue;
    }
    const next = rows[i + 1];
    const nextRef = next ? splitPageRef(next.text) : null;
    const close = next && next.y0 - r.y0 < 2.5 * Math.max(r.height, 0.008);
    const text = r.text.replace(/\s+page$/i, "");
    if (nextRef && close && (/^[a-z]/.test(next.text) || (isLabelOnly(text) && !parseLabel(next.text)))) {
      out.push({ title: `${text} ${nextRef.title}`, printed: nextRef.printed, x0: r.x0, listedOn: page });
      i++;
    } else if (close && isLabelOnly(text) && text.length < 12 && !parseLabel(next.text)) {
      // "Item 1." on one row, "Financial Statements" below, its statements listed after it.
      out.push({ title: `${text} ${next.text.trim()}`, printed: null, x0: r.x0, listedOn: page });
      i++;
    } else if (/^part\s+([ivx]{1,4}|\d)\b/i.test(text) && text.length < 80) {
      out.push({ title: text, printed: null, x0: r.x0, listedOn: page });
    }
  }
  return out;
}

function numbered(entries: ContentsEntry[]): number {
  return entries.filter((e) => e.printed !== null).length;
}

/** Pages searched for a contents page: the first fifth of the document, at least 8. */
function earlyPages(layout: DocumentLayout): number {
  return Math.min(layout.pageCount, Math.max(8, Math.ceil(layout.pageCount * 0.2)));
}

export interface ContentsPages {
  pages: number[];
  entries: ContentsEntry[];
}

/** The early page with the most entries, extended over the pages it continues onto. */
export function findContents(layout: DocumentLayout): ContentsPages | null {
  const per = new Map<number, ContentsEntry[]>();
  const entriesOf = (p: number) => {
    if (!per.has(p)) per.set(p, layout.pages[p - 1] ? pageEntries(layout.pages[p - 1].lines, p) : []);
    return per.get(p)!;
  };
  let best = 0;
  for (let p = 1; p <= earlyPages(layout); p++) {
    if (numbered(entriesOf(p)) > (best ? numbered(entriesOf(best)) : 0)) best = p;
  }
  if (!best || numbered(entriesOf(best)) < 4) return null;
  const pages = [best];
  for (let p = best + 1; p <= layout.pageCount && numbered(entriesOf(p)) >= 3; p++) pages.push(p);
  for (let p = best - 1; p >= 1 && numbered(entriesOf(p)) >= 3; p--) pages.unshift(p);
  return { pages, entries: pages.flatMap(entriesOf) };
}

/**
 * A later contents page that lists a filing's items (the 10-K's own, after an annual
 * report that has its contents page first), with the pages it continues onto.
 */
export function findItemContents(layout: DocumentLayout, after: number): ContentsPages | null {
  const items = (es: ContentsEntry[]) =>
    es.filter((e) => e.printed !== null && parseLabel(e.title)?.kind === "item").length;
  for (let p = after + 1; p <= layout.pageCount; p++) {
    const page = layout.pages[p - 1];
    if (!page || page.lines.filter((l) => /^item\s*\d/i.test(l.text.trim())).length < 4) continue;
    const first = pageEntries(page.lines, p);
    if (items(first) < 4) continue;
    const pages = [p];
    const entries = [...first];
    for (let q = p + 1; q <= layout.pageCount; q++) {
      const more = pageEntries(layout.pages[q - 1]?.lines ?? [], q);
      if (items(more) < 2) break;
      pages.push(q);
      entries.push(...more);
    }
    return { pages, entries };
  }
  return null;
}

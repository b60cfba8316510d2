/**
 * The per-document navigation index, built once after ingest: BM25 over pages, page
 * heads, section titles and section text, statement pages, and where each "Note N" and
 * "Item N" starts. Plain data, so it can be stored with the layout and reused.
 */
import type { DocumentLayout, Line, PageLayout } from "../types";
import type { SectionTree, TreeNode } from "../tree";
import { buildBm25 } from "./bm25";
import { statementOfPage } from "./statement-detect";
import { terms } from "./keywords";
import { breakdownsOf, labelTerms, tableLabels, type TableLabel } from "./table-labels";
import { findItemStarts, findNoteStarts, itemRanges } from "./anchors";
import { subHeadings } from "./sub-headings";
import type { NavIndex, NavPage, NavSection } from "./types";
import { isLonePageNumber } from "../pages/furniture";
import { isRunningLink } from "../tree/noise";

/** Lines a skim reads at the top of a page. */
const HEAD_LINES = 6;
/** A folio or a running link ("Table of Contents", "Page 3 of 9", "- iv -"), as furniture and the tree read them. */
const isRunningLine = (text: string) => isLonePageNumber(text) || isRunningLink(text);

export function pageHead(lines: Line[]): string {
  const out: string[] = [];
  for (const l of lines) {
    const t = l.text.trim();
    if (!t || isRunningLine(t) || !/[A-Za-z]/.test(t)) continue;
    out.push(t);
    if (out.length >= HEAD_LINES) break;
  }
  return out.join("\n");
}

function flattenWithPaths(nodes: TreeNode[], parent = ""): (NavSection & { line_start: number })[] {
  return nodes.flatMap((n) => {
    const path = parent ? `${parent} › ${n.title}` : n.title;
    const self: NavSection & { line_start: number } = {
      id: n.id,
      title: n.title,
      path,
      level: n.level,
      page_start: n.page_start,
      page_end: n.page_end,
      line_start: n.line_start,
    };
    if (n.extra_ranges?.length) self.extra_ranges = n.extra_ranges;
    return [self, ...flattenWithPaths(n.children, path)];
  });
}

/**
 * The lines each section owns, from its heading up to the next heading in reading order, as
 * [page, line] pairs (pages counted from 1).
 */
function ownSpans(
  layout: DocumentLayout,
  sections: { page_start: number; line_start: number }[],
): { lines: [number, number][]; span: [number, number] }[] {
  const byNumber = pagesByNumber(layout);
  return sections.map((s, i) => {
    const next = sections[i + 1];
    const endPage = next ? Math.max(s.page_start, next.page_start) : layout.pageCount;
    const lines: [number, number][] = [];
    for (let p = s.page_start; p <= endPage; p++) {
      const count = byNumber[p - 1]?.lines.length ?? 0;
      const from = p === s.page_start ? s.line_start : 0;
      const to = next && p === next.page_start ? next.line_start : count;
      for (let j = from; j < to; j++) lines.push([p, j]);
    }
    return { lines, span: [s.page_start, endPage] };
  });
}

/**
 * Each line's index terms, read once: a page's text and its sections' text are the same
 * lines, and tokenizing the document twice was most of the index's build. No token spans a
 * line break, so a text's terms are its lines' terms (a long option's term only moves up
 * among them, which no count sees).
 */
function termsByLine(pages: readonly (PageLayout | null)[]): string[][][] {
  return pages.map((p) => p?.lines.map((l) => terms(l.text)) ?? []);
}

/** A page's terms: its lines' terms when its text is its lines (as a layout makes it), else its text's own. */
function pageTerms(page: PageLayout | null, lineTerms: string[][]): string[] {
  if (!page) return [];
  return textIsLines(page) ? lineTerms.flat() : terms(page.text);
}

/** Whether a page's text is its lines joined by line breaks, read in place (a join copied the document). */
function textIsLines({ text, lines }: PageLayout): boolean {
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    if (i > 0 && text.charCodeAt(at++) !== 10) return false;
    const line = lines[i].text;
    if (!text.startsWith(line, at)) return false;
    at += line.length;
  }
  return at === text.length;
}

/** Pages by number (index 0 = page 1); a page missing from a partial layout is null. */
export function pagesByNumber(layout: DocumentLayout): (PageLayout | null)[] {
  const out: (PageLayout | null)[] = Array.from({ length: layout.pageCount }, () => null);
  for (const p of layout.pages) if (p.page >= 1 && p.page <= layout.pageCount) out[p.page - 1] = p;
  return out;
}

export function buildNavIndex(
  layout: DocumentLayout,
  tree: SectionTree,
  now: () => number = () => Date.now(),
): NavIndex {
  const t0 = now();
  const flat = flattenWithPaths(tree.nodes).sort((a, b) => a.page_start - b.page_start || a.line_start - b.line_start);
  const sections: NavSection[] = flat.map(({ line_start: _l, ...s }) => s);
  const owned = ownSpans(layout, flat);
  const pageTexts = pagesByNumber(layout);
  const lineTerms = termsByLine(pageTexts);
  const labels = pageTexts.map((p) => tableLabels(p?.lines ?? []));
  const seenLabels = new Map<string, string[]>();
  const pages: NavPage[] = pageTexts.map((p, i) => {
    const lines = p?.lines ?? [];
    const head = pageHead(lines);
    return {
      page: i + 1,
      head,
      statement: statementOfPage(head.split("\n"), lines),
      section: innermostSection(flat, i + 1),
      breakdowns: breakdownsOf(labels[i]),
      subheads: subHeadings(lines),
    };
  });
  return {
    version: 3,
    pageCount: layout.pageCount,
    pages,
    sections,
    pageBm25: buildBm25(pageTexts.map((p, i) => pageTerms(p, lineTerms[i]))),
    headBm25: buildBm25(pages.map((p) => terms(p.head))),
    titleBm25: buildBm25(sections.map((s) => terms(s.path))),
    labelBm25: buildBm25(labels.map((l) => pageLabelTerms(l, seenLabels))),
    sectionBm25: buildBm25(owned.map((o) => o.lines.flatMap(([p, j]) => lineTerms[p - 1][j]))),
    spans: owned.map((o) => o.span),
    notes: findNoteStarts(layout, sections),
    items: findItemStarts(sections),
    ...itemRanges(sections),
    build_ms: now() - t0,
  };
}

/** A page's table labels as index terms; labels repeat across pages ("Total"), so each is read once. */
function pageLabelTerms(labels: TableLabel[], seen: Map<string, string[]>): string[] {
  return labels.flatMap((l) => {
    let t = seen.get(l.text);
    if (!t) seen.set(l.text, (t = labelTerms(l.text)));
    return t;
  });
}

/** Sections are in reading order, so the last one starting at or before the page owns its top. */
function innermostSection(flat: { page_start: number }[], page: number): number {
  let found = -1;
  for (let i = 0; i < flat.length && flat[i].page_start <= page; i++) found = i;
  return found;
}

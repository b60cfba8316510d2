/**
 * Markdown, HTML, plain text and DOCX (converted to HTML first) as documents. They have
 * no pages, so we lay their lines out on synthetic pages in a monospace grid: every word
 * then has a rectangle, and navigation, answers and pincites run unchanged. The reader
 * draws these pages as text in the same grid, so highlights land on the cited lines.
 */
import {
  buildTextTree,
  htmlHeadings,
  markdownHeadings,
  plainTextHeadings,
  type SectionTree,
  type TextHeadingMarker,
  type TextTreeNode,
  type TreeNode,
} from "../tree";
import type { DocumentLayout, Line, PageLayout } from "../types";

export type TextFormat = "markdown" | "html" | "text";

/** Page geometry of the grid, in points and page fractions. */
export const TEXT_PAGE = {
  width: 612,
  height: 792,
  left: 0.1,
  top: 0.07,
  linesPerPage: 48,
  columns: 78,
  lineHeight: 0.86 / 48,
  fontSize: 10,
  charWidth: 0.8 / 78,
};

interface Source {
  lines: string[];
  markers: TextHeadingMarker[];
}

export function readTextSource(format: TextFormat, content: string): Source {
  if (format === "html") return htmlHeadings(content);
  const lines = content.replace(/\r\n?/g, "\n").split("\n");
  return { lines, markers: format === "markdown" ? markdownHeadings(lines) : plainTextHeadings(lines) };
}

/** Word-wrap one source line into grid rows (an empty line stays one empty row). */
function wrap(text: string, columns: number): string[] {
  const rows: string[] = [];
  let row = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let w = word; w.length > 0; w = w.slice(columns)) {
      const piece = w.slice(0, columns);
      if (row && row.length + 1 + piece.length > columns) {
        rows.push(row);
        row = "";
      }
      row = row ? `${row} ${piece}` : piece;
    }
  }
  rows.push(row);
  return rows;
}

function gridLine(text: string, row: number, heading: boolean): Line {
  const g = TEXT_PAGE;
  const y0 = g.top + row * g.lineHeight;
  const words = [];
  let col = 0;
  for (const part of text.split(" ")) {
    if (part)
      words.push({
        text: part,
        x0: g.left + col * g.charWidth,
        x1: g.left + (col + part.length) * g.charWidth,
        y0,
        y1: y0 + g.lineHeight * 0.9,
      });
    col += part.length + 1;
  }
  const x1 = words.length ? words[words.length - 1].x1 : g.left;
  return {
    text,
    words,
    x0: g.left,
    y0,
    x1,
    y1: y0 + g.lineHeight * 0.9,
    fontSize: heading ? g.fontSize * 1.2 : g.fontSize,
    bold: heading,
    baseline: y0 + g.lineHeight * 0.75,
    column: 0,
  };
}

/** Where each source line starts on the grid: page (1-based) and row on that page. */
type Place = { page: number; row: number };

function layOut(source: Source): { pages: PageLayout[]; places: Place[] } {
  const headingLines = new Map(source.markers.map((m) => [m.line, m]));
  const pages: PageLayout[] = [];
  const places: Place[] = [];
  let lines: Line[] = [];
  const flush = () => {
    pages.push({
      page: pages.length + 1,
      width: TEXT_PAGE.width,
      height: TEXT_PAGE.height,
      lines,
      text: lines.map((l) => l.text).join("\n"),
      status: "ok",
    });
    lines = [];
  };
  source.lines.forEach((raw, i) => {
    const marker = headingLines.get(i);
    const rows = wrap(marker ? marker.title : raw, TEXT_PAGE.columns);
    if (lines.length + rows.length > TEXT_PAGE.linesPerPage && lines.length > 0) flush();
    places.push({ page: pages.length + 1, row: lines.length });
    for (const r of rows) {
      if (lines.length === TEXT_PAGE.linesPerPage) flush();
      lines.push(gridLine(r, lines.length, !!marker));
    }
  });
  if (lines.length || pages.length === 0) flush();
  return { pages, places };
}

function toTreeNode(node: TextTreeNode, places: Place[], lastPage: number): TreeNode {
  const start = places[node.line_start] ?? { page: lastPage, row: 0 };
  const end = places[node.line_end] ?? { page: lastPage, row: 0 };
  return {
    id: node.id,
    title: node.title,
    level: node.level,
    page_start: start.page,
    page_end: Math.max(start.page, end.page),
    line_start: start.row,
    children: node.children.map((c) => toTreeNode(c, places, lastPage)),
  };
}

/** A text document's layout on grid pages and its heading tree placed on them. */
export function textDocument(
  format: TextFormat,
  content: string,
  title: string | null,
): { layout: DocumentLayout; tree: SectionTree } {
  const source = readTextSource(format, content);
  const { pages, places } = layOut(source);
  const textTree = buildTextTree(source.lines.length, source.markers);
  const tree: SectionTree = {
    source: textTree.source,
    repair: "not-needed",
    nodes: textTree.nodes.map((n) => toTreeNode(n, places, pages.length)),
  };
  const firstHeading = source.markers[0]?.title ?? null;
  return {
    layout: { pageCount: pages.length, title: title ?? firstHeading, outline: [], pageLabels: null, format, pages },
    tree,
  };
}

/** The format a file name says it has, or null for anything that is not text we read. */
export function textFormatOf(fileName: string): TextFormat | "docx" | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === "md" || ext === "markdown") return "markdown";
  if (ext === "html" || ext === "htm") return "html";
  if (ext === "txt" || ext === "text") return "text";
  if (ext === "docx") return "docx";
  return null;
}

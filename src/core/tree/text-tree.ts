/**
 * Heading trees for documents without pages (Markdown, HTML, plain text; DOCX later
 * through the same entry point). A format parser yields the rendered text lines and
 * heading markers; `buildTextTree` nests them and gives each node its line range, so
 * citations point at lines of the rendered text.
 */
// HTML's two thousand named and all numeric references, read as a browser reads them: a kept table
// beats a hand-typed list of six (library: entities).
import { decodeHTML } from "entities";
import { parseLabel } from "./labels";
import type { TextHeadingMarker, TextTree, TextTreeNode } from "./types";

const BLOCK_LINES = 200;

/** Nest markers by level; a section runs to the line before the next heading at its level or above. */
export function buildTextTree(lineCount: number, markers: TextHeadingMarker[]): TextTree {
  const ms = [...markers].filter((m) => m.line >= 0 && m.line < lineCount).sort((a, b) => a.line - b.line);
  if (!ms.length) return { source: "fallback", nodes: fallbackBlocks(lineCount) };
  const roots: TextTreeNode[] = [];
  const stack: TextTreeNode[] = [];
  ms.forEach((m, i) => {
    let j = i + 1;
    while (j < ms.length && ms[j].level > m.level) j++;
    const node: TextTreeNode = {
      id: "",
      title: m.title,
      level: m.level,
      line_start: m.line,
      line_end: (j < ms.length ? ms[j].line : lineCount) - 1,
      children: [],
    };
    while (stack.length && stack[stack.length - 1].level >= m.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  });
  renumber(roots, 1, "t");
  return { source: "headings", nodes: roots };
}

function renumber(nodes: TextTreeNode[], level: number, prefix: string): void {
  nodes.forEach((n, i) => {
    n.level = level;
    n.id = `${prefix}${prefix === "t" ? "" : "."}${i + 1}`;
    renumber(n.children, level + 1, n.id);
  });
}

function fallbackBlocks(lineCount: number): TextTreeNode[] {
  const out: TextTreeNode[] = [];
  for (let s = 0; s < lineCount; s += BLOCK_LINES) {
    const e = Math.min(lineCount, s + BLOCK_LINES) - 1;
    out.push({
      id: `t${out.length + 1}`,
      title: `Lines ${s + 1}–${e + 1}`,
      level: 1,
      line_start: s,
      line_end: e,
      children: [],
    });
  }
  return out;
}

/** ATX ("## Title") and setext (underlined) headings; fenced code is skipped. */
export function markdownHeadings(lines: string[]): TextHeadingMarker[] {
  const out: TextHeadingMarker[] = [];
  let fenced = false;
  lines.forEach((raw, i) => {
    if (/^\s*(```|~~~)/.test(raw)) fenced = !fenced;
    if (fenced) return;
    const atx = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/.exec(raw);
    if (atx) return void out.push({ line: i, level: atx[1].length, title: atx[2] });
    const under = /^\s{0,3}(=+|-+)\s*$/.exec(lines[i + 1] ?? "");
    if (under && raw.trim() && !/^\s*[-*+>]/.test(raw))
      out.push({ line: i, level: under[1][0] === "=" ? 1 : 2, title: raw.trim() });
  });
  return out;
}

/** Plain text: underlined titles, numbered sections ("2.3 Scope"), labels ("PART II", "Article IV"), short capitals. */
export function plainTextHeadings(lines: string[]): TextHeadingMarker[] {
  const out: TextHeadingMarker[] = [];
  lines.forEach((raw, i) => {
    const t = raw.trim();
    if (!t || t.length > 100) return;
    const blankBefore = i === 0 || !lines[i - 1].trim();
    const label = parseLabel(t);
    if (/^(=+|-+)$/.test((lines[i + 1] ?? "").trim()) && t.length > 1)
      out.push({ line: i, level: lines[i + 1].trim()[0] === "=" ? 1 : 2, title: t });
    // Capitalised titles and PART/ARTICLE rank 1; numbered sections sit below them
    // (depths are renumbered after nesting).
    else if (label && blankBefore)
      out.push({
        line: i,
        level: label.kind === "numbered" ? label.depth + 1 : label.kind === "part" || label.kind === "article" ? 1 : 2,
        title: t,
      });
    else if (
      blankBefore &&
      /[A-Z]/.test(t) &&
      t === t.toUpperCase() &&
      /^[A-Z0-9 ,&'’:()\-–]+$/.test(t) &&
      t.split(/\s+/).length <= 10
    )
      out.push({ line: i, level: 1, title: t });
  });
  return out;
}

/** HTML → rendered text lines (one per block) and h1–h6 markers. Regex-level: no DOM in core. */
export function htmlHeadings(html: string): { lines: string[]; markers: TextHeadingMarker[] } {
  const body = html.replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, "").replace(/<!--[\s\S]*?-->/g, "");
  const marked = body.replace(
    /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi,
    (_m, lv: string, inner: string) => `\n\u0001${lv}${inner.replace(/\s+/g, " ")}\n`,
  );
  const text = marked
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/section|\/article|\/ul|\/ol|\/table|\/blockquote|\/pre)\b[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, "");
  const lines: string[] = [];
  const markers: TextHeadingMarker[] = [];
  for (const raw of decodeHTML(text).split("\n")) {
    const t = raw.trim();
    if (!t) continue;
    // \u0001 marks a heading line written by the text readers; it cannot occur in document text.
    // eslint-disable-next-line no-control-regex
    const m = /^\u0001([1-6])(.*)$/.exec(t);
    if (m) markers.push({ line: lines.length, level: Number(m[1]), title: m[2].trim() });
    lines.push(m ? m[2].trim() : t);
  }
  return { lines, markers };
}

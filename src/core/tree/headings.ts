/**
 * Source 3: headings from the layout. A line is a heading when it is set apart from
 * body text (bold or larger) and reads like a title, or when it opens with a structural
 * label ("Item 7.", "PART II", "Note 7"). Rank comes from the label, else from the style
 * (larger first, bold before regular). Deterministic: no model, same tree every time.
 */
import type { DocumentLayout, Line, PageLayout } from "../types";
import { parseLabel, type Label } from "./labels";
import { inMarginBand, isEmphasised } from "./style";
import type { Heading } from "./types";

interface Candidate extends Heading {
  style: string;
  size: number;
  bold: boolean;
  label: Label | null;
}

const MAX_WORDS = 14;
const NUMERIC = /^[\s$€£(),.%\d–—-]+$/;

/** Baselines shared with number-only lines: table rows, not headings. */
function tableBaselines(page: PageLayout): number[] {
  return page.lines.filter((l) => NUMERIC.test(l.text) && /\d/.test(l.text)).map((l) => l.baseline);
}

function looksLikeTitle(line: Line, next: Line | undefined): boolean {
  const t = line.text.trim();
  if (t.length < 3 || t.length > 120 || !/^[A-Z0-9("“]/.test(t)) return false;
  if (t.split(/\s+/).length > MAX_WORDS || (t.match(/[A-Za-z]/g) ?? []).length < 3) return false;
  if (/[,;:]$/.test(t) || /\b(and|or|of|the|to|in|for)$/i.test(t)) return false;
  // A bold first line of a paragraph that runs on in the same style is body text.
  if (next && next.bold === line.bold && /^[a-z]/.test(next.text) && Math.abs(next.fontSize - line.fontSize) < 0.5) return false;
  return !/^(page|table of contents)\b/i.test(t);
}

function pageCandidates(page: PageLayout, body: number): Candidate[] {
  const tables = tableBaselines(page);
  const out: Candidate[] = [];
  page.lines.forEach((line, i) => {
    if (inMarginBand(line) || tables.some((b) => Math.abs(b - line.baseline) < 0.004)) return;
    if (!looksLikeTitle(line, page.lines[i + 1])) return;
    const label = parseLabel(line.text);
    const strongLabel = label && label.kind !== "numbered" && line.text.length < 110;
    if (!isEmphasised(line, body) && !strongLabel) return;
    if (!isEmphasised(line, body) && label && !/^(item|part|note|article)\b/i.test(line.text.trim())) return;
    const size = Math.round(line.fontSize * 2) / 2;
    out.push({ title: line.text.trim(), level: 0, page: page.page, line: i, style: `${size}${line.bold ? "b" : ""}`, size, bold: line.bold, label });
  });
  return out;
}

/** Styles ranked: larger first, bold before regular; only the top few become levels. */
function styleRanks(cands: Candidate[]): Map<string, number> {
  const styles = [...new Map(cands.map((c) => [c.style, c])).values()].sort((a, b) => b.size - a.size || Number(b.bold) - Number(a.bold));
  return new Map(styles.map((c, i) => [c.style, i]));
}

const LABEL_LEVEL: Partial<Record<Label["kind"], number>> = { part: 1, article: 1, item: 2, note: 3 };
const MAX_STYLES = 3;

export function layoutHeadings(layout: DocumentLayout, body: number, pages?: [number, number]): Heading[] {
  const [from, to] = pages ?? [1, layout.pageCount];
  const cands = layout.pages.slice(from - 1, to).flatMap((p) => pageCandidates(p, body));
  const labelled = cands.filter((c) => c.label && c.label.kind !== "numbered");
  const ranks = styleRanks(cands.filter((c) => !c.label || c.label.kind === "numbered"));
  const hasParts = labelled.some((c) => c.label!.kind === "part");
  const base = labelled.length ? (hasParts ? 3 : 2) : 1;
  const out: Heading[] = [];
  for (const c of cands) {
    const fixed = c.label ? LABEL_LEVEL[c.label.kind] : undefined;
    if (fixed !== undefined) out.push({ ...pick(c), level: hasParts || fixed === 1 ? fixed : Math.max(1, fixed - 1) });
    else if (c.label?.kind === "numbered") out.push({ ...pick(c), level: base + c.label.depth - 1 });
    else if ((ranks.get(c.style) ?? 99) < MAX_STYLES) out.push({ ...pick(c), level: base + ranks.get(c.style)! });
  }
  return out;
}

function pick(c: Candidate): Heading {
  return { title: c.title, level: c.level, page: c.page, line: c.line };
}

/**
 * References to numbered parts of any document: "see Section 4.2", "Chapter 3", "Appendix B",
 * "Article IV", "Table 5.3", "Figure 6". A part starts where the section tree has a node titled
 * with its number, or else on the first page (not a contents page) with a heading line that
 * opens with it (a table or figure: its caption). A
 * reference in the question itself leads straight to the part; one on a page read is followed
 * when its line shares the question's words, like a filing's "Note 7".
 */
import type { NavDocument } from "./lexical-steps";
import { escapeRegExp } from "../text/escape-regexp";
import { endsInPageNumber, isContentsPage } from "./contents-pages";

export type PartKind = "section" | "chapter" | "appendix" | "article" | "part" | "table" | "figure";

export interface PartReference {
  kind: PartKind;
  /** "4.2", "3", "b", "iv": lower case. */
  label: string;
  context: string;
}

// Case-sensitive on purpose: a letter label must be a capital ("Appendix B"), so "part a of" is no reference.
const PART_WORDS =
  "[Ss]ections?|SECTIONS?|[Cc]hapters?|CHAPTERS?|[Aa]ppendix|APPENDIX|[Aa]ppendices|[Aa]rticles?|ARTICLES?|" +
  "[Pp]arts?|PARTS?|[Tt]ables?|TABLES?|[Ff]igures?|FIGURES?|Fig\\.";
const REF = new RegExp(
  String.raw`\b(${PART_WORDS})\s+(\d{1,2}(?:\.\d{1,2}){0,3}(?![\d.]*\d)|[A-Z](?!\w)|[IVXLC]{1,6}\b)`,
  "g",
);
const KIND_OF: Record<string, PartKind> = {
  section: "section",
  sections: "section",
  chapter: "chapter",
  chapters: "chapter",
  appendix: "appendix",
  appendices: "appendix",
  article: "article",
  articles: "article",
  part: "part",
  parts: "part",
  table: "table",
  tables: "table",
  figure: "figure",
  figures: "figure",
  "fig.": "figure",
};

/** The part references in a text, once each, with the line around each. */
export function findPartReferences(text: string): PartReference[] {
  const out: PartReference[] = [];
  const seen = new Set<string>();
  for (const m of text.matchAll(REF)) {
    const kind = KIND_OF[m[1].toLowerCase()];
    const label = m[2].toLowerCase();
    const key = `${kind}:${label}`;
    if (!kind || seen.has(key)) continue;
    seen.add(key);
    const at = m.index ?? 0;
    const start = text.lastIndexOf("\n", at - 1) + 1;
    const end = text.indexOf("\n", at);
    out.push({ kind, label, context: text.slice(start, end < 0 ? undefined : end).slice(0, 200) });
  }
  return out;
}

/** The whole label: "4" is not the start of "4.2". */
const WHOLE = String.raw`(?!\.?\d)`;

/** A table or figure starts at its caption: "Table 5.3: Window functions", "Figure 6. Hadamard equivalence". */
const CAPTION_WORDS: Partial<Record<PartKind, string>> = { table: "table", figure: "fig(?:ure|\\.)" };

/**
 * How a part's heading opens, most telling first: "Section 4.2" or "Chapter 3" named, then a bare
 * number ("4.2 Results", "3 Methods"). A caption names its table or figure and is set off by a colon,
 * a stop or a dash, unlike a sentence that merely opens with "Table 5.3 lists…".
 */
function headingPatterns(ref: PartReference): { rx: RegExp; bare: boolean }[] {
  const label = escapeRegExp(ref.label);
  const caption = CAPTION_WORDS[ref.kind];
  if (caption)
    return [
      { rx: new RegExp(`^${caption}\\s+${label}${WHOLE}(?:\\s*[:.\u2013\u2014-]\\s*\\S|\\s*$)`, "iu"), bare: false },
      { rx: new RegExp(`^${caption}\\s+${label}\\b${WHOLE}`, "iu"), bare: false },
    ];
  const out = [{ rx: new RegExp(`^${ref.kind}\\s+${label}\\b${WHOLE}`, "iu"), bare: false }];
  if (ref.kind === "section" || ref.kind === "chapter")
    out.push({ rx: new RegExp(`^${label}\\.?\\s+\\p{Lu}`, "u"), bare: true });
  return out;
}

const MAX_HEADING_CHARS = 90;
/** Sections a tree must have before a bare-numbered line must be one of them to count as a heading. */
const TREE_SECTIONS = 5;

const cache = new WeakMap<NavDocument, Map<string, number | null>>();

const squash = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * A bare-numbered line ("18 Line types") is a heading only where the tree, when it has one, holds a
 * section of that title starting on that page: a numbered list item or a code line is none, and a
 * tree read from bookmarks keeps the titles without their numbers.
 */
function bareHeadingOnPage(doc: NavDocument, line: string, page: number, rx: RegExp): boolean {
  const sections = doc.index.sections;
  if (sections.length < TREE_SECTIONS) return true;
  const rest = squash(line.replace(rx, (m) => m.slice(-1)));
  return sections.some((s) => s.page_start === page && squash(s.title).endsWith(rest) && rest.length > 0);
}

const linesByDoc = new WeakMap<NavDocument, (string[] | null)[]>();

/**
 * Each page's trimmed lines, null for a page of contents entries (a contents page, an index, a list of tables),
 * where a part is listed, not started. Read once per document: every cross-reference a question's pages make
 * ("see Section 4.2") is resolved against the same pages.
 */
function headingLines(doc: NavDocument): (string[] | null)[] {
  let out = linesByDoc.get(doc);
  if (out) return out;
  out = doc.texts.map((t) => {
    const lines = (t ?? "").split("\n").map((l) => l.trim());
    return isContentsPage(lines) ? null : lines;
  });
  linesByDoc.set(doc, out);
  return out;
}

/** The page a part starts on, or null when neither the tree nor a heading line gives it. */
export function resolvePart(doc: NavDocument, ref: PartReference): number | null {
  let known = cache.get(doc);
  if (!known) cache.set(doc, (known = new Map()));
  const key = `${ref.kind}:${ref.label}`;
  if (known.has(key)) return known.get(key)!;
  const patterns = headingPatterns(ref);
  const node = doc.index.sections.find((s) => patterns.some(({ rx }) => rx.test(s.title.trim())));
  let page: number | null = node?.page_start ?? null;
  const pages = page === null ? headingLines(doc) : [];
  for (const { rx, bare } of patterns) {
    for (let p = 0; page === null && p < pages.length; p++) {
      const lines = pages[p];
      if (!lines) continue;
      const heads = (l: string) => l.length <= MAX_HEADING_CHARS && rx.test(l) && !endsInPageNumber(l);
      if (lines.some((l) => heads(l) && (!bare || bareHeadingOnPage(doc, l, p + 1, rx)))) page = p + 1;
    }
  }
  known.set(key, page);
  return page;
}

/** The pages of the parts the question itself names ("What does Appendix B list?"). */
export function askedParts(doc: NavDocument, question: string): { page: number; ref: string }[] {
  return findPartReferences(question).flatMap((r) => {
    const page = resolvePart(doc, r);
    return page === null ? [] : [{ page, ref: `${r.kind} ${r.label.toUpperCase()}` }];
  });
}

/**
 * References to numbered parts of any document: "see Section 4.2", "Chapter 3", "Appendix B",
 * "Article IV". A part starts where the section tree has a node titled with its number, or
 * else on the first page (not a contents page) with a heading line that opens with it. A
 * reference in the question itself leads straight to the part; one on a page read is followed
 * when its line shares the question's words, like a filing's "Note 7".
 */
import type { NavDocument } from "./lexical-steps";
import { escapeRegExp } from "../text/escape-regexp";

export type PartKind = "section" | "chapter" | "appendix" | "article" | "part";

export interface PartReference {
  kind: PartKind;
  /** "4.2", "3", "b", "iv": lower case. */
  label: string;
  context: string;
}

// Case-sensitive on purpose: a letter label must be a capital ("Appendix B"), so "part a of" is no reference.
const PART_WORDS =
  "[Ss]ections?|SECTIONS?|[Cc]hapters?|CHAPTERS?|[Aa]ppendix|APPENDIX|[Aa]ppendices|[Aa]rticles?|ARTICLES?|" +
  "[Pp]arts?|PARTS?";
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

/** How a part's heading opens: "4.2 Results", "Section 4.2", "Chapter 3" (or "3 Methods"), "Appendix B". */
function headingPattern(ref: PartReference): RegExp {
  const label = escapeRegExp(ref.label);
  const named = `${ref.kind}\\s+${label}\\b`;
  const bare = ref.kind === "section" || ref.kind === "chapter" ? `|${label}\\.?\\s+\\p{Lu}` : "";
  return new RegExp(`^(?:${named}${bare})`, "iu");
}

// A contents page lists parts with page numbers: its lines are not where the parts start.
const LISTED = /(?:\.\s?){3,}\s*\d+\s*$|\s\d{1,4}\s*$/;
const MAX_HEADING_CHARS = 90;

const cache = new WeakMap<NavDocument, Map<string, number | null>>();

/** The page a part starts on, or null when neither the tree nor a heading line gives it. */
export function resolvePart(doc: NavDocument, ref: PartReference): number | null {
  let known = cache.get(doc);
  if (!known) cache.set(doc, (known = new Map()));
  const key = `${ref.kind}:${ref.label}`;
  if (known.has(key)) return known.get(key)!;
  const rx = headingPattern(ref);
  const node = doc.index.sections.find((s) => rx.test(s.title.trim()));
  let page: number | null = node?.page_start ?? null;
  for (let p = 0; page === null && p < doc.texts.length; p++) {
    const lines = (doc.texts[p] ?? "").split("\n").map((l) => l.trim());
    if (lines.filter((l) => LISTED.test(l)).length >= 6) continue;
    if (lines.some((l) => l.length <= MAX_HEADING_CHARS && rx.test(l) && !LISTED.test(l))) page = p + 1;
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

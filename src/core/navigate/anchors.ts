/**
 * Where numbered parts of a filing start ("Note 7", "Item 7A") and where the text
 * refers to them. Targets come from the section tree first; notes missing from it are
 * found as heading-like lines ("NOTE 7 — LEASES", "Note 7. Leases") in the body.
 */
import type { DocumentLayout, Line } from "../types";
import type { NavSection } from "./types";

const NOTE_TITLE = /^note\s*(\d{1,2}[a-z]?)\b/i;
const NUMBERED_TITLE = /^(\d{1,2})\s*[.:—–-]\s*[A-Z]/;
const ITEM_TITLE = /^item\s*(\d{1,2}[a-c]?)\b/i;

/** A line that opens a note: "Note 7" at the start, short, and set apart (bold or capitals). */
function noteLine(l: Line): string | null {
  const t = l.text.trim();
  const m = NOTE_TITLE.exec(t);
  if (!m || t.length > 90) return null;
  const letters = t.replace(/[^A-Za-z]/g, "");
  const styled = l.bold || (letters.length > 4 && letters === letters.toUpperCase());
  return styled ? m[1].toLowerCase() : null;
}

/** A page that lists many notes is a contents page or an index, not where a note starts. */
function isListing(lines: Line[]): boolean {
  return lines.filter((l) => NOTE_TITLE.test(l.text.trim())).length >= 6;
}

export function findNoteStarts(layout: DocumentLayout, sections: NavSection[]): Record<string, number> {
  const out: Record<string, number> = {};
  const inNotes = (s: NavSection) => /notes?\b/i.test(s.path);
  for (const s of sections) {
    const m = NOTE_TITLE.exec(s.title.trim()) ?? (inNotes(s) ? NUMBERED_TITLE.exec(s.title.trim()) : null);
    if (m && !(m[1].toLowerCase() in out)) out[m[1].toLowerCase()] = s.page_start;
  }
  for (const page of layout.pages) {
    if (isListing(page.lines)) continue;
    for (const l of page.lines) {
      const n = noteLine(l);
      if (n && !(n in out)) out[n] = page.page;
    }
  }
  return out;
}

export function findItemStarts(sections: NavSection[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of sections) {
    const m = ITEM_TITLE.exec(s.title.trim());
    if (m && !(m[1].toLowerCase() in out)) out[m[1].toLowerCase()] = s.page_start;
  }
  return out;
}

/** Items whose content sits in several ranges: every range's first page, in the index's order. */
export function itemRanges(sections: NavSection[]): { item_ranges?: Record<string, number[]> } {
  const out: Record<string, number[]> = {};
  for (const s of sections) {
    const m = ITEM_TITLE.exec(s.title.trim());
    if (m && s.extra_ranges?.length && !(m[1].toLowerCase() in out))
      out[m[1].toLowerCase()] = [s.page_start, ...s.extra_ranges.map((r) => r.page_start)];
  }
  return Object.keys(out).length ? { item_ranges: out } : {};
}

export interface CrossReference {
  kind: "note" | "item";
  label: string;
  /** The words around the reference, for judging whether it matters to the question. */
  context: string;
}

/** "see Note 7", "(Note 7)", "Notes 7 and 9", "Item 7", "Part II, Item 8". */
const REF = /\b(notes?|items?)\s+(\d{1,2}[a-c]?)((?:\s*(?:,|and|&)\s*\d{1,2}[a-c]?)*)\b/gi;

export function findReferences(text: string): CrossReference[] {
  const out: CrossReference[] = [];
  const seen = new Set<string>();
  for (const m of text.matchAll(REF)) {
    const kind = m[1].toLowerCase().startsWith("note") ? "note" : "item";
    const labels = [m[2], ...(m[3].match(/\d{1,2}[a-c]?/gi) ?? [])].map((x) => x.toLowerCase());
    const at = m.index ?? 0;
    const context = text.slice(
      Math.max(0, text.lastIndexOf("\n", at - 1) + 1),
      text.indexOf("\n", at) < 0 ? undefined : text.indexOf("\n", at),
    );
    for (const label of labels) {
      const key = `${kind}:${label}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ kind, label, context: context.slice(0, 200) });
    }
  }
  return out;
}

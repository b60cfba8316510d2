/**
 * Structural labels that carry rank in filings and reports: "PART II", "Item 7A.",
 * "Note 7", "Article IV", "2.3". Rank comes from the label, not from typography, so these
 * nest the same way whatever the filer's fonts.
 */

export type LabelKind = "part" | "item" | "note" | "article" | "section" | "numbered";

export interface Label {
  kind: LabelKind;
  /** Normalised label, e.g. "item 7a", "part ii", "note 12", "2.3". */
  key: string;
  /** Dotted depth for "2.3.1"-style numbers (1 for other kinds). */
  depth: number;
}

const ROMAN = "[ivx]{1,5}";
const PATTERNS: [LabelKind, RegExp][] = [
  ["part", new RegExp(`^part\\s+(${ROMAN}|\\d{1,2})\\b`, "i")],
  ["item", /^item\s*(\d{1,2}[a-c]?)\b/i],
  ["note", /^note\s+(\d{1,2}|[a-z])\b/i],
  ["article", new RegExp(`^article\\s+(${ROMAN}|\\d{1,2})\\b`, "i")],
  ["section", /^section\s+(\d{1,2}(?:\.\d{1,2})*)\b/i],
];

export function parseLabel(text: string): Label | null {
  const t = text.trim();
  for (const [kind, rx] of PATTERNS) {
    const m = rx.exec(t);
    if (m) return { kind, key: `${kind} ${m[1].toLowerCase()}`, depth: 1 };
  }
  // "2.3 Title" or "2. Title", not "12 Weeks Ended" or "3.5%": a dotted number, then a capital.
  const n = /^(\d{1,2}(?:\.\d{1,2}){1,3}|\d{1,2}(?=\.))\.?\s+[A-Z]/.exec(t);
  if (n) return { kind: "numbered", key: n[1], depth: n[1].split(".").length };
  return null;
}

/**
 * A line that opens with an item or a part of a filing ("Item 7A.", "PART II"), as pages that
 * list them are told by: narrower than parseLabel, a part numbered in roman numerals only.
 */
export const ITEM_OR_PART_LINE = /^(item\s*\d{1,2}[a-c]?\b|part\s+[ivx]{1,4}\b)/i;
